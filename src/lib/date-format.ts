/**
 * Dates and times as the owner reads them: in the browser's language and, for an instant,
 * in the business's time zone (src/lib/business-time-zone.ts). Plans and the calendar
 * keep days as YYYY-MM-DD and times as HH:MM on the business's clock already; those are
 * formatted as they stand, never moved to another zone.
 */

/** The owner's language as the browser states it; the runtime's default otherwise. */
export function ownerLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language ?? undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: building one is slow, and lists format many dates. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = ownerLocale();
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A language tag the runtime rejects: its default language still beats an ISO date.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A day and a wall-clock time on the business's clock as a Date whose UTC fields are
 * exactly those, to be formatted in UTC so no zone moves them.
 */
function asWallClock(date: string, time = '12:00'): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A day (YYYY-MM-DD), e.g. "Tue, Dec 1, 2026" in American English. */
export function formatDay(date: string): string {
  return formatter({ ...DAY, timeZone: 'UTC' }).format(asWallClock(date));
}

/** A day (YYYY-MM-DD) and time (HH:MM), e.g. "Tue, Dec 1, 2026, 9:00 AM". */
export function formatDayAndTime(date: string, time: string): string {
  return formatter({ ...DAY, ...TIME, timeZone: 'UTC' }).format(asWallClock(date, time));
}

/** A month (YYYY-MM), e.g. "December 2026". */
export function formatMonth(month: string): string {
  return formatter({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    asWallClock(`${month}-01`),
  );
}

/** A day (YYYY-MM-DD) without its weekday and year, e.g. "Nov 29": for short labels. */
export function formatShortDay(date: string): string {
  return formatter({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(asWallClock(date));
}

/**
 * An instant as the owner reads it: in the browser's language and the business's time
 * zone, e.g. "Sun, Nov 29, 2026, 9:14 AM".
 */
export function formatInstant(instant: string | Date, timeZone: string): string {
  const at = new Date(instant);
  try {
    return formatter({ ...DAY, ...TIME, timeZone }).format(at);
  } catch {
    // A zone the runtime does not know: the browser's own beats no date at all.
    return formatter({ ...DAY, ...TIME }).format(at);
  }
}

/** A day (YYYY-MM-DD) with its weekday, without the year, e.g. "Tue, Dec 9": to name a post. */
export function formatWeekdayDay(date: string): string {
  return formatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    asWallClock(date),
  );
}
