import { DEFAULT_TIME_ZONE } from '@contract/posts';
import {
  addLocalDays,
  startOfLocalDay,
  toLocalParts,
  zonedTimeToInstant,
} from '@core/schedule/zoned-time';

/** The summary goes on Monday at this local time, once the week is over and the night too. */
export const SUMMARY_LOCAL_TIME = '08:00';
/**
 * A summary not sent within this long of its time (a server down for days) is skipped:
 * the next one comes the Monday after, as an old week's numbers are history, not news.
 */
const SEND_WINDOW_MS = 2 * 24 * 60 * 60_000;

/** The week a summary tells, in one owner's time zone. */
export interface SummaryWeek {
  /** The week's Monday, YYYY-MM-DD on the owner's clocks: the summary's identity. */
  week: string;
  /** Monday 00:00 local, included. */
  from: Date;
  /** The next Monday 00:00 local, excluded. */
  to: Date;
  /** When the summary is due: the next Monday at SUMMARY_LOCAL_TIME local. */
  sendAt: Date;
}

/** A zone name the runtime knows, else the default the app reads dates in. */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The last whole week (Monday to Monday, on the owner's clocks, so 167 or 169 hours across
 * a daylight-saving change) whose summary is due at `now`, or null when none is: before
 * Monday's SUMMARY_LOCAL_TIME, or past the send window.
 */
export function dueSummaryWeek(now: Date, timeZone: string): SummaryWeek | null {
  const zone = knownTimeZone(timeZone);
  const today = toLocalParts(now, zone);
  const daysSinceMonday = (today.weekday + 6) % 7;
  const thisMonday = addLocalDays(today.date, -daysSinceMonday);
  const sendAt = zonedTimeToInstant(thisMonday, SUMMARY_LOCAL_TIME, zone);
  const elapsed = now.getTime() - sendAt.getTime();
  if (elapsed < 0 || elapsed >= SEND_WINDOW_MS) return null;
  const week = addLocalDays(thisMonday, -7);
  return {
    week,
    from: startOfLocalDay(week, zone),
    to: startOfLocalDay(thisMonday, zone),
    sendAt,
  };
}
