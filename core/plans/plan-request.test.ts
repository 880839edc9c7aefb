import { describe, expect, it } from 'vitest';
import type { PlanSettingsInput } from '@contract/plans';
import { sampleOnboardingData } from '@contract/samples';
import { planRequest } from './plan-request';
import { publicHolidays } from './public-holidays';

const input: PlanSettingsInput = {
  month: '2026-12',
  count: 4,
  platforms: ['instagram'],
  posting_times: { instagram: { days: [1, 4], time: '09:30' } },
  own_dates: '14 Dec: Christmas orders close',
  country: 'GB',
};

describe('planRequest', () => {
  it('hands the settings to the planner under its own names', () => {
    expect(planRequest(input, { profile: null }).settings).toEqual({
      month: '2026-12',
      count: 4,
      platforms: ['instagram'],
      postingTimes: { instagram: { days: [1, 4], time: '09:30' } },
      ownDates: '14 Dec: Christmas orders close',
      country: 'GB',
    });
  });

  it("plans for the brand profile's business before the account's", () => {
    const { context } = planRequest(input, {
      profile: sampleOnboardingData({ business: { name: 'Golden Crust', industry: 'Bakery' } }),
      industry: 'Fitness',
      businessName: 'Peak Form',
    });
    expect(context).toMatchObject({ industry: 'Bakery', businessName: 'Golden Crust' });
  });

  it("falls back to the account's industry and business name without a brand profile", () => {
    const { context } = planRequest(input, {
      profile: null,
      industry: 'Fitness',
      businessName: 'Peak Form',
    });
    expect(context).toMatchObject({ industry: 'Fitness', businessName: 'Peak Form' });
  });

  it('plans for "Other" and no name when nobody says', () => {
    const { context } = planRequest(input, { profile: null, industry: null });
    expect(context).toMatchObject({ industry: 'Other', businessName: '' });
  });

  it("takes the country's public holidays of the plan's year", () => {
    expect(planRequest(input, { profile: null }).context.holidays).toEqual(
      publicHolidays('GB', 2026),
    );
    expect(planRequest({ ...input, country: null }, { profile: null }).context.holidays).toEqual(
      publicHolidays(null, 2026),
    );
  });
});
