import type { Platform } from '@contract/onboarding';
import { MAX_PLAN_POSTS } from '@contract/plans';
import { addLocalDays, weekdayOf } from '../schedule/zoned-time';
import { readOwnDates, type OwnDate } from './own-dates';
import type { PlanSettings } from './plan-types';
import { clampPostingTime, DEFAULT_POSTING_TIMES } from './posting-times';

/**
 * At most one post a day (ADR 0026): a month of posts reads as a calendar, not a feed,
 * and the owner who posts by hand posts once a day. These are the days a plan may use
 * and how many posts that makes, shared by the set-up screen, the mock and the server.
 */

export type CountSettings = Pick<
  PlanSettings,
  'month' | 'count' | 'platforms' | 'postingTimes' | 'ownDates'
>;

/** A day some platform posts on: every platform posting that day, at one time. */
export interface PostingDay {
  date: string;
  time: string;
  platforms: Platform[];
}

export interface PlacedOwnDate {
  item: OwnDate;
  /** The day the post goes out: its own posting day, or the nearest free one. */
  day: string;
}

export interface PlanCount {
  /** What the owner asked for, within 1 to MAX_PLAN_POSTS. */
  asked: number;
  /** What the plan will have: never more than the days it can post on. */
  count: number;
  /** The days the plan can post on. */
  days: number;
  /** The days of the month. */
  daysInMonth: number;
  /** Why there are fewer posts than asked: every day is used, or the posting days run out. */
  limitedBy: 'month' | 'posting_days' | null;
}

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** The days of a month (YYYY-MM); none for anything else, such as a half-typed month. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  if (!MONTH.test(month)) return days;
  for (let date = `${month}-01`; date.startsWith(month); date = addLocalDays(date, 1)) {
    days.push(date);
  }
  return days;
}

const platformsOf = (settings: Pick<PlanSettings, 'platforms'>): Platform[] =>
  settings.platforms.length ? settings.platforms : ['instagram'];

/** The time of the first platform (in the owner's order) that posts on a day. */
export function firstPostingTime(settings: Pick<PlanSettings, 'platforms' | 'postingTimes'>) {
  const platform = platformsOf(settings)[0] ?? 'instagram';
  return clampPostingTime(
    (settings.postingTimes[platform] ?? DEFAULT_POSTING_TIMES[platform]).time,
  );
}

/**
 * One entry per day any chosen platform posts on, in date order: the platforms that post
 * that day share one post, at the time of the first of them.
 */
export function postingDaysOf(
  settings: Pick<PlanSettings, 'month' | 'platforms' | 'postingTimes'>,
): PostingDay[] {
  const days: PostingDay[] = [];
  for (const date of daysOfMonth(settings.month)) {
    const weekday = weekdayOf(date);
    let day: PostingDay | null = null;
    for (const platform of platformsOf(settings)) {
      const posting = settings.postingTimes[platform] ?? DEFAULT_POSTING_TIMES[platform];
      if (!posting.days.includes(weekday)) continue;
      day ??= { date, time: clampPostingTime(posting.time), platforms: [] };
      day.platforms.push(platform);
    }
    if (day) days.push(day);
  }
  return days;
}

/**
 * The owner's dates, one day each, in the order written: on its posting day when that day
 * is free, else the next free day up to the date itself, else the nearest free day before.
 * A line with no free day left in the month is not placed.
 */
export function placeOwnDates(settings: Pick<PlanSettings, 'month' | 'ownDates'>): PlacedOwnDate[] {
  const { dates } = readOwnDates(settings.ownDates, settings.month);
  const taken = new Set<string>();
  const placed: PlacedOwnDate[] = [];
  const start = `${settings.month}-01`;
  for (const item of dates) {
    const candidates: string[] = [];
    for (let day = item.postOn; day <= item.date; day = addLocalDays(day, 1)) candidates.push(day);
    for (let day = addLocalDays(item.postOn, -1); day >= start; day = addLocalDays(day, -1)) {
      candidates.push(day);
    }
    const day = candidates.find((candidate) => !taken.has(candidate));
    if (!day) continue;
    taken.add(day);
    placed.push({ item, day });
  }
  return placed;
}

/** How many posts a plan of these settings has: what was asked, but one a day at most. */
export function planCount(settings: CountSettings): PlanCount {
  const asked = Math.max(1, Math.min(MAX_PLAN_POSTS, Math.round(settings.count) || 1));
  const days = new Set([
    ...postingDaysOf(settings).map((day) => day.date),
    ...placeOwnDates(settings).map((placed) => placed.day),
  ]).size;
  const daysInMonth = daysOfMonth(settings.month).length;
  const count = Math.min(asked, days);
  const limitedBy = count === asked ? null : days === daysInMonth ? 'month' : 'posting_days';
  return { asked, count, days, daysInMonth, limitedBy };
}
