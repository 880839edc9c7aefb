import { describe, expect, it } from 'vitest';
import { planCount } from './plan-days';
import { planMonth } from './plan-month';
import type { PlanSettings } from './plan-types';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const settings = (overrides: Partial<PlanSettings> = {}): PlanSettings => ({
  month: '2027-02',
  count: 30,
  platforms: ['instagram'],
  postingTimes: { instagram: { days: EVERY_DAY, time: '11:30' } },
  ownDates: '',
  country: null,
  ...overrides,
});

const bakery = { industry: 'Bakery', businessName: 'Golden Crust Bakery', holidays: [] };

const distinctDays = (slots: { date: string }[]) => new Set(slots.map((slot) => slot.date)).size;

describe('one post a day at most', () => {
  it('gives February 28 posts when 30 are asked and every day is a posting day', () => {
    expect(planCount(settings())).toEqual({
      asked: 30,
      count: 28,
      days: 28,
      daysInMonth: 28,
      limitedBy: 'month',
    });
    const slots = planMonth(settings(), bakery);
    expect(slots).toHaveLength(28);
    expect(distinctDays(slots)).toBe(28);
  });

  it('stops at the posting days when fewer are ticked, and says so', () => {
    // March 2027 starts on a Monday: 5 Mondays, 5 Wednesdays, 4 Fridays, 4 Saturdays.
    const march = settings({
      month: '2027-03',
      postingTimes: { instagram: { days: [1, 3, 5, 6], time: '11:30' } },
    });
    expect(planCount(march)).toMatchObject({ count: 18, days: 18, limitedBy: 'posting_days' });
    const slots = planMonth(march, bakery);
    expect(slots).toHaveLength(18);
    expect(distinctDays(slots)).toBe(18);
  });

  it("counts an own date's day even when it is not a posting day", () => {
    // Posted three days ahead: Sunday 7 March, not an Instagram day.
    const march = settings({
      month: '2027-03',
      postingTimes: { instagram: { days: [1, 3, 5, 6], time: '11:30' } },
      ownDates: '10 Mar: Open day at the bakery',
    });
    expect(planCount(march)).toMatchObject({ count: 19, limitedBy: 'posting_days' });
    const slots = planMonth(march, bakery);
    expect(slots).toHaveLength(19);
    expect(slots.find((slot) => slot.kind === 'own_date')?.date).toBe('2027-03-07');
    expect(distinctDays(slots)).toBe(19);
  });

  it('gives what was asked when the month has room, never two posts on a day', () => {
    const few = settings({ count: 12 });
    expect(planCount(few)).toMatchObject({ asked: 12, count: 12, limitedBy: null });
    expect(distinctDays(planMonth(few, bakery))).toBe(12);
  });

  it('puts two own dates that would share a day on two days', () => {
    const slots = planMonth(
      settings({
        count: 5,
        ownDates: "14 Feb: Valentine's cakes\n14 Feb: Valentine's pre-orders close at 6pm",
      }),
      bakery,
    );
    const own = slots.filter((slot) => slot.kind === 'own_date').map((slot) => slot.date);
    expect(own).toEqual(['2027-02-11', '2027-02-12']);
    expect(distinctDays(slots)).toBe(5);
  });

  it('posts once on a day two platforms share, to both, at the first one’s time', () => {
    const shared = settings({
      count: 4,
      platforms: ['instagram', 'facebook'],
      postingTimes: {
        instagram: { days: [1], time: '11:30' },
        facebook: { days: [1], time: '13:00' },
      },
    });
    // February 2027 has four Mondays.
    expect(planCount(shared)).toMatchObject({ count: 4, days: 4, limitedBy: null });
    const slots = planMonth(shared, bakery);
    expect(slots).toHaveLength(4);
    expect(
      slots.every(
        (slot) => slot.time === '11:30' && slot.platforms.join() === 'instagram,facebook',
      ),
    ).toBe(true);
  });
});
