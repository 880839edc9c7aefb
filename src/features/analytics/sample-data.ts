import type { Platform } from '@/lib/scheduled-post';

export const ANALYTICS_RANGES = [
  { id: '30d', label: 'Last 30 Days' },
  { id: '7d', label: 'Last 7 Days' },
  { id: '90d', label: 'Last 90 Days' },
  { id: 'year', label: 'This Year' },
] as const;

export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]['id'];

export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

export type MetricId =
  'totalPosts' | 'reach' | 'engagement' | 'engagementRate' | 'followers' | 'clickThroughRate';

export interface Metric {
  id: MetricId;
  label: string;
  value: number;
  unit: 'count' | 'percent';
  /** Change against the previous period of the same length, in percent. */
  change: number;
}

export interface TopPost {
  id: string;
  title: string;
  platform: Platform;
  reach: number;
  engagementRate: number;
}

export interface AnalyticsSnapshot {
  metrics: readonly Metric[];
  topPosts: readonly TopPost[];
}

function metrics(values: Record<MetricId, [value: number, change: number]>): Metric[] {
  const meta: Record<MetricId, Pick<Metric, 'label' | 'unit'>> = {
    totalPosts: { label: 'Total posts', unit: 'count' },
    reach: { label: 'Reach', unit: 'count' },
    engagement: { label: 'Engagement', unit: 'count' },
    engagementRate: { label: 'Avg. engagement rate', unit: 'percent' },
    followers: { label: 'Followers', unit: 'count' },
    clickThroughRate: { label: 'Click-through rate', unit: 'percent' },
  };
  return (Object.keys(meta) as MetricId[]).map((id) => ({
    id,
    ...meta[id],
    value: values[id][0],
    change: values[id][1],
  }));
}

/** product.md §2: sample figures only, one set per range. */
export const SAMPLE_ANALYTICS: Record<AnalyticsRange, AnalyticsSnapshot> = {
  '7d': {
    metrics: metrics({
      totalPosts: [6, 20],
      reach: [11_480, 8.4],
      engagement: [842, -3.1],
      engagementRate: [7.3, -0.6],
      followers: [3_912, 1.2],
      clickThroughRate: [2.1, 0.3],
    }),
    topPosts: [
      {
        id: 'w1',
        title: 'Behind the scenes: 5 AM bake',
        platform: 'instagram',
        reach: 3_420,
        engagementRate: 9.8,
      },
      {
        id: 'w2',
        title: 'Weekend brunch specials',
        platform: 'facebook',
        reach: 2_610,
        engagementRate: 7.4,
      },
      {
        id: 'w3',
        title: 'We are hiring a pastry chef',
        platform: 'linkedin',
        reach: 1_980,
        engagementRate: 6.1,
      },
    ],
  },
  '30d': {
    metrics: metrics({
      totalPosts: [24, 14.3],
      reach: [48_200, 12.5],
      engagement: [3_615, 9.2],
      engagementRate: [7.5, 0.4],
      followers: [3_912, 4.8],
      clickThroughRate: [2.4, -0.2],
    }),
    topPosts: [
      {
        id: 'm1',
        title: 'Pumpkin bread is back',
        platform: 'instagram',
        reach: 8_940,
        engagementRate: 11.2,
      },
      {
        id: 'm2',
        title: 'Meet Maya, our head baker',
        platform: 'facebook',
        reach: 6_310,
        engagementRate: 8.7,
      },
      {
        id: 'm3',
        title: 'Behind the scenes: 5 AM bake',
        platform: 'instagram',
        reach: 5_120,
        engagementRate: 8.1,
      },
    ],
  },
  '90d': {
    metrics: metrics({
      totalPosts: [68, 21.4],
      reach: [131_700, 18.9],
      engagement: [9_480, 15.6],
      engagementRate: [7.2, -0.3],
      followers: [3_912, 13.7],
      clickThroughRate: [2.3, 0.1],
    }),
    topPosts: [
      {
        id: 'q1',
        title: 'Our story: 10 years of bread',
        platform: 'facebook',
        reach: 14_200,
        engagementRate: 12.4,
      },
      {
        id: 'q2',
        title: 'Pumpkin bread is back',
        platform: 'instagram',
        reach: 8_940,
        engagementRate: 11.2,
      },
      {
        id: 'q3',
        title: 'Summer berry tart launch',
        platform: 'instagram',
        reach: 7_760,
        engagementRate: 9.5,
      },
    ],
  },
  year: {
    metrics: metrics({
      totalPosts: [254, 36.8],
      reach: [512_400, 41.2],
      engagement: [36_890, 33.5],
      engagementRate: [7.2, 0.9],
      followers: [3_912, 58.3],
      clickThroughRate: [2.2, 0.4],
    }),
    topPosts: [
      {
        id: 'y1',
        title: 'Grand reopening after the renovation',
        platform: 'facebook',
        reach: 22_850,
        engagementRate: 14.1,
      },
      {
        id: 'y2',
        title: 'Our story: 10 years of bread',
        platform: 'facebook',
        reach: 14_200,
        engagementRate: 12.4,
      },
      {
        id: 'y3',
        title: 'Valentine cookie box sold out',
        platform: 'instagram',
        reach: 12_330,
        engagementRate: 10.9,
      },
    ],
  },
};
