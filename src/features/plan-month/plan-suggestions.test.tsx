import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanSuggestions } from '@contract/plans';
import { sampleOnboardingData } from '@contract/samples';
import { addUser, saveOnboarding, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { setMockPlanSuggestions } from '@/mocks/plan-suggestions';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/plan-month')]);
});
afterEach(() => setMockPlanSuggestions(null));

async function owner(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram'];
  profile.contentPrefs.postsPerMonth = 8;
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/London');
  signInAs(user);
}

/** What the server answers an owner with a clear Tuesday and tips that did well. */
const LEARNED: PlanSuggestions = {
  posts_with_numbers: 14,
  threshold: 10,
  from_own_results: true,
  times: [
    {
      network: 'instagram',
      day: 2,
      compared_day: 6,
      time: '09:00',
      text:
        'Post on Instagram on Tuesdays around 9am: your Tuesday posts reached 2.1x your ' +
        'Saturday ones over 8 weeks (6 and 5 posts).',
    },
  ],
  kinds: [{ kind: 'tip', text: 'Tips got 1.8x the engagement of your other posts (5 tips).' }],
  post_again: [
    {
      post_id: 'post-1',
      title: 'Our sourdough starter',
      brief: 'Our sourdough starter',
      text:
        '“Our sourdough starter” (Instagram, 14 August 2026) is one of your top posts, with 90 ' +
        'reactions, comments, shares and saves, and is over 60 days old.',
    },
  ],
};

describe('Plan a month: suggestions from the owner’s results', { timeout: 30_000 }, () => {
  it('says plainly it uses general guidance below 10 posts with numbers', async () => {
    await owner('few@example.com');
    renderApp('/schedule/plan');
    const region = await screen.findByRole('region', { name: 'Suggestions from your results' });
    expect(region).toHaveTextContent(
      'This plan uses general guidance. Suggestions from your own results start once 10 posts have numbers; you have 0.',
    );
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists each suggestion with its basis and applies them to the set-up and the plan', async () => {
    setMockPlanSuggestions(LEARNED);
    await owner('learned@example.com');
    const { user } = renderApp('/schedule/plan');
    const region = await screen.findByRole('region', { name: 'Suggestions from your results' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      LEARNED.times[0]?.text,
      `${LEARNED.kinds[0]?.text ?? ''} More of them this month.`,
      `Post again: ${LEARNED.post_again[0]?.text ?? ''} Write it again in new words`,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Instagram on Tuesday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Instagram on Saturday' })).toBeChecked();

    await user.click(within(region).getByRole('button', { name: 'Use these suggestions' }));
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Suggestions used: Instagram on Tuesdays around 9am; more tip posts; “Our sourdough starter” again, on the first free day.',
    );
    expect(screen.getByRole('checkbox', { name: 'Instagram on Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Instagram on Saturday' })).not.toBeChecked();
    expect(screen.getByLabelText('Instagram posting time')).toHaveValue('09:00');

    await user.click(screen.getByRole('button', { name: 'Plan my month' }));
    await screen.findByRole('table', { name: 'Planned posts' });
    const slots = getDb().latestPlan('learned@example.com')?.slots ?? [];
    expect(slots.filter((slot) => slot.kind === 'tip').length).toBeGreaterThanOrEqual(3);
    expect(slots.every((slot) => slot.time === '09:00')).toBe(true);
    expect(slots.filter((slot) => slot.brief === 'Our sourdough starter')).toHaveLength(1);
  });

  it('opens Compose with the old post’s brief when the owner writes it again', async () => {
    setMockPlanSuggestions(LEARNED);
    await owner('again@example.com');
    const { user } = renderApp('/schedule/plan');
    const region = await screen.findByRole('region', { name: 'Suggestions from your results' });
    await user.click(within(region).getByRole('link', { name: 'Write it again in new words' }));
    expect(await screen.findByRole('textbox', { name: 'Post description' })).toHaveValue(
      LEARNED.post_again[0]?.brief,
    );
  });
});
