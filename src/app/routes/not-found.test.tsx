import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { signInAs } from '@/testing/render';
import NotFoundRoute from './not-found';

const routes = [
  { path: '/pricing', element: <h1>Pricing page</h1> },
  { path: '*', element: <NotFoundRoute /> },
];

describe('404 page', () => {
  it('offers home, Go Back and support to a signed-out visitor', async () => {
    const { user, router } = renderWithSession(routes, { entries: ['/pricing', '/nowhere'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/pricing');
  });

  it('offers the dashboard to a signed-in user', () => {
    signInAs({ email: 'ann@example.com' });
    renderWithSession(routes, { entries: ['/nowhere'] });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Go to Home' })).not.toBeInTheDocument();
  });
});
