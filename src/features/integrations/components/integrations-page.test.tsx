import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationsResponseSchema } from '@contract/integrations';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser } from '@/lib/api';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, renderWithProviders, signInAs } from '@/testing/render';
import { NETWORK_DESCRIPTIONS } from '../networks';
import { IntegrationsPage } from './integrations-page';

beforeAll(async () => {
  await import('@/app/routes/integrations');
});

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

async function signInOwner() {
  signInAs(
    await addUser({ email: `ann${Date.now()}@example.com`, password: DEFAULT_TEST_PASSWORD }),
  );
}

describe('Integrations', { timeout: 20_000 }, () => {
  it('warns of a connection that ends within 7 days and offers Reconnect', async () => {
    await signInOwner();
    const answer = integrationsResponseSchema.parse({
      success: true,
      networks: [{ network: 'linkedin', configured: true, sandbox: true, how_to_configure: null }],
      accounts: [
        {
          id: 'account-1',
          network: 'linkedin',
          display_name: 'Ann at the bakery',
          sandbox: true,
          status: 'connected',
          connected_at: '2026-10-01T09:00:00.000Z',
          reconnect_by: '2026-11-30T09:00:00.000Z',
        },
      ],
    });
    server.use(http.get(`${absoluteApiBaseUrl()}/integrations`, () => HttpResponse.json(answer)));
    const navigateTo = vi.fn();
    const { user } = renderWithProviders(
      <IntegrationsPage
        integrations={NETWORK_DESCRIPTIONS}
        signedIn
        onLogIn={() => undefined}
        connectionId={null}
        connectError={null}
        onConnectionHandled={() => undefined}
        navigateTo={navigateTo}
      />,
    );
    const linkedIn = card('LinkedIn');
    expect(
      await within(linkedIn).findByText(
        /Connection ends (30 November|November 30): reconnect to keep publishing/,
      ),
    ).toBeInTheDocument();
    await user.click(within(linkedIn).getByRole('button', { name: 'Reconnect LinkedIn' }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
  });

  it('asks a visitor to log in and shows no account as connected', async () => {
    renderApp('/integrations');
    await screen.findByRole('heading', { level: 1, name: 'Integrations' });
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Twitter/X',
      'TikTok',
      'Google Business Profile',
      'YouTube',
    ]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
  });

  it('Connect leaves for the network; coming back, the owner picks and sees the sandbox account', async () => {
    await signInOwner();
    const navigateTo = vi.fn();
    const onConnectionHandled = vi.fn();
    const props = {
      integrations: NETWORK_DESCRIPTIONS,
      signedIn: true,
      onLogIn: () => undefined,
      connectError: null,
      navigateTo,
      onConnectionHandled,
    };
    const { user, rerender } = renderWithProviders(
      <IntegrationsPage {...props} connectionId={null} />,
    );
    const connect = await within(card('Twitter/X')).findByRole('button', {
      name: 'Connect Twitter/X',
    });
    await user.click(connect);
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const back = new URL(String(navigateTo.mock.calls[0]?.[0]));
    const connectionId = back.searchParams.get('connection');

    rerender(<IntegrationsPage {...props} connectionId={connectionId} />);
    const choice = await screen.findByRole('checkbox', { name: 'Sandbox X account' });
    const submit = screen.getByRole('button', { name: 'Connect selected' });
    expect(submit).toBeDisabled();
    await user.click(choice);
    await user.click(submit);
    await vi.waitFor(() => expect(onConnectionHandled).toHaveBeenCalled());
    rerender(<IntegrationsPage {...props} connectionId={null} />);

    const accounts = await within(card('Twitter/X')).findByRole('list', {
      name: 'Twitter/X accounts',
    });
    expect(within(accounts).getByText('Sandbox X account')).toBeInTheDocument();
    expect(within(accounts).getByText('Sandbox')).toBeInTheDocument();
    const disconnect = within(accounts).getByRole('button', {
      name: 'Disconnect Sandbox X account',
    });
    // It asks first, with Cancel focused; cancelling keeps the account.
    await user.click(disconnect);
    const ask = screen.getByRole('alertdialog', { name: 'Disconnect Sandbox X account?' });
    expect(ask).toHaveAccessibleDescription(
      'Posts scheduled for this X account will not be published there. Posts already published keep their links, and you can connect it again at any time.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(accounts).getByText('Sandbox X account')).toBeInTheDocument();

    await user.click(disconnect);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    await vi.waitFor(() =>
      expect(within(card('Twitter/X')).queryByRole('list')).not.toBeInTheDocument(),
    );
  });

  it('connects Google Business Profile: Connect, then the owner picks which of the locations to post to', async () => {
    await signInOwner();
    const navigateTo = vi.fn();
    const props = {
      integrations: NETWORK_DESCRIPTIONS,
      signedIn: true,
      onLogIn: () => undefined,
      connectError: null,
      navigateTo,
      onConnectionHandled: () => undefined,
    };
    const { user, rerender } = renderWithProviders(
      <IntegrationsPage {...props} connectionId={null} />,
    );
    const google = card('Google Business Profile');
    expect(
      within(google).getByText('Share news, events and offers on Google Search and Maps.'),
    ).toBeInTheDocument();
    await user.click(
      await within(google).findByRole('button', { name: 'Connect Google Business Profile' }),
    );
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const back = new URL(String(navigateTo.mock.calls[0]?.[0]));
    rerender(<IntegrationsPage {...props} connectionId={back.searchParams.get('connection')} />);
    expect(
      await screen.findByRole('checkbox', { name: 'Sandbox Bakery – High Street' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sandbox Bakery – Station Road' }));
    await user.click(screen.getByRole('button', { name: 'Connect selected' }));
    rerender(<IntegrationsPage {...props} connectionId={null} />);
    const accounts = await within(card('Google Business Profile')).findByRole('list', {
      name: 'Google Business Profile accounts',
    });
    expect(within(accounts).getByText('Sandbox Bakery – Station Road')).toBeInTheDocument();
    expect(within(accounts).queryByText('Sandbox Bakery – High Street')).not.toBeInTheDocument();
  });

  it('says what Google Business Profile needs, Google’s approval included, when the server lacks it', async () => {
    await signInOwner();
    const howTo =
      'Set GOOGLE_BUSINESS_CLIENT_ID and GOOGLE_BUSINESS_CLIENT_SECRET (Google must approve the project for the Business Profile APIs before they answer).';
    server.use(
      http.get(`${absoluteApiBaseUrl()}/integrations`, () =>
        HttpResponse.json({
          success: true,
          networks: [
            {
              network: 'google_business',
              configured: false,
              sandbox: false,
              how_to_configure: howTo,
            },
          ],
          accounts: [],
        }),
      ),
    );
    renderWithProviders(
      <IntegrationsPage
        integrations={NETWORK_DESCRIPTIONS}
        signedIn
        onLogIn={() => undefined}
        connectionId={null}
        connectError={null}
        onConnectionHandled={() => undefined}
        navigateTo={() => undefined}
      />,
    );
    const google = card('Google Business Profile');
    expect(await within(google).findByText(howTo)).toBeInTheDocument();
    expect(
      within(google).queryByRole('button', { name: 'Connect Google Business Profile' }),
    ).not.toBeInTheDocument();
  });

  it('connects a LinkedIn page with its own button, and tells it from the profile once connected', async () => {
    await signInOwner();
    const navigateTo = vi.fn();
    const props = {
      integrations: NETWORK_DESCRIPTIONS,
      signedIn: true,
      onLogIn: () => undefined,
      connectError: null,
      navigateTo,
      onConnectionHandled: () => undefined,
    };
    const { user, rerender } = renderWithProviders(
      <IntegrationsPage {...props} connectionId="mock-connection-linkedin" />,
    );
    await user.click(
      await screen.findByRole('checkbox', { name: 'Sandbox LinkedIn account Profile' }),
    );
    await user.click(screen.getByRole('button', { name: 'Connect selected' }));
    await within(card('LinkedIn')).findByText('Sandbox LinkedIn account');

    rerender(<IntegrationsPage {...props} connectionId={null} />);
    await user.click(
      within(card('LinkedIn')).getByRole('button', { name: 'Connect a LinkedIn page' }),
    );
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const back = new URL(String(navigateTo.mock.calls[0]?.[0]));
    rerender(<IntegrationsPage {...props} connectionId={back.searchParams.get('connection')} />);
    // The pages app offers the pages alone, never the profile.
    await user.click(
      await screen.findByRole('checkbox', { name: 'Sandbox Bakery Organization page' }),
    );
    expect(
      screen.queryByRole('checkbox', { name: 'Sandbox LinkedIn account Profile' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect selected' }));

    const accounts = await within(card('LinkedIn')).findByRole('list', {
      name: 'LinkedIn accounts',
    });
    await within(accounts).findByText('Sandbox Bakery');
    const [profile, page] = within(accounts).getAllByRole('listitem') as HTMLElement[];
    expect(within(profile as HTMLElement).getByText('Sandbox LinkedIn account')).toBeVisible();
    expect(within(profile as HTMLElement).getByText('Profile')).toBeVisible();
    expect(within(page as HTMLElement).getByText('Sandbox Bakery')).toBeVisible();
    expect(within(page as HTMLElement).getByText('Organization page')).toBeVisible();
  });

  it('offers no LinkedIn page button when the pages app is not configured, and says what it needs', async () => {
    await signInOwner();
    const howTo = 'Set LINKEDIN_PAGES_CLIENT_ID and LINKEDIN_PAGES_CLIENT_SECRET.';
    server.use(
      http.get(`${absoluteApiBaseUrl()}/integrations`, () =>
        HttpResponse.json({
          success: true,
          networks: [
            {
              network: 'linkedin',
              configured: true,
              sandbox: false,
              how_to_configure: null,
              pages: { configured: false, how_to_configure: howTo },
            },
          ],
          accounts: [],
        }),
      ),
    );
    renderApp('/integrations');
    expect(await screen.findByText(howTo)).toBeVisible();
    expect(
      within(card('LinkedIn')).getByRole('button', { name: 'Connect LinkedIn' }),
    ).toBeEnabled();
    expect(
      within(card('LinkedIn')).queryByRole('button', { name: 'Connect a LinkedIn page' }),
    ).not.toBeInTheDocument();
  });

  it('says when the network sent the owner back without connecting', async () => {
    await signInOwner();
    renderApp('/integrations?connect_error=denied');
    expect(
      await screen.findByText(
        'The connection was cancelled on the network. Nothing was connected.',
      ),
    ).toHaveAttribute('role', 'alert');
  });
});
