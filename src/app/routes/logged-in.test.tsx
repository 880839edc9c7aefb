import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { paths } from '@/config/paths';
import LoggedInRoute from './logged-in';

describe('/logged-in', () => {
  it('redirects to /dashboard', async () => {
    const { router } = renderWithSession(
      [
        { path: paths.loggedIn, element: <LoggedInRoute /> },
        { path: paths.dashboard, element: <h1>Dashboard page</h1> },
      ],
      { entries: ['/logged-in'] },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });
});
