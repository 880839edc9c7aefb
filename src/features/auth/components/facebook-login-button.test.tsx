import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCIAL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import type * as EnvModule from '@/config/env';
import { server } from '@/mocks/node';
import { USER_STORAGE_KEY } from '../auth-context';
import {
  FACEBOOK_SDK_SCRIPT_ID,
  FACEBOOK_SDK_URL,
  type FacebookLoginStatus,
  type FacebookProfile,
  type FacebookSdk,
} from '../facebook-sdk';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { shellRoutes } from '@/testing/shell-routes';

// The modals' code loads lazily: load it up front so timings measure the app, not the transform.
beforeAll(async () => {
  await import('./auth-modals');
});

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, facebookAppId: 'test-facebook-app' } };
});

const AUTH = { accessToken: 'fb-access-token', userID: 'fb-123' };
const PROFILE: FacebookProfile = { id: 'fb-123', name: 'Fay Baker', email: 'fay@example.com' };

interface StubOptions {
  /** What FB.login answers; undefined: it never answers (the popup stays open). */
  login?: FacebookLoginStatus;
  profile?: FacebookProfile;
}

function stubFacebook({ login, profile = PROFILE }: StubOptions = {}) {
  const sdk = {
    init: vi.fn<FacebookSdk['init']>(),
    login: vi.fn<FacebookSdk['login']>((callback) => {
      if (login) callback(login);
    }),
    api: vi.fn<FacebookSdk['api']>((_path, _params, callback) => callback(profile)),
  };
  window.FB = sdk;
  return sdk;
}

async function openLogin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
  await screen.findByLabelText('Email');
  return screen.getByRole('dialog', { name: 'Welcome back' });
}

const facebookButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /Continue with Facebook|Logging in/ });

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
  delete window.FB;
  delete window.fbAsyncInit;
  document.getElementById(FACEBOOK_SDK_SCRIPT_ID)?.remove();
});

describe('Facebook sign-in', () => {
  it('loads the SDK script and stays disabled until the SDK is ready', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    const script = document.getElementById(FACEBOOK_SDK_SCRIPT_ID);
    expect(script).toHaveAttribute('src', FACEBOOK_SDK_URL);
    expect(facebookButton(dialog)).toBeDisabled();
    expect(facebookButton(dialog)).toHaveAccessibleDescription('Connecting to Facebook...');

    const sdk = stubFacebook();
    act(() => window.fbAsyncInit?.());
    expect(facebookButton(dialog)).toBeEnabled();
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'test-facebook-app' }));
  });

  it('is unavailable when the SDK script cannot load', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    const script = document.getElementById(FACEBOOK_SDK_SCRIPT_ID);
    if (!script) throw new Error('the SDK script was not added');
    fireEvent.error(script);
    expect(facebookButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText('Facebook sign-in is not available')).toBeVisible();
  });

  it('reads Logging in... and is disabled while the login is pending', async () => {
    const sdk = stubFacebook();
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(facebookButton(dialog));
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), {
      scope: 'email,public_profile',
    });
    expect(within(dialog).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('does nothing when the login is cancelled', async () => {
    const sdk = stubFacebook({ login: { status: 'unknown', authResponse: null } });
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(facebookButton(dialog));
    expect(within(dialog).getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sdk.api).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('shows Login failed when Facebook cannot give the profile, and Try Again clears it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFacebook({
      login: { status: 'connected', authResponse: AUTH },
      profile: { error: { message: 'Session expired' } },
    });
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(facebookButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Login failed. Please try again.',
    );
    expect(warn).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  });

  it('shows Login failed when the backend refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFacebook({
      login: { status: 'connected', authResponse: AUTH },
      profile: { ...PROFILE, email: 'fay+fail-facebook@example.com' },
    });
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(facebookButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Login failed. Please try again.',
    );
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('says Facebook SDK not loaded when the SDK has gone by the time of the click', async () => {
    stubFacebook();
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    delete window.FB;
    await user.click(facebookButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Facebook SDK not loaded');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the profile and token to the backend, signs in, and goes to /onboarding 500 ms later', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/facebook-login')) return;
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push(body));
    });
    const sdk = stubFacebook({ login: { status: 'connected', authResponse: AUTH } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderWithSession(shellRoutes, { fakeTimers: true });
    const dialog = await openLogin(user);
    await user.click(facebookButton(dialog));

    await within(dialog).findByRole('button', { name: 'Logging in...' });
    await screen.findByRole('button', { name: 'Log Out' }, { timeout: 3000 });
    expect(sdk.api).toHaveBeenCalledWith('/me', { fields: 'id,name,email' }, expect.any(Function));
    expect(sent).toEqual([
      {
        facebookId: 'fb-123',
        email: 'fay@example.com',
        name: 'Fay Baker',
        accessToken: 'fb-access-token',
      },
    ]);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      facebook_id: 'fb-123',
      email: 'fay@example.com',
    });

    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_LOGIN_REDIRECT_DELAY_MS / 2));
    expect(currentPath(router)).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_LOGIN_REDIRECT_DELAY_MS / 2));
    expect(currentPath(router)).toBe('/onboarding');
  });
});
