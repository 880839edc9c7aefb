import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  unavailableMetrics,
  type PostResultsResponse,
  type PublicationResult,
} from '@contract/analytics';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import type { Publication } from '@contract/integrations';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders } from '@/testing/render';
import { PostResults, RESULTS_EMPTY_TEXT } from './post-results';
import { PublicationStates } from './publication-states';

const POST = 'post-1';
const READ_AT = '2026-11-29T09:14:00.000Z';

const published = (overrides: Partial<PublicationResult>): PublicationResult => ({
  publication_id: 'p1',
  network: 'x',
  account_name: '@bakery',
  state: 'published',
  published_at: '2026-11-28T09:00:00.000Z',
  url: 'https://x.com/i/web/status/1',
  latest: null,
  ...overrides,
});

/** Answers the post's results as given, or fails the first `failures` reads. */
function serve(publications: PublicationResult[], { failures = 0 } = {}) {
  let reads = 0;
  server.use(
    http.get(`${absoluteApiBaseUrl()}/posts/:id/results`, ({ params }) => {
      reads += 1;
      if (reads <= failures) {
        return HttpResponse.json({ success: false, error: 'Server error' }, { status: 500 });
      }
      const body: PostResultsResponse = {
        success: true,
        post_id: String(params.id),
        publications,
      };
      return HttpResponse.json(body);
    }),
  );
}

const cellOf = (table: HTMLElement, metric: string) =>
  within(
    within(table).getByRole('rowheader', { name: metric }).closest('tr') as HTMLElement,
  ).getByRole('cell');

describe('a post’s Results panel', () => {
  it('shows each network’s newest numbers, zero as zero and a number not given as not available', async () => {
    serve([
      published({
        latest: {
          age: '24h',
          read_at: READ_AT,
          metrics: { ...unavailableMetrics(), reach: 1520, reactions: 0, comments: 4, shares: 2 },
          note: null,
        },
      }),
      published({
        publication_id: 'p2',
        network: 'linkedin',
        account_name: 'Ann Baker',
        url: null,
        latest: {
          age: '1h',
          read_at: READ_AT,
          metrics: unavailableMetrics(),
          note: 'LinkedIn does not share statistics for posts on a member’s own profile.',
        },
      }),
      published({ publication_id: 'p3', network: 'facebook', account_name: 'Rye & Co' }),
      published({
        publication_id: 'p4',
        network: 'instagram',
        state: 'failed',
        published_at: null,
        url: null,
      }),
    ]);
    renderWithProviders(<PostResults postId={POST} timeZone="Europe/Berlin" />);

    const panel = await screen.findByRole('region', { name: 'Results' });
    const onX = await within(panel).findByRole('table', { name: 'X @bakery' });
    expect(cellOf(onX, 'Reach')).toHaveTextContent('1,520');
    expect(cellOf(onX, 'Reactions')).toHaveTextContent(/^0$/);
    expect(cellOf(onX, 'Comments')).toHaveTextContent('4');
    expect(cellOf(onX, 'Saves')).toHaveTextContent('Not available on X');
    expect(cellOf(onX, 'Link clicks')).toHaveTextContent('Not available on X');
    expect(cellOf(onX, 'Video views')).toHaveTextContent('Not available on X');
    const xSection = within(panel).getByRole('region', { name: 'X @bakery' });
    // Read at 09:14 UTC: 10:14 on the business's clock in Berlin.
    expect(xSection).toHaveTextContent('As of Sun, Nov 29, 2026, 10:14 AM, a day after posting');

    // LinkedIn gives nothing for a member's post: said in its words, never as zeros.
    const linkedin = within(panel).getByRole('region', { name: 'LinkedIn Ann Baker' });
    expect(within(linkedin).queryByRole('table')).toBeNull();
    expect(linkedin).toHaveTextContent(
      'LinkedIn does not share statistics for posts on a member’s own profile.',
    );
    expect(linkedin).not.toHaveTextContent(/\b0\b/);

    const facebook = within(panel).getByRole('region', { name: 'Facebook Pages Rye & Co' });
    expect(facebook).toHaveTextContent('No numbers yet: they appear about an hour after');
    // What did not go out is the Publishing list's to show, not a table of numbers.
    expect(within(panel).queryByRole('region', { name: /Instagram/ })).toBeNull();
    expect(within(panel).getAllByRole('table')).toHaveLength(1);
  });

  it('says when numbers come while nothing is published yet', async () => {
    serve([published({ state: 'scheduled', published_at: null, url: null })]);
    renderWithProviders(<PostResults postId={POST} timeZone="UTC" />);
    const panel = await screen.findByRole('region', { name: 'Results' });
    expect(await within(panel).findByText(RESULTS_EMPTY_TEXT)).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it('shows nothing for a post that never had a publication', async () => {
    serve([]);
    renderWithProviders(<PostResults postId={POST} timeZone="UTC" />);
    const panel = screen.getByRole('region', { name: 'Results' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading the results...');
    await expect.poll(() => screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('says when the results could not be loaded, and reads them again on Try again', async () => {
    serve(
      [
        published({
          latest: { age: '7d', read_at: READ_AT, metrics: unavailableMetrics(), note: null },
        }),
      ],
      { failures: 1 },
    );
    const { user } = renderWithProviders(<PostResults postId={POST} timeZone="UTC" />);
    const panel = screen.getByRole('region', { name: 'Results' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The results could not be loaded.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'X @bakery' })).toHaveTextContent(
      'X gives no numbers for this post.',
    );
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('reads the results again when the post goes out while the editor is open', async () => {
    const onX: Publication = {
      id: 'p1',
      post_id: POST,
      account_id: 'account',
      network: 'x',
      account_name: '@bakery',
      sandbox: false,
      state: 'scheduled',
      publish_at: '2026-11-28T09:00:00.000Z',
      attempts: 0,
      next_attempt_at: null,
      remote_url: null,
      error_class: null,
      error_message: null,
      updated_at: '2026-11-28T08:00:00.000Z',
    };
    server.use(
      http.get(`${absoluteApiBaseUrl()}/publications`, () =>
        HttpResponse.json({ success: true, publications: [onX] }),
      ),
    );
    serve([published({ state: 'scheduled', published_at: null, url: null })]);
    const { queryClient } = renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} heading="Publishing" />
        <PostResults postId={POST} timeZone="UTC" />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Results' });
    await within(panel).findByText(RESULTS_EMPTY_TEXT);
    await screen.findByText('Scheduled');

    // The publications' poll sees it published (set here rather than waited for).
    serve([published({ latest: null })]);
    queryClient.setQueryData(queryKeys.publications.ofPost(POST), [{ ...onX, state: 'published' }]);
    expect(await within(panel).findByRole('region', { name: 'X @bakery' })).toHaveTextContent(
      'No numbers yet',
    );
  });
});
