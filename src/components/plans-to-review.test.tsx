import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { addUser, getTimeZone, saveBusinessProfile, saveOnboarding, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/schedule'),
  ]);
});

/** An owner with a February plan of three posts, two still to review, one approved. */
async function ownerWithPlan(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData());
  const planned = (day: string, status: 'to_review' | 'scheduled') =>
    getDb().addDraft({
      ...sampleDraftRequest(email, { title: `Post of ${day}` }),
      platforms: ['instagram'],
      status,
      scheduled_at: `2027-02-${day}T09:00:00.000Z`,
      plan_id: 'plan-february',
    });
  planned('03', 'to_review');
  planned('10', 'to_review');
  planned('17', 'scheduled');
  signInAs(user);
}

describe('plans with posts still to review', { timeout: 20_000 }, () => {
  it('are listed on the dashboard, each a link back into its review', async () => {
    await ownerWithPlan('ann@example.com');
    renderApp('/dashboard');
    const plans = await screen.findByRole('region', { name: 'Plans to review' });
    expect(within(plans).getByRole('link', { name: 'February: 2 to review' })).toHaveAttribute(
      'href',
      '/schedule/plan?plan=plan-february',
    );
  });

  it('are listed on the schedule page too', async () => {
    await ownerWithPlan('bea@example.com');
    renderApp('/schedule');
    const plans = await screen.findByRole('region', { name: 'Plans to review' });
    expect(within(plans).getAllByRole('link')).toHaveLength(1);
    expect(within(plans).getByRole('link', { name: 'February: 2 to review' })).toBeVisible();
  });

  it('are not listed once every post is reviewed', async () => {
    const email = 'cy@example.com';
    const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    await saveOnboarding(user, sampleOnboardingData());
    signInAs(user);
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Recent Drafts' });
    expect(screen.queryByRole('region', { name: 'Plans to review' })).toBeNull();
  });

  it("are named by the month on the business's clock, not UTC's", async () => {
    const email = 'dee@example.com';
    const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    await saveOnboarding(user, sampleOnboardingData());
    await setTimeZone(email, 'America/Los_Angeles');
    // 1 March 02:00 UTC is the evening of 28 February in Los Angeles.
    getDb().addDraft({
      ...sampleDraftRequest(email, { title: 'Last day of February' }),
      platforms: ['instagram'],
      status: 'to_review',
      scheduled_at: '2027-03-01T02:00:00.000Z',
      plan_id: 'plan-february',
    });
    signInAs(user);
    renderApp('/dashboard');
    const plans = await screen.findByRole('region', { name: 'Plans to review' });
    expect(await within(plans).findByRole('link', { name: 'February: 1 to review' })).toBeVisible();
  });

  it("takes the month from the business profile's zone, ahead of UTC, at a month's start", async () => {
    const email = 'eve@example.com';
    const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
    await saveOnboarding(user, sampleOnboardingData());
    signInAs(user);
    // No zone chosen in Settings: the business profile's is the business's clock.
    await saveBusinessProfile({ ...EMPTY_BUSINESS_PROFILE, timeZone: 'Pacific/Auckland' });
    // 28 February 11:30 UTC is half past midnight on 1 March in Auckland.
    getDb().addDraft({
      ...sampleDraftRequest(email, { title: 'First of March' }),
      platforms: ['instagram'],
      status: 'to_review',
      scheduled_at: '2027-02-28T11:30:00.000Z',
      plan_id: 'plan-march',
    });
    renderApp('/dashboard');
    // Listed only once the zone is known: never first under the browser's zone (UTC here).
    const plans = await screen.findByRole('region', { name: 'Plans to review' });
    expect(within(plans).getByRole('link', { name: 'March: 1 to review' })).toBeVisible();
    expect((await getTimeZone(email)).time_zone).toBe('Pacific/Auckland');
  });
});
