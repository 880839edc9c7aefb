import type { Platform } from '@contract/onboarding';
import type { SlotKind } from '@core/plans/plan-types';

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
