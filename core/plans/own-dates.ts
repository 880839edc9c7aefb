/** The owner's own dates, one per line: "14 Feb: Valentine's pre-orders close 12 Feb at 6pm". */

export interface OwnDate {
  /** The day it is about (YYYY-MM-DD). */
  date: string;
  /** The day to post about it: a few days before the earliest date the line names. */
  postOn: string;
  text: string;
  isOffer: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_MONTH = /\b(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})[a-z]*\.?/gi;
const MONTH_DAY = /\b([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/gi;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const OFFER =
  /\b(\d+\s?%|off|sale|discount|offer|deal|free|half price|2 for 1|bogof|voucher|coupon)\b/i;
/** How many days before its date a post about a date goes out. */
export const DAYS_AHEAD = 3;

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Every date a text names, as YYYY-MM-DD, in the order the forms are tried. */
export function datesIn(text: string, year: number): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(ISO)) {
    const iso = isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
    if (iso) found.push(iso);
  }
  for (const match of text.matchAll(DAY_MONTH)) {
    const month = MONTHS.indexOf((match[2] ?? '').toLowerCase());
    const iso = month >= 0 ? isoOf(year, month + 1, Number(match[1])) : null;
    if (iso) found.push(iso);
  }
  for (const match of text.matchAll(MONTH_DAY)) {
    const month = MONTHS.indexOf((match[1] ?? '').toLowerCase());
    const iso = month >= 0 ? isoOf(year, month + 1, Number(match[2])) : null;
    if (iso) found.push(iso);
  }
  return found;
}

function minusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - days)).toISOString().slice(0, 10);
}

/**
 * Reads the lines of a plan's month (YYYY-MM). A line's first date is its date; the
 * post goes out DAYS_AHEAD days before the earliest date it names (a deadline), but
 * never before the month starts. Lines without a date in the month are left out and
 * returned as `unread`, so the owner can be told.
 */
export function readOwnDates(text: string, month: string): { dates: OwnDate[]; unread: string[] } {
  const year = Number(month.slice(0, 4));
  const dates: OwnDate[] = [];
  const unread: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const found = datesIn(line, year);
    const first = found.find((date) => date.startsWith(month)) ?? found[0];
    if (!first?.startsWith(month)) {
      unread.push(line);
      continue;
    }
    const earliest = [...found].sort()[0] ?? first;
    let postOn = minusDays(earliest, DAYS_AHEAD);
    if (postOn < `${month}-01`) postOn = `${month}-01`;
    const body = line.replace(/^[^:]{1,20}:\s*/, '').trim() || line;
    dates.push({ date: first, postOn, text: body, isOffer: OFFER.test(line) });
  }
  return { dates, unread };
}
