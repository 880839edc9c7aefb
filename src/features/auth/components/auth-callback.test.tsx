import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { USER_STORAGE_KEY } from '../auth-context';
import { absoluteApiBaseUrl } from '@/config/env';
import { startAuthRedirect } from '@/lib/api';
import { server } from '@/mocks/node';
import { PLACEHOLDER_CALLBACK_USER } from '@/mocks/placeholder-callback-user';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { AuthCallback } from './auth-callback';

const routes = [
  { path: paths.authCallback, element: <AuthCallback /> },
  { path: paths.dashboard, element: <h1>Dashboard page</h1> },
  { path: paths.home, element: <h1>Home page</h1> },
];

describe('/auth/callback', () => {
  it('shows the provider error, with a retry and Return to Home', async () => {
    const { user, router } = renderWithSession(routes, {
      entries: ['/auth/callback?error=access_denied&code=abc&provider=google'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Authentication failed: access_denied')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it.each([
    ['no parameters', '/auth/callback'],
    ['no provider', '/auth/callback?code=abc'],
    ['no code', '/auth/callback?provider=google'],
  ])('says Missing authentication parameters with %s', (_label, url) => {
    renderWithSession(routes, { entries: [url] });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Missing authentication parameters')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('says so for a provider the app does not know, without calling the server', () => {
    renderWithSession(routes, { entries: ['/auth/callback?code=abc&provider=myspace'] });
    expect(screen.getByText('Authentication failed: unknown provider myspace')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it("shows the server's refusal as 'Authentication failed: {error}' and signs no one in", async () => {
    server.use(
      http.post(`${absoluteApiBaseUrl()}/auth/callback`, () =>
        HttpResponse.json(
          { success: false, error: 'Google sign-in is not configured on this server' },
          { status: 501 },
        ),
      ),
    );
    renderWithSession(routes, { entries: ['/auth/callback?code=refused-code&provider=google'] });
    expect(
      await screen.findByText(
        'Authentication failed: Google sign-in is not configured on this server',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('sends the code once and signs in the user the backend answers with', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/callback')) sent.push(request.url);
    });
    renderWithSession(routes, { entries: ['/auth/callback?code=once-code&provider=google'] });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('signs in the placeholder user on the mock backend and goes to /dashboard', async () => {
    const { router } = renderWithSession(routes, {
      entries: ['/auth/callback?code=abc&provider=google'],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(
      PLACEHOLDER_CALLBACK_USER,
    );
  });

  it('sends the state the provider brought back, and is refused a state it was not given', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/callback')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
      }
    });
    renderWithSession(routes, {
      entries: ['/auth/callback?code=stolen-code&provider=google&state=not-ours'],
    });
    expect(
      await screen.findByText(
        'Authentication failed: The sign-in could not be completed. Please try again.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(bodies).toEqual([{ provider: 'google', code: 'stolen-code', state: 'not-ours' }]);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    server.events.removeAllListeners();
  });

  it('comes back from a sign-in started by the app, and only once with its state', async () => {
    const authorizeUrl = await startAuthRedirect('facebook');
    const back = new URL(authorizeUrl, window.location.origin);
    expect(back.pathname).toBe(paths.authCallback);
    expect(back.searchParams.get('provider')).toBe('facebook');
    expect(back.searchParams.get('state')).toBeTruthy();
    const entry = `${back.pathname}${back.search}`;

    const first = renderWithSession(routes, { entries: [entry] });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    first.unmount();
    localStorage.removeItem(USER_STORAGE_KEY);

    // The same state again (a replayed link, another code): it was used up.
    back.searchParams.set('code', 'replayed-code');
    renderWithSession(routes, { entries: [`${back.pathname}${back.search}`] });
    expect(
      await screen.findByText(
        'Authentication failed: The sign-in could not be completed. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
