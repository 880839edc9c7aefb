import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteApiBaseUrl } from '@/config/env';
import { USER_STORAGE_KEY } from '@/features/auth/auth-context';
import { addUser } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

const EMAIL = 'rosa@example.com';

/** The server once the account is gone: every signed-in call is refused. */
function refuseEverySignedInCall() {
  server.use(
    http.all(`${absoluteApiBaseUrl()}/*`, () =>
      HttpResponse.json({ success: false, error: 'Please log in again.' }, { status: 401 }),
    ),
  );
}

/** What a reload does: the app starts afresh from what the browser stored. */
function reload(url: string) {
  cleanup();
  queryClient.clear();
  return renderApp(url);
}

const header = () => screen.getAllByRole('banner')[0] ?? document.body;

async function expectSignedOutHeader() {
  expect(await within(header()).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(within(header()).queryByText(/^Hi, /)).not.toBeInTheDocument();
  expect(within(header()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
}

beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/settings'),
    import('@/app/routes/landing'),
    import('@/features/auth/components/auth-modals'),
  ]);
});

describe('the stored user once the server refuses it', { timeout: 20_000 }, () => {
  it('is forgotten as soon as the account is deleted, so a reload is signed out', async () => {
    const owner = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    signInAs(owner);
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), DEFAULT_TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('alertdialog', { name: 'Your account is deleted' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();

    // Reloaded before pressing "Close and sign out".
    refuseEverySignedInCall();
    reload('/settings');
    expect(await screen.findByText('Log in to see and change your settings.')).toBeInTheDocument();
    await expectSignedOutHeader();
  });

  it('is forgotten, in the header too, when the first signed-in call after a start is refused', async () => {
    signInAs({
      email: EMAIL,
      name: 'Rosa Diaz',
      google_id: null,
      facebook_id: null,
      business_name: null,
      industry: null,
      location: null,
      employees: null,
    });
    refuseEverySignedInCall();
    renderApp('/settings');

    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull());
    await expectSignedOutHeader();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
