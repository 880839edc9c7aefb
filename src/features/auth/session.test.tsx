import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, getDrafts, login, saveDraft, saveOnboarding } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { onSessionExpired } from '@/lib/session-events';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';
import { USER_STORAGE_KEY } from './auth-context';
import { AUTH_COPY } from './copy';
import { renderWithSession } from '@/testing/render-with-session';
import { shellRoutes } from '@/testing/shell-routes';

const EMAIL = 'ann@example.com';
const api = (path: string) => `${absoluteApiBaseUrl()}${path}`;
const expired = () =>
  HttpResponse.json({ success: false, error: 'Please log in again.' }, { status: 401 });

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/data-layout'),
    import('@/app/routes/dashboard'),
    import('@/app/routes/landing'),
    import('./components/auth-modals'),
    import('./components/verify-email-banner'),
  ]);
});

/** An owner with a brand profile and one draft, signed in the way the app stores it. */
async function signedInOwner() {
  const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData());
  await saveDraft(sampleDraftRequest(EMAIL, { title: 'Sourdough Saturday' }));
  signInAs(user);
  return user;
}

/**
 * The server forgets the session once the dashboard has loaded with it (a 401 before that
 * signs out instead: tests/stored-user-after-refusal.test.tsx), and the page asks again.
 */
async function expireOnceTheDashboardHasLoaded() {
  expect(await screen.findByRole('button', { name: /^Sourdough Saturday/ })).toBeInTheDocument();
  server.use(http.get(api('/onboarding/by-email/:email'), expired, { once: true }));
  await act(() => queryClient.invalidateQueries());
}

describe('an expired session', () => {
  it('a 401 clears the stored user and asks for the password again on the same page', async () => {
    await signedInOwner();
    const { router, user } = renderApp('/dashboard');
    await expireOnceTheDashboardHasLoaded();

    const dialog = await screen.findByRole('dialog', {
      name: AUTH_COPY.loginTitle,
      description: 'Your session has expired. Please log in again.',
    });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');

    // The e-mail is known; the password is what is asked for.
    expect(within(dialog).getByLabelText('Email')).toHaveValue(EMAIL);
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, DEFAULT_TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    // Logged in again, the user carries on where they were, with their data.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Golden Crust Bakery' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Sourdough Saturday/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      email: EMAIL,
    });
  });

  it('a 401 on a later call (the drafts list) opens the same login, and the list reloads after it', async () => {
    await signedInOwner();
    server.use(http.get(api('/get-drafts'), expired, { once: true }));
    const { user } = renderApp('/dashboard');

    const dialog = await screen.findByRole('dialog', {
      name: AUTH_COPY.loginTitle,
      description: AUTH_COPY.sessionExpired,
    });
    await user.type(within(dialog).getByLabelText('Password'), DEFAULT_TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: /^Sourdough Saturday/ })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load drafts/)).not.toBeInTheDocument();
  });

  it('closing the login instead signs the user out', async () => {
    await signedInOwner();
    const { router, user } = renderApp('/dashboard');
    await expireOnceTheDashboardHasLoaded();

    await screen.findByRole('dialog', {
      name: AUTH_COPY.loginTitle,
      description: AUTH_COPY.sessionExpired,
    });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page's own header comes first; jsdom also counts the landing sections' <header>s
    // as banners once they have loaded, which a browser does not.
    const pageHeader = () => screen.getAllByRole('banner')[0] ?? document.body;
    expect(await within(pageHeader()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only a signed-in call reports an expired session, not a wrong password', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    try {
      await expect(login({ email: EMAIL, password: 'not-the-password' })).rejects.toMatchObject({
        status: 401,
      });
      expect(listener).not.toHaveBeenCalled();

      server.use(http.get(api('/get-drafts'), expired, { once: true }));
      await expect(getDrafts(EMAIL)).rejects.toMatchObject({
        status: 401,
        message: 'Please log in again.',
      });
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});

describe('Log Out', () => {
  const ann = {
    email: EMAIL,
    name: 'Ann Baker',
    google_id: null,
    facebook_id: null,
    business_name: null,
    industry: null,
    location: null,
    employees: null,
  };

  it('ends the server session with POST /logout before it forgets the user and reloads', async () => {
    signInAs(ann);
    const storedDuringLogout: (string | null)[] = [];
    server.use(
      http.post(api('/logout'), () => {
        storedDuringLogout.push(localStorage.getItem(USER_STORAGE_KEY));
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, onLoggedOut } = renderWithSession(shellRoutes, { entries: ['/dashboard'] });

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(storedDuringLogout).toHaveLength(1);
    expect(storedDuringLogout[0]).not.toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('still signs out when the server cannot be reached', async () => {
    signInAs(ann);
    server.use(http.post(api('/logout'), () => HttpResponse.error()));
    const { user, onLoggedOut } = renderWithSession(shellRoutes, { entries: ['/dashboard'] });

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
