import type { BusinessProfile, Closure, OpeningHours } from '@contract/business-profile';
import { addLocalDays } from '../schedule/zoned-time';
import { MONTH_NAMES } from '../schedule/month-names';
import { closedWeekday } from './opening-day';
import { isLocalClosureNotice, localClosureBrief, planLanguageOf } from './plan-language';

/** Days before a closure that its notice goes out, when the month has room for it. */
const NOTICE_DAYS_BEFORE = 3;

/** "2026-12-24" as "24 December". */
const dayAndMonth = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''}`.trim();

/** Every date of the closures, "YYYY-MM-DD", that falls in the month ("YYYY-MM"). */
export function closedDates(business: BusinessProfile | null | undefined, month: string) {
  const closed = new Set<string>();
  for (const closure of business?.openingHours.closures ?? []) {
    for (let day = closure.from; day <= closure.to; day = addLocalDays(day, 1)) {
      if (day.startsWith(month)) closed.add(day);
      if (day > `${month}-31`) break;
    }
  }
  return closed;
}

/**
 * The day after a closure that the business opens: the next day, unless the owner's hours
 * shut that weekday (a closure ending on a Saturday of a shop shut on Sundays and Mondays
 * reopens on the Tuesday). A weekday the hours do not mention is taken as open, as before.
 */
function reopening(closure: Closure, hours: OpeningHours | undefined): string {
  let day = addLocalDays(closure.to, 1);
  for (let step = 0; step < 7 && closedWeekday(hours, day); step += 1) day = addLocalDays(day, 1);
  return day;
}

/** Whether a brief is a closure notice of `closureBrief`: calm, with no call to action. */
export const isClosureNotice = (brief: string) =>
  /^We are closed\b.*\bopen again on\b/u.test(brief) || isLocalClosureNotice(brief);

/**
 * The owner's own words for a closure, as a post's first line: when it starts, when they
 * are back, and why when they said why. Nothing else is claimed.
 */
function closureBrief(
  closure: Closure,
  hours: OpeningHours | undefined,
  languages: readonly string[] = [],
): string {
  // In the business's own language when the planner writes it, else in English.
  const language = planLanguageOf(languages);
  if (language !== 'en') return localClosureBrief(language, closure, reopening(closure, hours));
  const back = dayAndMonth(reopening(closure, hours));
  const span =
    closure.from === closure.to
      ? `We are closed on ${dayAndMonth(closure.from)}`
      : `We are closed from ${dayAndMonth(closure.from)} to ${dayAndMonth(closure.to)}`;
  const why = closure.note.trim() ? ` (${closure.note.trim().replace(/[.!]+$/u, '')})` : '';
  return `${span}${why}, and open again on ${back}`;
}

/**
 * A notice that would go out on a weekday the business is shut goes out on the open day
 * before it, up to the usual notice period earlier and never before the month: customers
 * read it while they can still come in.
 */
function openDayBefore(business: BusinessProfile | null | undefined, date: string, first: string) {
  const hours = business?.openingHours;
  for (let step = 0; step <= NOTICE_DAYS_BEFORE; step += 1) {
    const day = addLocalDays(date, -step);
    if (day < first) break;
    if (!closedWeekday(hours, day)) return day;
  }
  return date;
}

/**
 * A notice for each closure that begins in the month or just after it, a few days before
 * it begins (never before the month starts, never on a closed day), so customers hear of
 * it before they find the door shut.
 */
export function closureNotices(
  business: BusinessProfile | null | undefined,
  month: string,
): { date: string; brief: string }[] {
  const first = `${month}-01`;
  const closed = closedDates(business, month);
  const notices: { date: string; brief: string }[] = [];
  for (const closure of business?.openingHours.closures ?? []) {
    let date = addLocalDays(closure.from, -NOTICE_DAYS_BEFORE);
    if (date < first) date = first;
    while (closed.has(date) && date < closure.from) date = addLocalDays(date, 1);
    date = openDayBefore(business, date, first);
    if (!date.startsWith(month) || closed.has(date) || date >= closure.from) continue;
    notices.push({
      date,
      brief: closureBrief(closure, business?.openingHours, business?.languages),
    });
  }
  return notices;
}

/** A product name as it reads after "the": "Mince pies" as "mince pies", "Victoria Sponge" kept. */
function asCommonNoun(name: string): string {
  const words = name.trim().split(/\s+/u);
  const rest = words.slice(1).join(' ');
  const ownCapitals = /\p{Lu}/u.test(rest) || /^\p{Lu}{2,}/u.test(name);
  return ownCapitals ? name.trim() : name.trim().charAt(0).toLowerCase() + name.trim().slice(1);
}

/**
 * What the owner sells that is in season in the month (1-12), in the order they listed
 * it: a month of posts is about these first. Offerings with no season are on all year.
 */
export function ownThings(business: BusinessProfile | null | undefined, monthNumber: number) {
  const seen = new Set<string>();
  const things: string[] = [];
  for (const offering of business?.offerings ?? []) {
    if (offering.season.length > 0 && !offering.season.includes(monthNumber)) continue;
    const thing = asCommonNoun(offering.name);
    if (!thing || seen.has(thing.toLowerCase())) continue;
    seen.add(thing.toLowerCase());
    things.push(thing);
  }
  return things;
}

/** Words a thing's name does not start with: "we fix bikes" or "a family bakery" is no thing. */
const NOT_A_THING = /^(?:we|i|our|my|a|an|the|in|for|to|with|from|by|at|on)\b/iu;

/**
 * What the owner says they do, as things a month can be about, for a business that lists
 * no offerings: "upholstery and curtain making" as "upholstery" and "curtain making". Only
 * short phrases of words, and only in English, the language of the planner's briefs.
 */
export function whatYouDoThings(business: BusinessProfile | null | undefined): string[] {
  const language = business?.languages[0] ?? 'en';
  if (!business?.whatYouDo || language !== 'en') return [];
  const things = business.whatYouDo
    .split(/,|&|\/|\band\b|\bor\b/u)
    .map((part) => part.trim().replace(/[.!]+$/u, ''))
    .filter((part) => /^[\p{L}' -]+$/u.test(part) && !NOT_A_THING.test(part))
    .filter((part) => part.split(/\s+/u).length <= 3)
    .map(asCommonNoun);
  return [...new Set(things)];
}

/**
 * What the owner said about each thing they sell, in their words: its line and its price
 * as written ("re-covered and re-sprung by hand, from £180"), keyed by the thing's name as
 * `ownThings` gives it. A thing with neither has no entry.
 */
export function ownDetails(business: BusinessProfile | null | undefined) {
  const details = new Map<string, string>();
  for (const offering of business?.offerings ?? []) {
    const line = offering.description.trim().replace(/[.!]+$/u, '');
    const said = [line && line.charAt(0).toLowerCase() + line.slice(1), offering.price ?? '']
      .filter(Boolean)
      .join(', ');
    if (said) details.set(asCommonNoun(offering.name), said);
  }
  return details;
}
