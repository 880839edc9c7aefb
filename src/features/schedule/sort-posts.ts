import type { ScheduledPost } from '@/lib/scheduled-post';

/** Soonest first; posts on the same day keep a stable, alphabetical order. */
export function sortPostsByDate(posts: readonly ScheduledPost[]): ScheduledPost[] {
  return [...posts].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      a.title.localeCompare(b.title),
  );
}
