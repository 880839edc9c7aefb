import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Publication } from '@contract/integrations';
import { absoluteApiBaseUrl } from '@/config/env';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { PublicationStates } from './publication-states';

const POST = 'post-1';
const base: Omit<Publication, 'id' | 'state' | 'network' | 'account_name'> = {
  post_id: POST,
  account_id: 'account',
  sandbox: true,
  publish_at: '2026-11-24T09:00:00.000Z',
  attempts: 0,
  next_attempt_at: null,
  remote_url: null,
  error_class: null,
  error_message: null,
  updated_at: '2026-11-24T09:00:01.000Z',
};

function serve(publications: Publication[]) {
  const calls: string[] = [];
  server.use(
    http.get(`${absoluteApiBaseUrl()}/publications`, () => {
      calls.push('list');
      return HttpResponse.json({ success: true, publications });
    }),
    http.post(`${absoluteApiBaseUrl()}/publications/:id/:action`, ({ params }) => {
      calls.push(`${String(params.action)} ${String(params.id)}`);
      const found = publications.find((item) => item.id === params.id);
      return HttpResponse.json({ success: true, publication: { ...found, state: 'published' } });
    }),
  );
  return calls;
}

describe('PublicationStates', () => {
  it("shows each account's state, the link when published and the reason when not", async () => {
    const calls = serve([
      {
        ...base,
        id: 'p1',
        network: 'x',
        account_name: '@bakery',
        state: 'published',
        remote_url: 'https://x.com/i/web/status/1',
      },
      {
        ...base,
        id: 'p2',
        network: 'linkedin',
        account_name: 'Ann Baker',
        state: 'unconfirmed',
        error_class: 'unknown_outcome',
        error_message: 'We lost the connection while sending this post.',
      },
      {
        ...base,
        id: 'p3',
        network: 'facebook',
        account_name: 'Bakery Page',
        state: 'needs_reconnect',
        error_class: 'auth',
        error_message: 'Reconnect this account to publish.',
      },
    ]);
    const { user } = renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Publishing' });
    const [published, unconfirmed, blocked] = within(list).getAllByRole('listitem');
    expect(published).toHaveTextContent('X @bakery (Sandbox): Published');
    expect(
      within(published as HTMLElement).getByRole('link', { name: 'View post on X @bakery' }),
    ).toHaveAttribute('href', 'https://x.com/i/web/status/1');
    expect(unconfirmed).toHaveTextContent('Posted?');
    expect(unconfirmed).toHaveTextContent('We lost the connection while sending this post.');
    expect(blocked).toHaveTextContent('Needs reconnecting');
    expect(
      within(blocked as HTMLElement).getByRole('link', { name: 'Reconnect Facebook Pages' }),
    ).toHaveAttribute('href', '/integrations');

    await user.click(
      within(unconfirmed as HTMLElement).getByRole('button', {
        name: 'Mark as posted on LinkedIn Ann Baker',
      }),
    );
    await vi.waitFor(() => expect(calls).toContain('mark-posted p2'));
  });

  it('shows nothing for a post that goes to no connected account', async () => {
    const calls = serve([]);
    renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(calls).toEqual(['list']));
    expect(screen.queryByRole('list', { name: 'Publishing' })).not.toBeInTheDocument();
  });

  it('says plainly which platforms have no connected account and will not be published', async () => {
    serve([{ ...base, id: 'p1', network: 'x', account_name: '@bakery', state: 'scheduled' }]);
    server.use(
      http.get(`${absoluteApiBaseUrl()}/integrations`, () =>
        HttpResponse.json({
          success: true,
          networks: [],
          accounts: [
            {
              id: 'a1',
              network: 'x',
              display_name: '@bakery',
              sandbox: true,
              status: 'connected',
              connected_at: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} platforms={['x', 'instagram']} />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Publishing' });
    const lines = await within(list).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('X @bakery (Sandbox): Scheduled');
    expect(lines[1]).toHaveTextContent(
      'Instagram: no account connected — this post will not be published there. Connect in Integrations.',
    );
    expect(
      within(lines[1] as HTMLElement).getByRole('link', { name: 'Connect in Integrations' }),
    ).toHaveAttribute('href', '/integrations');
    expect(list).not.toHaveTextContent('X: no account connected');
  });

  it('says which platforms need an image the post does not have', async () => {
    serve([
      { ...base, id: 'p1', network: 'x', account_name: '@bakery', state: 'scheduled' },
      {
        ...base,
        id: 'p2',
        network: 'instagram',
        account_name: '@bakery',
        state: 'scheduled',
      },
    ]);
    renderWithProviders(
      <MemoryRouter>
        <PublicationStates
          postId={POST}
          platforms={['x', 'instagram', 'tiktok']}
          hasImage={false}
        />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Publishing' });
    expect(
      await within(list).findByText(
        'Instagram needs an image — this post will not be published there until it has one.',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText(
        'TikTok needs an image — this post will not be published there until it has one.',
      ),
    ).toBeInTheDocument();
    expect(list).not.toHaveTextContent('X needs an image');
  });

  it('says nothing about images for a post that has one', async () => {
    serve([
      { ...base, id: 'p2', network: 'instagram', account_name: '@bakery', state: 'scheduled' },
    ]);
    renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} platforms={['instagram']} hasImage />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Publishing' });
    expect(await within(list).findByText(/Scheduled/)).toBeInTheDocument();
    expect(list).not.toHaveTextContent('needs an image');
  });

  it("has the calendar's posts read again when a state changes", async () => {
    let state: Publication['state'] = 'failed';
    server.use(
      http.get(`${absoluteApiBaseUrl()}/publications`, () =>
        HttpResponse.json({
          success: true,
          publications: [{ ...base, id: 'p1', network: 'x', account_name: '@bakery', state }],
        }),
      ),
      http.post(`${absoluteApiBaseUrl()}/publications/:id/retry`, () => {
        state = 'published';
        return HttpResponse.json({
          success: true,
          publication: { ...base, id: 'p1', network: 'x', account_name: '@bakery', state },
        });
      }),
    );
    const { user, queryClient } = renderWithProviders(
      <MemoryRouter>
        <PublicationStates postId={POST} />
      </MemoryRouter>,
    );
    const invalidated: unknown[] = [];
    const original = queryClient.invalidateQueries.bind(queryClient);
    queryClient.invalidateQueries = (filters, options) => {
      invalidated.push(filters?.queryKey);
      return original(filters, options);
    };
    await user.click(await screen.findByRole('button', { name: 'Try again on X @bakery' }));
    await screen.findByText('Published');
    await vi.waitFor(() => expect(invalidated).toContainEqual(['posts']));
  });
});
