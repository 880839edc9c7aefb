import type { ScheduledPost } from '@/lib/scheduled-post';

const SAMPLE_POST_SEEDS: ReadonlyArray<Omit<ScheduledPost, 'date'> & { daysFromToday: number }> = [
  {
    id: 'post-4',
    title: 'Customer spotlight: the Nguyen family',
    platform: 'facebook',
    daysFromToday: 7,
  },
  { id: 'post-1', title: 'Weekend brunch specials', platform: 'instagram', daysFromToday: 1 },
  { id: 'post-6', title: 'Holiday gift boxes are here', platform: 'instagram', daysFromToday: 10 },
  { id: 'post-2', title: 'We are hiring a pastry chef', platform: 'linkedin', daysFromToday: 2 },
  {
    id: 'post-7',
    title: 'Year in review: thank you, neighbours',
    platform: 'linkedin',
    daysFromToday: 12,
  },
  { id: 'post-3', title: 'Behind the scenes: 5 AM bake', platform: 'instagram', daysFromToday: 4 },
  { id: 'post-5', title: 'New seasonal menu tasting', platform: 'facebook', daysFromToday: 9 },
];

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * product.md §2: seven sample posts on Facebook, Instagram and LinkedIn. Their dates count
 * from today so the scheduler always shows upcoming posts; they are listed out of
 * order on purpose, the page sorts them.
 */
export function buildSampleScheduledPosts(today: Date = new Date()): ScheduledPost[] {
  return SAMPLE_POST_SEEDS.map(({ daysFromToday, ...post }) => ({
    ...post,
    date: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysFromToday)),
  }));
}
