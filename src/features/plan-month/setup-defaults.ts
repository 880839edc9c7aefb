import {
  HOLIDAY_COUNTRIES,
  type KindSuggestion,
  type PlanSuggestions,
  type TimeSuggestion,
} from '@contract/plans';
import { clockTime } from '@core/schedule/clock-time';
import type { SlotKind } from '@core/plans/plan-types';
import { KIND_LABELS, PLATFORM_NAMES } from './plan-copy';
import type { Platform } from '@contract/onboarding';
import { DEFAULT_POSTING_TIMES } from '@core/plans/posting-times';

export type PostingTimes = Partial<Record<Platform, { days: number[]; time: string }>>;

/** Next month (YYYY-MM) from a day (YYYY-MM-DD) on the business's clock. */
export function nextMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The country of the browser's locale ("en-GB" -> "GB"), when date-holidays knows it. */
export function countryFromLocale(locale: string | undefined): string | null {
  const region = locale ? /[-_]([A-Z]{2})\b/.exec(locale)?.[1] : undefined;
  return region && (HOLIDAY_COUNTRIES as readonly string[]).includes(region) ? region : null;
}

/**
 * Whose public holidays a plan marks unless the owner picks: the business profile's
 * country first, then the browser's locale region; none rather than a guess.
 */
export function defaultPlanCountry(
  profileCountry: string | null | undefined,
  locale: string | undefined,
): string | null {
  if (profileCountry && (HOLIDAY_COUNTRIES as readonly string[]).includes(profileCountry)) {
    return profileCountry;
  }
  return countryFromLocale(locale);
}

export function defaultPostingTimes(platforms: readonly Platform[]): PostingTimes {
  const times: PostingTimes = {};
  for (const platform of platforms) {
    const posting = DEFAULT_POSTING_TIMES[platform];
    times[platform] = { days: [...posting.days], time: posting.time };
  }
  return times;
}

const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

export function countryName(code: string): string {
  return names?.of(code) ?? code;
}

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const WEEKDAY_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * The posting days and times with the owner's results applied: each network's best day
 * added at its usual time, and the day it beat dropped when other days remain.
 */
export function withSuggestedTimes(
  times: PostingTimes,
  suggestions: readonly TimeSuggestion[],
): PostingTimes {
  const next: PostingTimes = { ...times };
  for (const suggestion of suggestions) {
    const entry = next[suggestion.network] ?? { days: [], time: suggestion.time };
    const days = [...new Set([...entry.days, suggestion.day])];
    const without = days.filter((day) => day !== suggestion.compared_day);
    next[suggestion.network] = {
      days: (without.length > 0 ? without : days).sort((a, b) => a - b),
      time: suggestion.time,
    };
  }
  return next;
}

/** Kinds the owner's results favour come round twice as often. */
export function suggestedKindWeights(
  suggestions: readonly KindSuggestion[],
): Partial<Record<SlotKind, number>> {
  return Object.fromEntries(suggestions.map((suggestion) => [suggestion.kind, 2]));
}

/** What applying did, for the status message. */
export function appliedMessage({ times, kinds, post_again }: PlanSuggestions) {
  const parts = [
    ...times.map(
      (time) =>
        `${PLATFORM_NAMES[time.network]} on ${WEEKDAY_LONG[time.day] ?? ''}s around ${clockTime(time.time)}`,
    ),
    ...kinds.map((kind) => `more ${KIND_LABELS[kind.kind].toLowerCase()} posts`),
    ...post_again.map((post) => `“${post.title}” again, on the first free day`),
  ];
  return `Suggestions used: ${parts.join('; ')}. You can still change anything before planning.`;
}
