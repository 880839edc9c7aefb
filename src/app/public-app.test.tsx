import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '@/lib/api';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { PublicApp } from './public-app';
import { loadPublicScreen } from './public-pages';
import { publicRouteAt } from './public-routes';

/** Opens a public page the way main.tsx does: its code loaded, then the app rendered. */
async function openPublicPage(path: string) {
  window.history.replaceState(null, '', path);
  const route = publicRouteAt(path);
  if (!route) throw new Error(`${path} is not a public page`);
  await loadPublicScreen(route);
  const user = userEvent.setup();
  return { ...render(<PublicApp />), user };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** A page opened by a link waits for its code, which the test runner compiles on first use. */
const CODE_LOADED = { timeout: 10_000 };

// The modals' code loads lazily inside React: load it up front, as the auth tests do.
beforeAll(async () => {
  await import('@/features/auth/components/auth-modals');
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the public pages without the app router', () => {
  it('opens another public page from a link in the page, with its title and current tab', async () => {
    const { user } = await openPublicPage('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Automate a month of social posts in one session',
      }),
    ).toBeInTheDocument();
    const pageBefore = window.history.length;

    await user.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }, CODE_LOADED),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pricing');
    expect(window.history.length).toBe(pageBefore + 1);
    expect(within(mainNav()).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(document.title).toBe('Pricing | Smart Suite'));

    await user.click(screen.getByRole('link', { name: 'Talk to our team' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support' }, CODE_LOADED),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/support');
  });

  it('follows Back to the page before', async () => {
    const { user } = await openPublicPage('/support');
    await user.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' }, CODE_LOADED);

    act(() => window.history.back());

    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/support');
  });

  // The first test to load the whole app compiles it: more than the default five seconds.
  it(
    'hands the page to the full app on the way in: logging in lands on brand setup',
    { timeout: 30_000 },
    async () => {
      await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD });
      const { user } = await openPublicPage('/pricing');

      await user.click(screen.getByRole('button', { name: 'Log In' }));
      // The dialog shows a spinner until its code is here, then the form in its place.
      await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
      const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
      await user.type(within(dialog).getByLabelText('Password'), DEFAULT_TEST_PASSWORD);
      await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Set up your brand' }, CODE_LOADED),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/onboarding');
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
