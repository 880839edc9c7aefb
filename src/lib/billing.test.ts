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
  posts: { used, limit: 30 },
  plansOnSale: ['starter'],
  invoices: [],
});

describe('postAllowanceNote', () => {
  it('says nothing with billing off, on a paid plan, or far from the limit', () => {
    expect(postAllowanceNote(undefined)).toBeNull();
    expect(postAllowanceNote({ enabled: false })).toBeNull();
    expect(
      postAllowanceNote({ ...free(29), plan: 'starter', posts: { used: 29, limit: null } }),
    ).toBeNull();
    expect(postAllowanceNote(free(19))).toBeNull();
  });

  it('counts as the limit nears, and says when it is reached', () => {
    expect(postAllowanceNote(free(20))).toBe('20 of 30 posts of the Free plan used.');
    expect(postAllowanceNote(free(30))).toBe(
      'All 30 posts of the Free plan are used. Upgrade in Billing to write or plan more.',
    );
  });
});
