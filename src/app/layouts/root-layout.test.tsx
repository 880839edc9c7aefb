import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '@/features/auth/auth-context';
import { currentPath, renderWithSession } from '@/testing/render-with-session';
import { shellRoutes } from '@/testing/shell-routes';
import { signInAs } from '@/testing/render';

const SIGNED_IN_FULL = [
  'Dashboard',
  'Compose',
  'Schedule',
  'Library',
  'Analytics',
  'Integrations',
  'Billing',
  'Settings',
  'Support',
];
const SIGNED_IN_MOBILE = ['Dashboard', 'Compose', 'Schedule', 'Library', 'Settings'];
const SIGNED_OUT = ['Home', 'Pricing', 'Support'];

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

const ann = { email: 'ann@example.com', name: 'Ann Baker' };

describe('the shell, signed out', () => {
  it('shows Home, Pricing and Support in both navigations and a Log In button', async () => {
    renderWithSession(shellRoutes);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(SIGNED_OUT);
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toEqual(SIGNED_OUT);
    expect(screen.getByRole('link', { name: 'Smart Suite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('has a footer with the copyright and the three legal links', async () => {
    renderWithSession(shellRoutes);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Smart Suite`);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(legal).getByRole('link', { name: 'Data Deletion' })).toHaveAttribute(
      'href',
      '/data-deletion',
    );
  });

  it('marks the current route with aria-current in both navigations', async () => {
    renderWithSession(shellRoutes, { entries: ['/pricing'] });
    await screen.findByRole('heading', { name: 'Pricing page' });
    for (const name of ['Main', 'Mobile']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    }
  });

  it('treats a corrupted stored session as signed out', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"email": "ann@exa');
    renderWithSession(shellRoutes);
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('sends a signed-out visitor from /dashboard and /onboarding to /', async () => {
    for (const path of ['/dashboard', '/onboarding']) {
      const { router, unmount } = renderWithSession(shellRoutes, { entries: [path] });
      await screen.findByRole('heading', { name: 'Home page' });
      expect(currentPath(router)).toBe('/');
      unmount();
    }
  });
});

describe('the shell, signed in', () => {
  it('shows the full and the mobile navigation, a greeting and Log Out', async () => {
    signInAs(ann);
    renderWithSession(shellRoutes, { entries: ['/dashboard'] });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(SIGNED_IN_FULL);
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toEqual(SIGNED_IN_MOBILE);
    expect(screen.getByText('Hi, Ann')).toHaveAttribute('title', 'Ann Baker');
    expect(screen.getByRole('link', { name: 'Smart Suite' })).toHaveAttribute('href', '/dashboard');
    for (const name of ['Main', 'Mobile']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Compose' })).not.toHaveAttribute(
        'aria-current',
      );
    }
  });

  it('greets a user without a name by the e-mail’s local part, never cut mid-word', async () => {
    signInAs({ email: 'bob+shop@example.com', name: null });
    renderWithSession(shellRoutes);
    expect(await screen.findByText('Hi, bob')).toBeInTheDocument();
  });

  it('reaches the pages the phone tabs leave out through More', async () => {
    signInAs(ann);
    const { user } = renderWithSession(shellRoutes, { entries: ['/dashboard'] });
    await screen.findByRole('heading', { name: 'Dashboard page' });
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const more = within(mobile).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = within(mobile).getByRole('list', { name: 'More pages' });
    expect(linkNames(list)).toEqual(['Analytics', 'Integrations', 'Billing', 'Support']);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(within(mobile).getByRole('link', { name: 'Support' }));
    expect(await screen.findByRole('heading', { name: 'Support page' })).toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: clears the session and leaves for the home page', async () => {
    signInAs(ann);
    const { user, onLoggedOut } = renderWithSession(shellRoutes, { entries: ['/dashboard'] });
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument());
  });
});

describe('the auth modals from the shell', () => {
  it('opens the login modal, moves focus in, makes the page inert and closes on Escape', async () => {
    const { user, container } = renderWithSession(shellRoutes);
    const logIn = await screen.findByRole('button', { name: 'Log In' });
    await user.click(logIn);
    const email = await screen.findByLabelText('Email');
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toContainElement(email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(container).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(logIn).toHaveFocus();
  });

  it('switches between login and signup', async () => {
    const { user } = renderWithSession(shellRoutes);
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    await screen.findByLabelText('Email');
    const login = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(login).toHaveTextContent("Don't have an account?");
    await user.click(within(login).getByRole('button', { name: 'Sign up' }));

    const signup = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(signup).toHaveTextContent('Already have an account?');
    expect(within(signup).getByLabelText('Confirm Password')).toBeInTheDocument();
    await user.click(within(signup).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
