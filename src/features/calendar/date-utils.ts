/**
 * Calendar arithmetic on local dates. Every Date here is local midnight: posts are
 * scheduled on calendar days, so time zones must never move them to another day.
 */

export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads YYYY-MM-DD as local midnight; `new Date('2025-10-14')` would read it as UTC. */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`Not an ISO calendar date: ${value}`);
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(year, monthIndex + 1, 0).getDate();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Moves by whole months, keeping the day but clamping it (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const day = Math.min(date.getDate(), daysInMonth(first.getFullYear(), first.getMonth()));
  return new Date(first.getFullYear(), first.getMonth(), day);
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export function isSameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** The Sunday that starts the week of `date`. */
export function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay());
}

/** The Saturday that ends the week of `date`. */
export function endOfWeek(date: Date): Date {
  return addDays(date, 6 - date.getDay());
}

/**
 * The weeks of a month, Sunday first: each week has seven slots, holding a date of
 * the month or null for the days that belong to the months either side.
 */
export function monthWeeks(month: Date): Array<Array<Date | null>> {
  const first = startOfMonth(month);
  const total = daysInMonth(first.getFullYear(), first.getMonth());
  const slots: Array<Date | null> = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= total; day += 1) {
    slots.push(new Date(first.getFullYear(), first.getMonth(), day));
  }
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks: Array<Array<Date | null>> = [];
  for (let index = 0; index < slots.length; index += 7) weeks.push(slots.slice(index, index + 7));
  return weeks;
}

const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "October 2025" */
export function formatMonthYear(date: Date): string {
  return monthYearFormat.format(date);
}

/** "Tuesday, October 14, 2025" */
export function formatLongDate(date: Date): string {
  return longDateFormat.format(date);
}

const shortMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short' });

/** "Oct" */
export function formatShortMonth(date: Date): string {
  return shortMonthFormat.format(date);
}
