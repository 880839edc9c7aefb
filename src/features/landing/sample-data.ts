import type { ScheduledPost } from '@/lib/scheduled-post';

/** The landing calendar demo always opens on this month, where its sample posts live. */
export const SAMPLE_DEMO_MONTH = new Date(2025, 9, 1);

/** Sample scheduled posts for the landing page's calendar demo (product.md §2: October 2025). */
export const SAMPLE_DEMO_POSTS: readonly ScheduledPost[] = [
  { id: 'demo-1', title: 'Pumpkin bread is back', date: '2025-10-01', platform: 'instagram' },
  { id: 'demo-2', title: 'Meet Maya, our head baker', date: '2025-10-03', platform: 'facebook' },
  { id: 'demo-3', title: 'Sourdough starter tips', date: '2025-10-07', platform: 'tiktok' },
  { id: 'demo-4', title: 'Now hiring weekend staff', date: '2025-10-09', platform: 'linkedin' },
  { id: 'demo-5', title: 'Apple cider donut Friday', date: '2025-10-10', platform: 'instagram' },
  { id: 'demo-6', title: 'Behind the ovens at 5 AM', date: '2025-10-14', platform: 'tiktok' },
  { id: 'demo-7', title: 'Customer of the week', date: '2025-10-16', platform: 'facebook' },
  { id: 'demo-8', title: 'Fall menu tasting night', date: '2025-10-21', platform: 'instagram' },
  { id: 'demo-9', title: 'Our story: 10 years of bread', date: '2025-10-23', platform: 'x' },
  { id: 'demo-10', title: 'Halloween cookie pre-orders', date: '2025-10-27', platform: 'facebook' },
  {
    id: 'demo-11',
    title: 'Trick-or-treat at the counter',
    date: '2025-10-31',
    platform: 'instagram',
  },
];
