import { describe, expect, it } from 'vitest';
import type { BillingOn } from '@contract/billing';
import { postAllowanceNote } from './billing';

const free = (used: number): BillingOn => ({
  enabled: true,
  plan: 'free',
  status: null,
  renewsAt: null,
  cancelAtPeriodEnd: false,
  paymentProblem: null,
  posts: { used, limit: 30, resetsAt: null },
  plansOnSale: ['starter'],
  invoices: [],
});

describe('postAllowanceNote', () => {
  it('says nothing with billing off, on a paid plan, or far from the limit', () => {
    expect(postAllowanceNote(undefined)).toBeNull();
    expect(postAllowanceNote({ enabled: false })).toBeNull();
    expect(
      postAllowanceNote({
        ...free(29),
        plan: 'enterprise',
        posts: { used: 29, limit: null, resetsAt: null },
      }),
    ).toBeNull();
    expect(postAllowanceNote(free(19))).toBeNull();
  });

  it('counts as the limit nears, and says when it is reached', () => {
    expect(postAllowanceNote(free(20))).toBe('20 of 30 posts of the Free plan used.');
    expect(postAllowanceNote(free(30))).toBe(
      'All 30 posts of the Free plan are used. Upgrade in Billing to write or plan more.',
    );
  });

  it("counts a paid plan's posts of this month, and says when they start again", () => {
    const starter = (used: number): BillingOn => ({
      ...free(used),
      plan: 'starter',
      status: 'active',
      renewsAt: '2027-01-15T12:00:00.000Z',
      posts: { used, limit: 30, resetsAt: '2027-01-15T12:00:00.000Z' },
    });
    expect(postAllowanceNote(starter(19))).toBeNull();
    expect(postAllowanceNote(starter(21))).toBe('21 of 30 posts of your plan this month used.');
    expect(postAllowanceNote(starter(30))).toBe(
      'All 30 posts of your plan this month are used. Move to a larger plan in Billing, or write again from January 15.',
    );
  });
});
