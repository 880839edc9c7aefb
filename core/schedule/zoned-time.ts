/**
 * Wall-clock time in a named time zone and back, with the runtime's own time-zone data
 * (Intl), so the browser, the mock and the server agree without a library.
 */

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** 0 = Sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function partsOf(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_INDEX[parts.weekday ?? 'Sun'] ?? 0,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day, time and weekday an instant shows on the zone's clocks. */
export function toLocalParts(instant: Date, timeZone: string): LocalParts {
  const p = partsOf(instant, timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    weekday: p.weekday,
  };
}

/**
 * The instant at which the zone's clocks show `date` `time`. A time skipped by a
 * daylight-saving change (02:30 on the spring-forward night) moves forward by the gap, as
 * clocks do; a time that happens twice takes the first.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // Two passes settle on the right offset on both sides of a change.
  const firstGuess = wallAsUtc - offsetAt(new Date(wallAsUtc), timeZone);
  const offset = offsetAt(new Date(firstGuess), timeZone);
  let instant = wallAsUtc - offset;
  const earlier = wallAsUtc - offsetAt(new Date(instant - 3_600_000), timeZone);
  if (earlier < instant && toLocalParts(new Date(earlier), timeZone).time === time) {
    instant = earlier;
  }
  return new Date(instant);
}

/** The instant a local day begins in the zone (midnight, or the first minute that exists). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedTimeToInstant(date, '00:00', timeZone);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addLocalDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return next.toISOString().slice(0, 10);
}

/** 0 = Sunday, for a YYYY-MM-DD date (a calendar fact, not a zone one). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
