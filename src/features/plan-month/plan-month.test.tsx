import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_VARIATIONS } from '@core/plans/plan-tries';
import { addUser, saveAiSettings, saveOnboarding, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { sampleOnboardingData } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/data-layout'), import('@/app/routes/plan-month')]);
});

async function bakeryOwner() {
  const email = 'ann@example.com';
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['instagram', 'facebook'];
  profile.contentPrefs.postsPerMonth = 8;
  await saveOnboarding(user, profile);
  await setTimeZone(email, 'Europe/London');
  signInAs(user);
  return email;
}

describe('Plan a month', { timeout: 40_000 }, () => {
  it('plans from the set-up, edits a brief, removes a post, writes with progress and approves all', async () => {
    const email = await bakeryOwner();
    const { user } = renderApp('/schedule/plan');
    const count = await screen.findByLabelText('Number of posts');
    expect(count).toHaveValue(8);
    expect(screen.getByRole('checkbox', { name: 'Instagram on Monday' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Plan my month' }));

    const table = await screen.findByRole('table', { name: 'Planned posts' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    const brief = within(table).getByLabelText('Post 2 brief');
    await user.clear(brief);
    await user.type(brief, 'Meet Mia, who shapes every croissant by hand');
    await user.click(within(table).getByRole('button', { name: 'Remove post 8' }));
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Write 7 posts' }));

    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAttribute('max', '7');
    await waitFor(
      () =>
        expect(document.getElementById('plan-progress-text')).toHaveTextContent(
          '7 of 7 posts written',
        ),
      { timeout: 20_000 },
    );
    expect(screen.getByRole('heading', { name: 'Your month is written' })).toBeInTheDocument();
    const drafts = getDb().listDrafts(email);
    expect(drafts).toHaveLength(7);
    expect(
      drafts.some(
        (draft) => draft.original_post_desc === 'Meet Mia, who shapes every croissant by hand',
      ),
    ).toBe(true);
    expect(drafts.every((draft) => draft.status === 'to_review')).toBe(true);

    // Nothing was opened yet: approving all first says so, and what will not go out.
    await user.click(await screen.findByRole('button', { name: 'Approve all (7)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve all 7 posts?' });
    expect(confirm).toHaveAccessibleDescription(/You have not opened 7 of them yet/);
    const bound = (network: string) =>
      drafts.filter((draft) => draft.platforms?.some((platform) => platform === network)).length;
    expect(bound('instagram')).toBeGreaterThan(1);
    expect(confirm).toHaveTextContent(
      `These ${bound('instagram')} posts will not be published: no Instagram account is connected. Connect one, or copy and post them yourself.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve all 7' }));
    expect(await screen.findByText('7 posts approved and scheduled.')).toBeInTheDocument();
    const warning = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryAllByRole('link', { name: 'Connect an account' }).length);
    if (!warning) throw new Error('No warning about posts that will not go out');
    expect(warning).toHaveTextContent(
      `These ${bound('facebook')} posts will not be published: no Facebook Pages account is connected.`,
    );
    expect(within(warning).getAllByRole('link', { name: 'Connect an account' })[0]).toHaveAttribute(
      'href',
      '/integrations',
    );
    await waitFor(() =>
      expect(
        getDb()
          .listDrafts(email)
          .every((draft) => draft.status === 'scheduled'),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Approve all (0)' })).toBeInTheDocument();
  });

  it('says before writing how many calls the posts will make to the model, counted for the table', async () => {
    await bakeryOwner();
    await saveAiSettings({
      writer: 'model',
      provider: 'custom',
      base_url: 'http://127.0.0.1:9/v1',
      text_model: 'writer-1',
      image_model: '',
      text_daily_limit: 5,
      image_daily_limit: 20,
    });
    const { user } = renderApp('/schedule/plan');
    await user.click(await screen.findByRole('button', { name: 'Plan my month' }));
    const table = await screen.findByRole('table', { name: 'Planned posts' });
    const note = screen.getByRole('note', { name: 'Calls to your model' });
    expect(note).toHaveTextContent(
      `Writing these 8 posts will make 8 calls to writer-1, up to ${8 * MAX_VARIATIONS} if some are written again to avoid repeats. 5 left today; past that, posts are written offline.`,
    );
    for (const post of [8, 7, 6, 5]) {
      await user.click(within(table).getByRole('button', { name: `Remove post ${post}` }));
    }
    expect(note).toHaveTextContent('Writing these 4 posts will make 4 calls to writer-1, up to');
  });

  it('says nothing of model calls when the built-in writer writes', async () => {
    await bakeryOwner();
    const { user } = renderApp('/schedule/plan');
    await user.click(await screen.findByRole('button', { name: 'Plan my month' }));
    await screen.findByRole('table', { name: 'Planned posts' });
    expect(screen.queryByRole('note', { name: 'Calls to your model' })).toBeNull();
  });

  it('refuses a count over 30 before planning anything', async () => {
    await bakeryOwner();
    const { user } = renderApp('/schedule/plan');
    const count = await screen.findByLabelText('Number of posts');
    await user.clear(count);
    await user.type(count, '31');
    await user.click(screen.getByRole('button', { name: 'Plan my month' }));
    expect(await screen.findByText(/^Number of posts \(1 to 30\)/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(getDb().snapshot().plans).toEqual([]);
  });

  it('says before planning when the month has fewer days than posts asked, and plans that many', async () => {
    await bakeryOwner();
    const { user } = renderApp('/schedule/plan');
    const count = await screen.findByLabelText('Number of posts');
    await user.clear(count);
    await user.type(count, '30');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2027-02' } });
    // Instagram and Facebook by default: Monday to Saturday, 24 days of February 2027.
    expect(
      await screen.findByText(
        'Your posting days fall on 24 days in February, so this plan has 24 posts — one a day at most. Tick more days for more posts.',
      ),
    ).toBeInTheDocument();
    expect(count).toHaveAccessibleDescription(/so this plan has 24 posts/);

    await user.click(screen.getByRole('checkbox', { name: 'Instagram on Sunday' }));
    const note = within(screen.getByRole('form', { name: 'Set up your month' })).getByRole(
      'status',
    );
    expect(note).toHaveTextContent(
      'February has 28 days, so this plan has 28 posts — one a day at most.',
    );
    await user.click(screen.getByRole('button', { name: 'Plan my month' }));

    const table = await screen.findByRole('table', { name: 'Planned posts' });
    expect(within(table).getAllByRole('row')).toHaveLength(29);
    expect(screen.getByRole('button', { name: 'Write 28 posts' })).toBeInTheDocument();
  });

  it('says nothing about days when the month has room for every post asked', async () => {
    await bakeryOwner();
    renderApp('/schedule/plan');
    await screen.findByLabelText('Number of posts');
    expect(
      within(screen.getByRole('form', { name: 'Set up your month' })).getByRole('status'),
    ).toBeEmptyDOMElement();
  });
});
