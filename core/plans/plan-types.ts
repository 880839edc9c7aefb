import type { Platform } from '@contract/onboarding';

import { SLOT_KINDS } from '@contract/plans';

/** What a slot's post is about (ADR 0022). An offer appears only when the owner gave one. */
export { SLOT_KINDS };
export type SlotKind = (typeof SLOT_KINDS)[number];

export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  own_date: 'Your date',
  offer: 'Offer',
  holiday: 'Holiday',
  seasonal: 'Seasonal',
  tip: 'Tip',
  behind_the_scenes: 'Behind the scenes',
  spotlight: 'Spotlight',
  community: 'Thanks and community',
};

export interface PostingTime {
  /** 0 = Sunday */
  days: number[];
  /** HH:mm */
  time: string;
}

export interface PlanSettings {
  /** YYYY-MM */
  month: string;
  count: number;
  platforms: Platform[];
  postingTimes: Partial<Record<Platform, PostingTime>>;
  /** One per line: "14 Feb: Valentine's pre-orders close 12 Feb at 6pm". */
  ownDates: string;
  /** ISO 3166 code for public holidays; null for none. */
  country: string | null;
  /**
   * Kinds the owner's results favour, by how often they come round (2 or 3 times the usual
   * mix); absent or empty, the usual mix.
   */
  kindWeights?: Partial<Record<SlotKind, number>>;
  /** Briefs of the owner's top posts to post again, a spotlight each, on the first free days. */
  postAgain?: readonly string[];
}

export interface PlannedSlot {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  platforms: Platform[];
  kind: SlotKind;
  brief: string;
}

export interface Holiday {
  date: string;
  name: string;
}
