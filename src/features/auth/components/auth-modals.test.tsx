import { act, screen, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser } from '@/lib/api';
import { server } from '@/mocks/node';
import { USER_STORAGE_KEY } from '../auth-context';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { shellRoutes } from '@/testing/shell-routes';

// The modals' code loads lazily: load it up front so timings measure the app, not the transform.
beforeAll(async () => {
  await import('./auth-modals');
});

const PASSWORD = 'Bread-and-butter-42';

async function openLogin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
  await screen.findByLabelText('Email');
  return screen.getByRole('dialog', { name: 'Welcome back' });
}

async function openSignup(user: UserEvent) {
  const login = await openLogin(user);
  await user.click(within(login).getByRole('button', { name: 'Sign up' }));
  await screen.findByLabelText('Confirm Password');
  return screen.getByRole('dialog', { name: 'Create your account' });
}

async function fillLogin(user: UserEvent, dialog: HTMLElement, email: string, password: string) {
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
}

async function fillSignup(
  user: UserEvent,
  dialog: HTMLElement,
  values: { email: string; password: string; confirm: string },
) {
  if (values.email) await user.type(within(dialog).getByLabelText('Email'), values.email);
  if (values.password)
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), values.password);
  if (values.confirm)
    await user.type(within(dialog).getByLabelText('Confirm Password'), values.confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
}

const storedUser = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe('login modal', () => {
  it('has Email and Password, Log In, a Facebook and a Google button', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /facebook/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /google/i })).toBeInTheDocument();
  });

  it('requires e-mail and password, and a valid e-mail', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it("shows the server's error text as is", async () => {
    await addUser({ email: 'ann@example.com', password: PASSWORD });
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await fillLogin(user, dialog, 'ann@example.com', 'wrong-password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(storedUser()).toBeNull();
  });

  it('shows a server failure message as is', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await fillLogin(user, dialog, 'ann+fail-login@example.com', PASSWORD);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Simulated login failure');
  });

  it('says so when the network fails', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await fillLogin(user, dialog, 'ann+offline-login@example.com', PASSWORD);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred during login. Please try again.',
    );
  });

  it('reads Logging in... while the request is pending', async () => {
    server.use(
      http.post(`${absoluteApiBaseUrl()}/login`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    await fillLogin(user, dialog, 'ann@example.com', PASSWORD);
    expect(await within(dialog).findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('signs in, stores the user and goes to /onboarding 100 ms later', async () => {
    await addUser({ email: 'ann@example.com', password: PASSWORD });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderWithSession(shellRoutes, { fakeTimers: true });
    const dialog = await openLogin(user);
    await fillLogin(user, dialog, 'ann@example.com', PASSWORD);

    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('You are signed in'),
    );
    expect(storedUser()).toMatchObject({ email: 'ann@example.com' });
    expect(currentPath(router)).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(EMAIL_LOGIN_REDIRECT_DELAY_MS));
    expect(currentPath(router)).toBe('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});

describe('signup modal', () => {
  it('has Email, Password, Confirm Password, Create Account, the social sign-ins and an or divider', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password', { exact: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(within(dialog).getByRole('separator', { name: 'or' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /facebook/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /google/i })).toBeInTheDocument();
  });

  it('requires e-mail and password', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
  });

  it('says Passwords do not match and sends nothing', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    await fillSignup(user, dialog, { email: 'ann@example.com', password: PASSWORD, confirm: 'x' });
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(storedUser()).toBeNull();
  });

  it("shows the server's error for an e-mail that already has an account", async () => {
    await addUser({ email: 'ann@example.com', password: PASSWORD });
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    await fillSignup(user, dialog, {
      email: 'ann@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  });

  it('says so when the network fails', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    await fillSignup(user, dialog, {
      email: 'ann+offline-signup@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred during signup. Please try again.',
    );
  });

  it('reads Creating Account... while pending', async () => {
    server.use(
      http.post(`${absoluteApiBaseUrl()}/add-user`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openSignup(user);
    await fillSignup(user, dialog, {
      email: 'ann@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(
      await within(dialog).findByRole('button', { name: 'Creating Account...' }),
    ).toBeDisabled();
  });

  it('creates the account, stores the user and goes to /onboarding 100 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderWithSession(shellRoutes, { fakeTimers: true });
    const dialog = await openSignup(user);
    await fillSignup(user, dialog, {
      email: 'new.owner@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });

    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('You are signed in'),
    );
    expect(storedUser()).toMatchObject({ email: 'new.owner@example.com' });
    expect(currentPath(router)).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(EMAIL_LOGIN_REDIRECT_DELAY_MS));
    expect(currentPath(router)).toBe('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding page' })).toBeInTheDocument();
  });
});

describe('social sign-in without configuration', () => {
  it('disables Facebook and Google with a visible note', async () => {
    const { user } = renderWithSession(shellRoutes);
    const dialog = await openLogin(user);
    const facebook = within(dialog).getByRole('button', { name: 'Continue with Facebook' });
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not available');
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription('Google sign-in is not available');
    expect(document.querySelector('script[src*="facebook"]')).toBeNull();
  });
});
