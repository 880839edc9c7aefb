import { afterEach, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@contract/messages';
import { planSchema } from '@contract/plans';
import { callMockApi } from '../test-client';
import { setPlanWritingDelay } from './plans';

const ANN = 'ann-plans@example.com';

async function createPlan() {
  const answer = await callMockApi('POST', '/plans', {
    user_email: ANN,
    month: '2027-03',
    count: 2,
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
