import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  endOfWeek,
  formatLongDate,
  formatMonthYear,
  isSameDay,
  isSameMonth,
  monthWeeks,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
} from './date-utils';

describe('calendar date helpers', () => {
  it('reads and writes ISO calendar dates as local days', () => {
    const date = parseIsoDate('2025-10-14');
    expect(date.getFullYear()).toBe(2025);
    expect(date.getMonth()).toBe(9);
    expect(date.getDate()).toBe(14);
    expect(date.getHours()).toBe(0);
    expect(toIsoDate(date)).toBe('2025-10-14');
    expect(() => parseIsoDate('14/10/2025')).toThrow(RangeError);
  });

  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth(2025, 9)).toBe(31);
    expect(daysInMonth(2025, 1)).toBe(28);
    expect(daysInMonth(2024, 1)).toBe(29);
  });

  it('moves by days across month and year ends', () => {
    expect(toIsoDate(addDays(parseIsoDate('2025-10-31'), 1))).toBe('2025-11-01');
    expect(toIsoDate(addDays(parseIsoDate('2025-01-01'), -1))).toBe('2024-12-31');
    expect(toIsoDate(addDays(parseIsoDate('2025-10-14'), 7))).toBe('2025-10-21');
  });

  it('moves by months, clamping the day to the shorter month', () => {
    expect(toIsoDate(addMonths(parseIsoDate('2025-01-31'), 1))).toBe('2025-02-28');
    expect(toIsoDate(addMonths(parseIsoDate('2025-10-14'), -1))).toBe('2025-09-14');
    expect(toIsoDate(addMonths(parseIsoDate('2025-12-15'), 1))).toBe('2026-01-15');
  });

  it('finds the Sunday and the Saturday of a week', () => {
    // October 14, 2025 is a Tuesday.
    expect(toIsoDate(startOfWeek(parseIsoDate('2025-10-14')))).toBe('2025-10-12');
    expect(toIsoDate(endOfWeek(parseIsoDate('2025-10-14')))).toBe('2025-10-18');
    expect(toIsoDate(startOfWeek(parseIsoDate('2025-10-12')))).toBe('2025-10-12');
  });

  it('compares days and months', () => {
    expect(isSameDay(parseIsoDate('2025-10-14'), new Date(2025, 9, 14, 18, 30))).toBe(true);
    expect(isSameDay(parseIsoDate('2025-10-14'), parseIsoDate('2025-10-15'))).toBe(false);
    expect(isSameMonth(parseIsoDate('2025-10-01'), parseIsoDate('2025-10-31'))).toBe(true);
    expect(isSameMonth(parseIsoDate('2025-10-01'), parseIsoDate('2024-10-01'))).toBe(false);
  });

  it('lays a month out in Sunday-first weeks with empty slots either side', () => {
    // October 2025 starts on a Wednesday and ends on a Friday: five weeks.
    const weeks = monthWeeks(parseIsoDate('2025-10-20'));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]?.[3] && toIsoDate(weeks[0][3])).toBe('2025-10-01');
    expect(weeks[4]?.[5] && toIsoDate(weeks[4][5])).toBe('2025-10-31');
    expect(weeks[4]?.[6]).toBeNull();
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks(parseIsoDate('2026-02-01'))).toHaveLength(4);
    // August 2025 starts on a Friday and needs six.
    expect(monthWeeks(parseIsoDate('2025-08-01'))).toHaveLength(6);
  });

  it('formats a month heading and a full date', () => {
    expect(formatMonthYear(parseIsoDate('2025-10-14'))).toBe('October 2025');
    expect(formatLongDate(parseIsoDate('2025-10-14'))).toBe('Tuesday, October 14, 2025');
  });
});
