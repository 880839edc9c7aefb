import type { OpeningHours, ProfileOpeningPeriod } from '@contract/business-profile';
import { WEEKDAYS, type Weekday } from '@contract/website-import';
import { MONTH_NAMES } from '../schedule/month-names';
import { clockTime } from '../schedule/clock-time';
import { addLocalDays, weekdayOf } from '../schedule/zoned-time';
import { localBackLines, type PlanLanguage } from './plan-language';

/**
 * Whether a planned post's day lets it invite a visit, from the owner's own opening hours
 * (`contract/business-profile.ts`): a weekday with no periods is closed, one that is absent
 * was not said. Only hours the owner gave are ever named in a post.
 */
export type OpeningDay =
  /** The owner did not say this weekday's hours: no claim either way. */
  | { state: 'unknown' }
  /** Open at the post's time or later that day, until `closes`. */
  | { state: 'open'; opens: string; closes: string }
  /** Closed all day, or for the rest of it; `back` when the owner's hours say when. */
  | {
      state: 'closed';
      back: { date: string; weekday: Weekday; opens: string; days: number } | null;
    };

/** How far ahead the next open day is looked for (a long closure may end within it). */
const LOOK_AHEAD_DAYS = 62;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** "00:00" as a closing time is midnight at the end of the day, as the contract reads it. */
const closingMinutes = (time: string) => (time === '00:00' ? 24 * 60 : minutesOf(time));

/** Monday-first names of `contract/website-import.ts`, from a Sunday-first weekday number. */
export const weekdayNameOf = (date: string): Weekday => WEEKDAYS[(weekdayOf(date) + 6) % 7]!;

const isClosedOn = (hours: OpeningHours, date: string) =>
  hours.closures.some((closure) => closure.from <= date && date <= closure.to);

/** The day's periods in order; null when the owner did not say this weekday. */
function periodsOn(hours: OpeningHours, date: string): ProfileOpeningPeriod[] | null {
  if (isClosedOn(hours, date)) return [];
  const periods = hours.weekly[weekdayNameOf(date)];
  if (!periods) return null;
  return [...periods].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/** Whether the owner said the weekday is closed (a dated closure is a separate matter). */
export function closedWeekday(hours: OpeningHours | null | undefined, date: string): boolean {
  return hours?.weekly[weekdayNameOf(date)]?.length === 0;
}

/**
 * The next day after `date` the owner's hours say is open, with its first opening time;
 * null when a day on the way was not said (it might be open: no day is claimed).
 */
function nextOpenDay(hours: OpeningHours, date: string) {
  for (let step = 1; step <= LOOK_AHEAD_DAYS; step += 1) {
    const day = addLocalDays(date, step);
    const periods = periodsOn(hours, day);
    if (periods === null) return null;
    const first = periods[0];
    if (first) return { date: day, weekday: weekdayNameOf(day), opens: first.opens, days: step };
  }
  return null;
}

/**
 * The slot's day as the post may speak of it: open (from the post's `time` on), closed
 * (with the day the business is back), or unknown when the owner gave no hours for it.
 */
export function openingDayOf(
  hours: OpeningHours | null | undefined,
  date: string,
  time = '00:00',
): OpeningDay {
  if (!hours) return { state: 'unknown' };
  const periods = periodsOn(hours, date);
  if (periods === null) return { state: 'unknown' };
  const later = periods.find((period) => closingMinutes(period.closes) > minutesOf(time));
  if (later) return { state: 'open', opens: later.opens, closes: later.closes };
  return { state: 'closed', back: nextOpenDay(hours, date) };
}

/** Words that put the reader's visit on the post's own day. */
const SAME_DAY = /\b(?:today|tonight|this (?:morning|afternoon|evening))\b(?!['’]s)/iu;
/** An invitation to the premises, or a claim that they are open. */
const VISIT =
  /\b(?:come (?:in|and|along|by|down|over)|pop (?:in|by|down)|drop (?:in|by)|stop by|say hello|see you (?:at|in|on)|visit|ask your server|the counter|open (?:now|today)|we(?:'|’)re open|we are open)\b/iu;
/** A visit left to the reader's next time says nothing about the post's own day. */
const ANOTHER_DAY = /\b(?:next time|when you (?:visit|are in|come|are passing))\b/iu;
const OPEN_CLAIM = /\b(?:open (?:now|today)|we(?:'|’)re open|we are open)\b/iu;

/** Whether a line asks the reader over on the day it is read. */
export const invitesAVisitNow = (line: string) => VISIT.test(line) && !ANOTHER_DAY.test(line);

/** Whether a line says the business is open, or can be visited, on the post's own day. */
export const claimsTheDay = (line: string) =>
  OPEN_CLAIM.test(line) || (SAME_DAY.test(line) && VISIT.test(line));

/** The parts of a day a line may name, against the hours left that day (minutes). */
const PARTS_OF_DAY: readonly [RegExp, number, number][] = [
  [/\bthis morning\b/iu, 0, 12 * 60],
  [/\bthis afternoon\b/iu, 12 * 60, 17 * 60],
  [/\b(?:this evening|tonight)\b/iu, 17 * 60, 24 * 60],
];

/**
 * Whether a line may go in a post on this day: with no hours said, no claim that the
 * business is open that day; on a closed day, no invitation for that day and no "today";
 * on an open day, no part of the day the business is shut ("this evening" for a café that
 * closes at 3pm).
 */
export function fitsTheDay(line: string, day: OpeningDay): boolean {
  if (day.state === 'unknown') return !claimsTheDay(line);
  if (day.state === 'closed') return !SAME_DAY.test(line) && !invitesAVisitNow(line);
  const opens = minutesOf(day.opens);
  const closes = closingMinutes(day.closes);
  return PARTS_OF_DAY.every(
    ([words, from, to]) => !words.test(line) || (opens < to && closes > from),
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * On a closed day, the invitation that fits: the day the business is back and the time it
 * opens, both from the owner's hours; none when the hours do not say. In the business's
 * language when the month is planned in another (`plan-language.ts`).
 */
export function backLines(day: OpeningDay, language: PlanLanguage = 'en'): string[] {
  if (day.state !== 'closed' || !day.back) return [];
  // The day and time as the business's language says them ("el martes a las 9:00").
  if (language !== 'en') return localBackLines(language, day.back);
  // A weekday alone is the coming one; further off, its date says which.
  const { date, days } = day.back;
  const weekday =
    capitalise(day.back.weekday) +
    (days > 6 ? ` ${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}` : '');
  const time = clockTime(day.back.opens);
  return [
    `We are back on ${weekday} from ${time}: come and say hello.`,
    `Come and see us on ${weekday}, from ${time}.`,
    `We open again on ${weekday} at ${time}.`,
  ];
}
