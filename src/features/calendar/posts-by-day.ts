import type { ScheduledPost } from '@/lib/scheduled-post';
import { isSameMonth, parseIsoDate } from './date-utils';

/** The posts under their ISO day, in the order given. */
export function groupByDay(posts: readonly ScheduledPost[]): Map<string, ScheduledPost[]> {
  const byDay = new Map<string, ScheduledPost[]>();
  for (const post of posts) {
    const day = byDay.get(post.date) ?? [];
    day.push(post);
    byDay.set(post.date, day);
  }
  return byDay;
}

/** Earliest time first; a post without a time comes before the others. */
export const byTime = (a: ScheduledPost, b: ScheduledPost) =>
  (a.time ?? '').localeCompare(b.time ?? '');

/** The month's posts in date order, then by time. */
export function postsOfMonth(posts: readonly ScheduledPost[], month: Date): ScheduledPost[] {
  return posts
    .filter((post) => isSameMonth(parseIsoDate(post.date), month))
    .sort((a, b) => a.date.localeCompare(b.date) || byTime(a, b));
}
