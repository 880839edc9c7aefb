import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { USER_STORAGE_KEY } from '../auth-context';
import { PLACEHOLDER_CALLBACK_USER } from '../placeholder-callback-user';
import { currentPath, renderWithSession } from '../testing/render-with-session';
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

  it('signs in the placeholder user and goes to /dashboard', async () => {
    const { router } = renderWithSession(routes, {
      entries: ['/auth/callback?code=abc&provider=google'],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(
      PLACEHOLDER_CALLBACK_USER,
    );
  });
});
