import { afterEach, describe, expect, it } from 'vitest';
import { businessProfileSchema } from '@contract/business-profile';
import { API_MESSAGES } from '@contract/messages';
import { planSchema } from '@contract/plans';
import { getDb } from '../db';
import { callMockApi, signUp } from '../test-client';
import { setPlanWritingDelay } from './plans';

const ANN = 'ann-plans@example.com';

async function createPlan(userEmail = ANN, count = 2) {
  const answer = await callMockApi('POST', '/plans', {
    user_email: userEmail,
    month: '2027-03',
    count,
    platforms: ['instagram'],
    posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
    own_dates: '',
    country: null,
  });
  expect(answer.status).toBe(200);
  return planSchema.parse(answer.body.plan);
}

const act = (id: string, action: 'write' | 'cancel') =>
  callMockApi('POST', `/plans/${id}/${action}`, { user_email: ANN });

afterEach(() => setPlanWritingDelay(0));

describe('writing plans in the mock backend', () => {
  it('writes one plan per user at a time, as the server does (409 for a second)', async () => {
    // Slow enough that the first plan is still writing when the second is asked for.
    setPlanWritingDelay(1_000);
    const first = await createPlan();
    const second = await createPlan();
    expect((await act(first.id, 'write')).status).toBe(200);
    expect(await act(second.id, 'write')).toEqual({
      status: 409,
      body: { success: false, error: API_MESSAGES.planWritingElsewhere },
    });
    await act(first.id, 'cancel');
    expect((await act(second.id, 'write')).status).toBe(200);
    await act(second.id, 'cancel');
  });
});

describe('a month planned in the mock backend from the business profile', () => {
  it('keeps to the weekly opening hours, as the server does', async () => {
    const user = await signUp('cafe-closed-mondays@example.com');
    const open = [{ opens: '08:00', closes: '15:00' }];
    getDb().saveBusinessProfile(
      user.id,
      businessProfileSchema.parse({
        openingHours: {
          weekly: {
            monday: [],
            tuesday: open,
            wednesday: open,
            thursday: open,
            friday: open,
            saturday: open,
            sunday: open,
          },
        },
      }),
    );
    const mondays = (plan: { slots: { date: string }[] }) =>
      plan.slots.filter((slot) => new Date(`${slot.date}T12:00:00Z`).getUTCDay() === 1);
    // Twenty posts fit the month's open days: none on a Monday, when the café is shut.
    expect(mondays(await createPlan(user.email, 20))).toEqual([]);
    expect(mondays(await createPlan(ANN, 20)).length).toBeGreaterThan(0);
  });
});
