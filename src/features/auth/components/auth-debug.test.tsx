import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { signInAs } from '@/testing/render';
import { USER_STORAGE_KEY } from '../auth-context';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { AuthDebug } from './auth-debug';

const routes = [
  { path: paths.authDebug, element: <AuthDebug /> },
  { path: paths.dashboard, element: <h1>Dashboard page</h1> },
  { path: paths.home, element: <h1>Home page</h1> },
];

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('/auth-debug', () => {
  it('shows a signed-out session', () => {
    renderWithSession(routes, { entries: ['/auth-debug'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Auth Debug' })).toBeInTheDocument();
    expect(valueOf('Loading')).toBe('false');
    expect(valueOf('isAuthenticated')).toBe('false');
    expect(screen.getByText('No user signed in')).toBeInTheDocument();
    expect(screen.getByText('Nothing stored')).toBeInTheDocument();
  });

  it('shows the user data and the stored user, and Refresh re-reads storage', async () => {
    signInAs({ email: 'ann@example.com', name: 'Ann' });
    const { user } = renderWithSession(routes, { entries: ['/auth-debug'] });
    expect(valueOf('isAuthenticated')).toBe('true');
    expect(screen.getByRole('region', { name: 'User data' })).toHaveTextContent(
      '"email": "ann@example.com"',
    );
    const stored = screen.getByRole('region', { name: /Stored user/ });
    expect(stored).toHaveTextContent('{"email":"ann@example.com","name":"Ann"}');

    localStorage.setItem(USER_STORAGE_KEY, '{"email":"changed@example.com"}');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(stored).toHaveTextContent('{"email":"changed@example.com"}');
  });

  it('has buttons to the dashboard and home', async () => {
    signInAs({ email: 'ann@example.com' });
    const { user, router } = renderWithSession(routes, { entries: ['/auth-debug'] });
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');

    await router.navigate('/auth-debug');
    await user.click(await screen.findByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
