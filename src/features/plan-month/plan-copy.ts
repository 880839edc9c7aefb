import type { Platform } from '@contract/onboarding';
import type { PlanCount } from '@core/plans/plan-days';
import type { SlotKind } from '@core/plans/plan-types';
import { MONTH_NAMES } from '@core/schedule/month-names';

export const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
};

export const KIND_LABELS: Record<SlotKind, string> = {
  own_date: 'Your date',
  offer: 'Offer',
  holiday: 'Holiday',
  seasonal: 'Seasonal',
  tip: 'Tip',
  behind_the_scenes: 'Behind the scenes',
  spotlight: 'Spotlight',
  community: 'Thanks and community',
};

export const PUBLISH_NOTE =
  'Approved posts are scheduled on your calendar and published at their time to the accounts you connected in Integrations.';

const posts = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/**
 * Why a plan has fewer posts than asked, before it is planned: one post a day at most.
 * Null when the plan has what was asked.
 */
export function planCountNote(result: PlanCount, month: string): string | null {
  if (!result.limitedBy) return null;
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? 'This month';
  if (result.limitedBy === 'month') {
    return `${name} has ${result.daysInMonth} days, so this plan has ${posts(result.count)} — one a day at most.`;
  }
  return `Your posting days fall on ${result.days} days in ${name}, so this plan has ${posts(result.count)} — one a day at most. Tick more days for more posts.`;
}
