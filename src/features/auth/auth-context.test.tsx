import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import { AuthProvider, readStoredUser, useAuth, USER_STORAGE_KEY } from './auth-context';

const ann: User = {
  email: 'ann@example.com',
  name: 'Ann Baker',
  google_id: null,
  facebook_id: null,
  business_name: 'Golden Crust',
  industry: 'Bakery',
  location: 'Portland',
  employees: '2-5',
};

function Probe({ signInWith }: { signInWith?: User }) {
  const { user, isAuthenticated, signIn, logout } = useAuth();
  return (
    <div>
      <p>authenticated: {String(isAuthenticated)}</p>
      <p>user: {user ? JSON.stringify(user) : 'none'}</p>
      {signInWith ? (
        <button type="button" onClick={() => signIn(signInWith)}>
          Sign in
        </button>
      ) : null}
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
}

function renderProbe(signInWith?: User) {
  const onLoggedOut = vi.fn();
  render(
    <AuthProvider onLoggedOut={onLoggedOut}>
      <Probe signInWith={signInWith} />
    </AuthProvider>,
  );
  return { onLoggedOut, user: userEvent.setup() };
}

describe('AuthProvider', () => {
  it('starts signed out when nothing is stored', () => {
    renderProbe();
    expect(screen.getByText('authenticated: false')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
  });

  it('restores the whole stored user at start-up, unknown fields included', () => {
    const stored = { ...ann, id: 'user_7', plan: 'pro' };
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
    renderProbe();
    expect(screen.getByText('authenticated: true')).toBeInTheDocument();
    expect(screen.getByText(`user: ${JSON.stringify(stored)}`)).toBeInTheDocument();
  });

  it.each([
    ['text that is not JSON', '{"email": "ann@example.com"'],
    ['JSON that is not a user', '"ann@example.com"'],
    ['a user with fields of the wrong type', '{"email": 42}'],
  ])('discards a corrupted stored user: %s', (_label, stored) => {
    localStorage.setItem(USER_STORAGE_KEY, stored);
    renderProbe();
    expect(screen.getByText('authenticated: false')).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('keeps a signed-in user in memory and in localStorage', async () => {
    const { user } = renderProbe(ann);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('authenticated: true')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(ann);
  });

  it('logout clears memory and storage, then leaves for the home page', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(ann));
    const { user, onLoggedOut } = renderProbe();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('authenticated: false')).toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('follows a login or logout made in another tab', () => {
    renderProbe();
    act(() => {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(ann));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    });
    expect(screen.getByText('authenticated: true')).toBeInTheDocument();
  });

  it('readStoredUser reads nothing when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });
});
