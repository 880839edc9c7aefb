import type { Platform } from '@contract/onboarding';
import type { PostingTime } from './plan-types';

/**
 * When each platform's audience is awake and scrolling: weekday lunchtimes and early
 * evenings, weekend late mornings. Never before 07:00 or after 21:00.
 */
export const DEFAULT_POSTING_TIMES: Record<Platform, PostingTime> = {
  instagram: { days: [1, 3, 5, 6], time: '11:30' },
  facebook: { days: [2, 4, 6], time: '13:00' },
  tiktok: { days: [2, 5, 0], time: '19:00' },
  x: { days: [1, 2, 3, 4, 5], time: '09:00' },
  linkedin: { days: [2, 3, 4], time: '08:30' },
};

export const EARLIEST_POSTING_TIME = '07:00';
export const LATEST_POSTING_TIME = '21:00';

/** A time outside waking hours moves to the nearest edge of them. */
export function clampPostingTime(time: string): string {
  if (time < EARLIEST_POSTING_TIME) return EARLIEST_POSTING_TIME;
  if (time > LATEST_POSTING_TIME) return LATEST_POSTING_TIME;
  return time;
}
