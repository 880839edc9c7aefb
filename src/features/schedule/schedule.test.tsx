import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { unavailableMetrics, type PostResultsResponse } from '@contract/analytics';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import { addLocalDays } from '@core/schedule/zoned-time';
import { addUser, saveDraft, saveOnboarding, schedulePost, setTimeZone } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';
import { todayIn } from './calendar-posts';

beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/schedule'),
    import('@/app/routes/dashboard'),
    import('@/features/drafts/editor/post-editor'),
  ]);
});

const ZONE = 'Asia/Tokyo';

/** An owner in Tokyo with two posts scheduled in the next days, in reverse order of time. */
async function ownerWithScheduledPosts() {
  const email = 'ann@example.com';
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData());
  await setTimeZone(email, ZONE);
  const today = todayIn(ZONE);
  const later = await saveDraft(sampleDraftRequest(email, { title: 'Rye Sunday' }));
  const sooner = await saveDraft(sampleDraftRequest(email, { title: 'Croissant Friday' }));
  // Day 2 at 09:30 and day 1 at 18:00: a fortnight never crosses the month? It may; both
  // are fetched for Upcoming Posts anyway.
  await schedulePost(later.id, {
    user_email: email,
    date: addLocalDays(today, 2),
    time: '09:30',
    platforms: ['instagram', 'x'],
  });
  await schedulePost(sooner.id, {
    user_email: email,
    date: addLocalDays(today, 1),
    time: '18:00',
    platforms: ['facebook'],
  });
  signInAs(user);
  return { email, today, later, sooner };
}

describe('the schedule page with real posts', { timeout: 30_000 }, () => {
  it('lists Upcoming Posts soonest first with their times and platforms, and says nothing is sent', async () => {
    await ownerWithScheduledPosts();
    renderApp('/schedule');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Posts' });
    await waitFor(() =>
      expect(within(upcoming).getAllByRole('heading', { level: 3 })).toHaveLength(2),
    );
    const titles = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Croissant Friday', 'Rye Sunday']);
    expect(within(upcoming).getByText('18:00 · Facebook')).toBeInTheDocument();
    expect(within(upcoming).getByText('09:30 · Instagram, Twitter/X')).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in Asia\/Tokyo/)).toHaveTextContent(
      'Scheduled posts are published at their time to the accounts you connected in Integrations.',
    );
  });

  it('says a post sent back with changes requested keeps its time but is not scheduled', async () => {
    const { email, later } = await ownerWithScheduledPosts();
    // As a review asking for changes leaves it: a draft again, its time kept.
    getDb().updateOwnDraft(later.id, email, { status: undefined });
    renderApp('/schedule');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Posts' });
    const item = (title: string) =>
      within(upcoming).getByRole('heading', { name: title }).closest('li') as HTMLElement;
    await waitFor(() => expect(item('Rye Sunday')).toBeInTheDocument());
    expect(within(item('Rye Sunday')).getByText('Changes requested, not scheduled')).toBeVisible();
    expect(within(item('Rye Sunday')).getByText('09:30 · Instagram, Twitter/X')).toBeVisible();
    expect(
      within(item('Croissant Friday')).queryByText('Changes requested, not scheduled'),
    ).not.toBeInTheDocument();
  });

  it('moves through the month by keyboard and opens a post with Enter', async () => {
    const { today } = await ownerWithScheduledPosts();
    const { user } = renderApp('/schedule');
    const grid = await screen.findByRole('grid', { name: /content calendar/i });
    // Today is the business's (Tokyo), known once its time zone has loaded: until then the
    // browser's today is marked, which differs from Tokyo's for part of every day.
    const todayCell = await waitFor(() => {
      const cell = within(grid).getByRole('gridcell', { current: 'date' });
      expect(cell).toHaveAttribute('data-date', today);
      return cell;
    });
    todayCell.focus();
    await user.keyboard('{ArrowRight}');
    const tomorrow = addLocalDays(today, 1);
    // The next day may be in the next month: the grid turns the page and keeps the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', tomorrow));
    const list = await screen.findByText(/: 1 post$/);
    expect(list).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveTextContent('18:00 Croissant Friday, Facebook');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Edit “Croissant Friday”' }),
    ).toBeInTheDocument();
  });

  it('shows a published post’s results when it is opened from the calendar', async () => {
    const { today, sooner } = await ownerWithScheduledPosts();
    // The mock backend publishes nothing: the server's answer for a post that went out.
    server.use(
      http.get(`${absoluteApiBaseUrl()}/posts/:id/results`, ({ params }) => {
        const body: PostResultsResponse = {
          success: true,
          post_id: String(params.id),
          publications:
            params.id === sooner.id
              ? [
                  {
                    publication_id: 'on-facebook',
                    network: 'facebook',
                    account_name: 'Golden Crust',
                    state: 'published',
                    published_at: '2026-11-28T09:00:00.000Z',
                    url: 'https://facebook.com/1_2',
                    latest: {
                      age: '1h',
                      read_at: '2026-11-28T10:01:00.000Z',
                      metrics: { ...unavailableMetrics(), reach: 312, reactions: 0 },
                      note: null,
                    },
                  },
                ]
              : [],
        };
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderApp('/schedule');
    const grid = await screen.findByRole('grid', { name: /content calendar/i });
    const todayCell = await waitFor(() => {
      const cell = within(grid).getByRole('gridcell', { current: 'date' });
      expect(cell).toHaveAttribute('data-date', today);
      return cell;
    });
    todayCell.focus();
    await user.keyboard('{ArrowRight}');
    await screen.findByText(/: 1 post$/);
    await user.keyboard('{Enter}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Croissant Friday”' });
    const results = await within(dialog).findByRole('region', { name: 'Results' });
    const table = await within(results).findByRole('table', {
      name: 'Facebook Pages Golden Crust',
    });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(row('Reach')).toHaveTextContent('312');
    expect(row('Reactions')).toHaveTextContent(/Reactions0$/);
    expect(row('Saves')).toHaveTextContent('Not available on Facebook Pages');
    // Read at 10:01 UTC: 19:01 in Tokyo, the business's clock.
    expect(results).toHaveTextContent('As of Sat, Nov 28, 2026, 7:01 PM');
  });

  it('edits and deletes from Upcoming Posts', async () => {
    const { email } = await ownerWithScheduledPosts();
    const { user } = renderApp('/schedule');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Posts' });
    await user.click(await within(upcoming).findByRole('button', { name: 'Edit Rye Sunday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Rye Sunday”' });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:30');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '07:15');
    await user.click(within(dialog).getByRole('button', { name: 'Save post' }));
    expect(await within(upcoming).findByText('07:15 · Instagram, Twitter/X')).toBeInTheDocument();

    await user.click(within(upcoming).getByRole('button', { name: 'Delete Croissant Friday' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(within(upcoming).queryByText('Croissant Friday')).not.toBeInTheDocument(),
    );
    expect(
      getDb()
        .listDrafts(email)
        .map((draft) => draft.title),
    ).toEqual(['Rye Sunday']);
  });

  it('counts the scheduled posts on the dashboard', async () => {
    await ownerWithScheduledPosts();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      const term = screen.getByText('Scheduled Posts', { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe('2');
    });
  });
});
