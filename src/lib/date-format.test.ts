import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDay,
  formatDayAndTime,
  formatInstant,
  formatMonth,
  formatShortDay,
} from './date-format';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("dates in the owner's language", () => {
  it('formats days, times and months in the browser’s language', () => {
    expect(formatDay('2026-12-01')).toBe('Tue, Dec 1, 2026');
    expect(formatDayAndTime('2026-12-01', '17:30')).toBe('Tue, Dec 1, 2026, 5:30 PM');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatShortDay('2026-11-29')).toBe('Nov 29');
  });

  it('follows another language, and never moves a day across a zone', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(formatDay('2026-12-01')).toBe('Di., 1. Dez. 2026');
    expect(formatDayAndTime('2026-12-31', '23:30')).toBe('Do., 31. Dez. 2026, 23:30');
    expect(formatMonth('2026-01')).toBe('Januar 2026');
  });
});

describe('an instant in the business’s time zone', () => {
  it('formats it in the owner’s language and the zone given', () => {
    expect(formatInstant('2026-11-29T09:14:00Z', 'Europe/Berlin')).toBe(
      'Sun, Nov 29, 2026, 10:14 AM',
    );
    expect(formatInstant('2026-11-29T09:14:00Z', 'America/New_York')).toBe(
      'Sun, Nov 29, 2026, 4:14 AM',
    );
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(formatInstant('2026-11-29T09:14:00Z', 'Europe/Berlin')).toBe(
      'So., 29. Nov. 2026, 10:14',
    );
  });
});
