import { describe, expect, it } from 'vitest';
import { addLocalDays, toLocalParts, weekdayOf, zonedTimeToInstant } from './zoned-time';

describe('zonedTimeToInstant', () => {
  it('puts 09:00 in Berlin on the last Sunday of March 2026 at 07:00 UTC (summer time)', () => {
    expect(zonedTimeToInstant('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('puts 09:00 in Berlin the day before at 08:00 UTC (winter time)', () => {
    expect(zonedTimeToInstant('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
  });

  it('moves a skipped time forward by the gap, as clocks do', () => {
    expect(zonedTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice', () => {
    expect(zonedTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('handles zones west of UTC and half-hour zones', () => {
    expect(zonedTimeToInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-01-15', '18:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-01-15T12:30:00.000Z',
    );
  });

  it('round-trips through toLocalParts', () => {
    const instant = zonedTimeToInstant('2026-07-04', '17:45', 'Australia/Sydney');
    expect(toLocalParts(instant, 'Australia/Sydney')).toEqual({
      date: '2026-07-04',
      time: '17:45',
      weekday: 6,
    });
  });
});

describe('local days', () => {
  it('adds days across month ends and knows the weekday', () => {
    expect(addLocalDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(weekdayOf('2026-03-29')).toBe(0);
  });
});
