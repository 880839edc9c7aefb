import { describe, expect, it } from 'vitest';
import { findPlan, planFeatures, SAMPLE_CURRENT_PLAN_ID, SAMPLE_PLANS } from './sample-plans';

describe('sample plan catalogue', () => {
  it('has the three monthly plans of product.md §9, Professional alone recommended', () => {
    expect(SAMPLE_PLANS.map((plan) => [plan.name, plan.price, plan.interval])).toEqual([
      ['Starter', 29, 'month'],
      ['Professional', 79, 'month'],
      ['Enterprise', 199, 'month'],
    ]);
    expect(SAMPLE_PLANS.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual([
      'professional',
    ]);
    expect(findPlan(SAMPLE_CURRENT_PLAN_ID).name).toBe('Professional');
  });

  it('puts the post allowance first in every plan, Starter at 30', () => {
    expect(planFeatures(findPlan('starter'))[0]).toBe('30 posts written or planned per month');
    expect(planFeatures(findPlan('enterprise'))[0]).toBe('Unlimited posts');
  });
});
