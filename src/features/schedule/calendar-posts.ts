import type { Post } from '@contract/posts';
import { addLocalDays, toLocalParts, zonedTimeToInstant } from '@core/schedule/zoned-time';
import { waitsForApproval } from '@/lib/post-review';
import type { ScheduledPost } from '@/lib/scheduled-post';

/** A post as the calendar shows it: its day and time on the business's clock. */
export function toCalendarPost(post: Post, timeZone: string): ScheduledPost | null {
  if (!post.scheduled_at) return null;
  const local = toLocalParts(new Date(post.scheduled_at), timeZone);
  const platforms = post.platforms.length ? post.platforms : (['instagram'] as const);
  return {
    id: post.id,
    title: post.title.trim() || 'Untitled Post',
    date: local.date,
    time: local.time,
    platform: platforms[0] ?? 'instagram',
    platforms,
    toReview: post.status === 'to_review',
    waitsForApproval: waitsForApproval(post),
    // Only a post sent back with changes requested is a draft that keeps its time.
    changesRequested: post.status === 'draft',
    publishing: post.publishing ?? null,
    hasImage: Boolean(post.image_url),
  };
}

/** The instants a month (YYYY-MM) begins and ends in the zone. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number);
  const next =
    (monthNumber ?? 1) === 12
      ? `${(year ?? 1970) + 1}-01-01`
      : `${year}-${String((monthNumber ?? 1) + 1).padStart(2, '0')}-01`;
  return {
    from: zonedTimeToInstant(first, '00:00', timeZone),
    to: zonedTimeToInstant(next, '00:00', timeZone),
  };
}

/** Today (YYYY-MM-DD) on the business's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return toLocalParts(now, timeZone).date;
}

/** How long a post whose time passed stays in Upcoming Posts with its publishing state. */
export const RECENT_MS = 24 * 3_600_000;

/**
 * From a day ago to 90 days ahead: what Upcoming Posts lists. The day before now is there
 * so a post that just went out (with its links) or did not (with Try again) still shows.
 */
export function upcomingRange(now = new Date()): { from: Date; to: Date } {
  const to = new Date(now.getTime() + 90 * 24 * 3_600_000);
  return { from: new Date(now.getTime() - RECENT_MS), to };
}

/** Posts still ahead of `now`, and past ones only when they were sent somewhere. */
export function isUpcomingOrRecentlyPublished(post: Post, now: Date): boolean {
  if (!post.scheduled_at || new Date(post.scheduled_at) >= now) return true;
  return Boolean(post.publishing);
}

/** A post still ahead of `now`: what the dashboard's "Scheduled Posts" counts. */
export const isAhead = (post: Post, now: Date) =>
  post.scheduled_at !== null && new Date(post.scheduled_at) >= now;

export { addLocalDays };
