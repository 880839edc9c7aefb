import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unavailableMetrics, type AnalyticsResponse } from '@contract/analytics';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser } from '@/lib/api';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

let counter = 0;

async function renderAnalytics() {
  const user = await addUser({
    email: `analytics${(counter += 1)}@example.com`,
    password: DEFAULT_TEST_PASSWORD,
  });
  signInAs(user);
  const view = renderApp('/analytics');
  await screen.findByRole('heading', { level: 1, name: 'Analytics' });
  return view;
}

const metric = (label: string) =>
  screen.getByText(label, { selector: '.metric-label' }).closest('li') as HTMLElement;

/** An owner with two posts read this month: Facebook's with every number, X's without saves. */
function ownNumbers(range: string): AnalyticsResponse {
  const card = (
    id: AnalyticsResponse['cards'][number]['id'],
    value: number | null,
    change: number | null,
  ) => ({
    id,
    value,
    previous: value,
    change,
  });
  const facebook = {
    post_id: 'post-1',
    title: 'Rye loaves are back',
    network: 'facebook' as const,
    account_name: 'Rye & Co',
    published_at: '2026-11-20T09:00:00.000Z',
    url: 'https://www.facebook.com/1_2',
    metrics: {
      ...unavailableMetrics(),
      reach: 1200,
      reactions: 80,
      comments: 12,
      shares: 5,
      link_clicks: 30,
    },
    read_at: '2026-11-21T09:00:00.000Z',
    note: null,
  };
  const x = {
    ...facebook,
    post_id: 'post-2',
    title: 'Sourdough class on Saturday',
    network: 'x' as const,
    url: 'https://x.com/i/web/status/9',
    metrics: { ...unavailableMetrics(), reach: 300, reactions: 9, comments: 1, shares: 2 },
    note: 'X gives link clicks only for posts of the last 30 days, on plans that include them.',
  };
  return {
    range: range === '7d' ? '7d' : '30d',
    time_zone: 'Australia/Sydney',
    from: '2026-10-28T12:00:00.000Z',
    to: '2026-11-27T12:00:00.000Z',
    published_total: 2,
    cards: [
      card('total_posts', range === '7d' ? 1 : 2, 100),
      card('reach', 1500, 25),
      card('engagement', 109, -10),
      card('engagement_rate', 7.3, 0.4),
      card('followers', null, null),
      card('click_through_rate', 2.5, null),
    ],
    top_posts: [facebook, x],
    posts: [facebook, x],
    followers: [],
  };
}

describe('Analytics', { timeout: 20_000 }, () => {
  it('offers the four ranges, Last 30 Days first', async () => {
    await renderAnalytics();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(range).toHaveDisplayValue('Last 30 Days');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 30 Days', 'Last 7 Days', 'Last 90 Days', 'This Year']);
  });

  it('says how to get numbers when nothing is published, with the example kept apart', async () => {
    await renderAnalytics();
    const empty = await screen.findByRole('region', { name: 'No published posts yet' });
    expect(within(empty).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/integrations',
    );
    expect(within(empty).getByRole('link', { name: 'Compose' })).toBeInTheDocument();
    const example = screen.getByRole('region', { name: 'Example: what this page will show' });
    expect(within(example).getByRole('complementary', { name: 'Preview' })).toBeInTheDocument();
    expect(within(example).getByText('48.2K')).toBeInTheDocument();
    expect(within(empty).queryByText('48.2K')).not.toBeInTheDocument();
  });

  it('shows the owner’s own cards, top posts and table, with missing numbers said so', async () => {
    server.use(
      http.get(`${absoluteApiBaseUrl()}/analytics`, ({ request }) =>
        HttpResponse.json(ownNumbers(new URL(request.url).searchParams.get('range') ?? '')),
      ),
    );
    const { user } = await renderAnalytics();
    await screen.findByRole('heading', { name: 'Key metrics, Last 30 Days' });
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
    expect(metric('Reach')).toHaveTextContent('1,500');
    expect(within(metric('Reach')).getByText('Up 25.0%')).toHaveClass('visually-hidden');
    expect(metric('Followers')).toHaveTextContent('Not available yet');
    expect(metric('Click-through rate')).toHaveTextContent('Nothing to compare');

    const top = screen.getByRole('region', { name: 'Top Performing Posts' });
    const first = within(top).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Rye loaves are back',
    );
    expect(within(first).getByRole('link', { name: /Open on Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/1_2',
    );

    const table = screen.getByRole('table');
    const xRow = within(table).getByRole('row', { name: /Sourdough class on Saturday/ });
    // Saves are not given by this reading: "not available", never 0.
    expect(within(xRow).getAllByText('not available').length).toBeGreaterThan(0);
    expect(xRow).toHaveTextContent('X gives link clicks only');
    // 09:00 UTC on 20 November is 20:00 that day in the answer's zone, Sydney.
    const facebookRow = within(table).getByRole('row', { name: /Rye loaves are back/ });
    expect(facebookRow).toHaveTextContent(/Nov 20, 2026, 8:00\sPM/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 Days');
    await screen.findByRole('heading', { name: 'Key metrics, Last 7 Days' });
    expect(metric('Total posts')).toHaveTextContent('1');
  });

  it('says when the numbers cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(`${absoluteApiBaseUrl()}/analytics`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'The server is resting' }, { status: 500 })
          : HttpResponse.json(ownNumbers('30d'));
      }),
    );
    const { user } = await renderAnalytics();
    const message = await screen.findByText(/We could not load your numbers\./);
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Key metrics, Last 30 Days' });
  });
});
