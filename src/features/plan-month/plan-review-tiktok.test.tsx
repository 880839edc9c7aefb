import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { tiktokPrivacyRequiredFor } from '@contract/tiktok';
import {
  addUser,
  createPlan,
  getPlan,
  pickConnectionTargets,
  saveOnboarding,
  setTimeZone,
  writePlan,
} from '@/lib/api';
import { getDb } from '@/mocks/db';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/plan-month')]);
});

/** A bakery on TikTok, its account connected, with a written March of two posts to review. */
async function reviewOfTikTokPlan(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['tiktok'];
  profile.contentPrefs.aiVisuals = false;
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/London');
  await pickConnectionTargets('mock-connection-tiktok', ['sandbox-tiktok']);
  const plan = await createPlan({
    user_email: email,
    month: '2027-03',
    count: 2,
    platforms: ['tiktok'],
    posting_times: { tiktok: { days: [2, 4], time: '09:30' } },
    own_dates: '',
    country: null,
  });
  await writePlan(plan.id, email);
  // The mock writes one post per turn of the event loop, with no timer.
  let written = await getPlan(plan.id, email);
  while (written.state === 'writing') written = await getPlan(plan.id, email);
  signInAs(user);
  return renderApp(`/schedule/plan?plan=${plan.id}`);
}

describe('approving a plan’s TikTok posts', { timeout: 30_000 }, () => {
  it('says which post still needs its TikTok privacy choice, and approves none', async () => {
    const email = 'tia@example.com';
    const { user } = await reviewOfTikTokPlan(email);
    await user.click(await screen.findByRole('button', { name: 'Approve all (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve all 2 posts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve all 2' }));

    const titles = getDb()
      .listDrafts(email)
      .sort((a, b) => (a.scheduled_at ?? '').localeCompare(b.scheduled_at ?? ''))
      .map((draft) => draft.title);
    const refusal = await screen.findByText(tiktokPrivacyRequiredFor(titles));
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent(`“${titles[0] ?? ''}” and 1 more post on TikTok`);
    expect(
      getDb()
        .listDrafts(email)
        .every((draft) => draft.status === 'to_review'),
    ).toBe(true);
  });
});
