import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import type { CredentialResponse } from '@react-oauth/google';
import type * as EnvModule from '@/config/env';
import { USER_STORAGE_KEY } from '../auth-context';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { shellRoutes } from '@/testing/shell-routes';

// The modals' code loads lazily: load it up front so timings measure the app, not the transform.
beforeAll(async () => {
  await import('./auth-modals');
  await import('./google-button');
});

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, googleClientId: 'test-client.apps.example.com' } };
});

/** Google's script, as the test wants it: loaded, or failing to load. */
const google = vi.hoisted(() => ({ scriptFails: false, credential: '' }));

// Google's library needs its script from accounts.google.com: a stand-in with the same API.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({
    children,
    onScriptLoadError,
  }: {
    children: ReactNode;
    onScriptLoadError?: () => void;
  }) => {
    useEffect(() => {
      if (google.scriptFails) onScriptLoadError?.();
    }, [onScriptLoadError]);
    return children;
  },
  useGoogleOAuth: () => ({ clientId: 'test', scriptLoadedSuccessfully: true }),
  GoogleLogin: ({
    onSuccess,
    onError,
  }: {
    onSuccess: (response: CredentialResponse) => void;
    onError?: () => void;
  }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: google.credential })}>
        Sign in with Google
      </button>
      <button type="button" onClick={() => onError?.()}>
        Google popup closed
      </button>
    </>
  ),
}));

/** A Google ID token as the mock backend reads it (it trusts the signature). */
function idToken(claims: { sub: string; email: string; name: string }) {
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

async function openLogin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
  await screen.findByLabelText('Email');
  return screen.getByRole('dialog', { name: 'Welcome back' });
}

beforeEach(() => {
  google.scriptFails = false;
  google.credential = idToken({ sub: 'g-42', email: 'gina@example.com', name: 'Gina' });
  Object.assign(window, { google: { accounts: { id: {} } } });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'google');
});

describe('Google sign-in', () => {
  it('signs in with the credential and goes to /onboarding 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderWithSession(shellRoutes, { fakeTimers: true });
    const dialog = await openLogin(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));

    // Signed in: the shell behind the modal now offers Log Out.
    await screen.findByRole('button', { name: 'Log Out' }, { timeout: 3000 });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      google_id: 'g-42',
      email: 'gina@example.com',
    });
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_LOGIN_REDIRECT_DELAY_MS / 2));
    expect(currentPath(router)).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_LOGIN_REDIRECT_DELAY_MS / 2));
    expect(currentPath(router)).toBe('/onboarding');
  });

  it('only logs a backend failure: the user sees nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The mock backend fails on purpose when the credential carries this sentinel.
    google.credential = `${idToken({ sub: 'g-42', email: 'gina@example.com', name: 'G' })}fail-google`;
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Google sign-in failed', expect.anything()),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("only logs Google's own failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Google popup closed' }));
    expect(warn).toHaveBeenCalledWith('Google sign-in failed');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Google sign-in is not available when its script cannot load', async () => {
    google.scriptFails = true;
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    expect(await within(dialog).findByText('Google sign-in is not available')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('says Google sign-in is not available when the script has no Google API in it', async () => {
    Reflect.deleteProperty(window, 'google');
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    expect(await within(dialog).findByText('Google sign-in is not available')).toBeVisible();
  });
});
