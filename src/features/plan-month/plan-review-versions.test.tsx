import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, createPlan, getPlan, saveOnboarding, setTimeZone, writePlan } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/plan-month')]);
});

/** A bakery with a written March of two posts, both to review; the review is opened. */
async function reviewOfWrittenPlan(email: string) {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram'];
  profile.contentPrefs.aiVisuals = false;
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/London');
  const plan = await createPlan({
    user_email: email,
    month: '2027-03',
    count: 2,
    platforms: ['instagram'],
    posting_times: { instagram: { days: [2, 4], time: '09:30' } },
    own_dates: '',
    country: null,
  });
  await writePlan(plan.id, email);
  // The mock writes one post per turn of the event loop, with no timer.
  let written = await getPlan(plan.id, email);
  while (written.state === 'writing') written = await getPlan(plan.id, email);
  signInAs(user);
  const rendered = renderApp(`/schedule/plan?plan=${plan.id}`);
  const [first] = await screen.findAllByRole('article');
  if (!first) throw new Error('No post in the review');
  return { ...rendered, plan: written, card: first };
}

const draftsOf = (email: string) => getDb().listDrafts(email);

/** Holds the mock's answer to "another version" until the test lets it go. */
function holdAnotherVersion() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${absoluteApiBaseUrl()}/plans/:id/slots/:slotId/another-version`, async () => {
      // Nothing returned: the mock's own handler answers once released.
      await released;
    }),
  );
  return release;
}

describe('another version of a post in the review', { timeout: 30_000 }, () => {
  it('writes it in place of the earlier one, saying so, and never adds a draft', async () => {
    const email = 'ann@example.com';
    const { user, card } = await reviewOfWrittenPlan(email);
    const before = draftsOf(email).map((draft) => ({ ...draft }));
    const id = card.dataset.postId ?? '';
    const earlier = before.find((draft) => draft.id === id)?.caption ?? '';
    expect(within(card).getByText(earlier)).toBeVisible();

    const release = holdAnotherVersion();
    const button = within(card).getByRole('button', { name: 'Try another version' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Writing another version…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Writing another version…');
    // Approving the words being replaced waits for the new ones.
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();

    expect(
      await within(card).findByText('Another version is shown in place of the earlier one.'),
    ).toBeVisible();
    const second = draftsOf(email).find((draft) => draft.id === id)?.caption ?? '';
    expect(second).not.toBe(earlier);
    expect(await within(card).findByText(second)).toBeVisible();
    expect(within(card).queryByText(earlier)).toBeNull();
    // The focus stays where the owner asked, ready to ask again.
    expect(within(card).getByRole('button', { name: 'Try another version' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Try another version' }));
    await waitFor(() =>
      expect(draftsOf(email).find((draft) => draft.id === id)?.caption).not.toBe(second),
    );
    const third = draftsOf(email).find((draft) => draft.id === id)?.caption ?? '';
    expect(third).not.toBe(earlier);
    expect(await within(card).findByText(third)).toBeVisible();
    // Still the same posts: tries replace, never duplicate.
    expect(draftsOf(email).map((draft) => draft.id)).toEqual(before.map((draft) => draft.id));
    expect(draftsOf(email).every((draft) => draft.status === 'to_review')).toBe(true);
  });

  it('says when another version could not be written, and keeps the post as it was', async () => {
    const email = 'bea+fail-plan-version@example.com';
    const { user, card } = await reviewOfWrittenPlan(email);
    const id = card.dataset.postId ?? '';
    const earlier = draftsOf(email).find((draft) => draft.id === id)?.caption ?? '';
    await user.click(within(card).getByRole('button', { name: 'Try another version' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Another version could not be written. The post is as it was; please try again.',
    );
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(within(card).getByText(earlier)).toBeVisible();
    expect(draftsOf(email).find((draft) => draft.id === id)?.caption).toBe(earlier);
    expect(within(card).getByRole('button', { name: 'Try another version' })).toHaveFocus();
  });

  it('is offered only for posts still to review', async () => {
    const email = 'cy@example.com';
    const { user, card } = await reviewOfWrittenPlan(email);
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await within(card).findByText('Scheduled');
    expect(within(card).queryByRole('button', { name: 'Try another version' })).toBeNull();
    const [, other] = screen.getAllByRole('article');
    expect(
      within(other ?? card).getByRole('button', { name: 'Try another version' }),
    ).toBeVisible();
  });
});
