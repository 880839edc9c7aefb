import type { Plan, PlanSlot } from '@contract/plans';
import type { Post } from '@contract/posts';

/** A slot of the plan with the post written for it. */
export interface WrittenSlot {
  slot: PlanSlot;
  post: Post;
}

/** The Sunday that starts a day's week (YYYY-MM-DD), as on the calendar: for "approve a week". */
function weekOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

/** The plan's slots that have a post written, in the plan's order. */
export function writtenSlots(plan: Plan, posts: readonly Post[]): WrittenSlot[] {
  const byId = new Map(posts.map((post) => [post.id, post]));
  return plan.slots.flatMap((slot) => {
    const post = slot.draft_id ? byId.get(slot.draft_id) : undefined;
    return post ? [{ slot, post }] : [];
  });
}

/** The posts still to review, grouped by the Sunday that starts their week. */
export function toReviewByWeek(written: readonly WrittenSlot[]): Map<string, Post[]> {
  const weeks = new Map<string, Post[]>();
  for (const { slot, post } of written) {
    if (post.status !== 'to_review') continue;
    const key = weekOf(slot.date);
    weeks.set(key, [...(weeks.get(key) ?? []), post]);
  }
  return weeks;
}

export const postsText = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;
