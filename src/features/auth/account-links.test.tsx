import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@contract/auth';
import { addUser, forgotPassword, login } from '@/lib/api';
import { getDb, type LinkPurpose } from '@/mocks/db';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';
import { USER_STORAGE_KEY } from './auth-context';
import { AUTH_COPY } from './copy';

const EMAIL = 'ann@example.com';
const NEW_PASSWORD = 'Sourdough-rises-at-dawn-7';
const INVALID_LINK = 'This link is invalid, already used or expired. Please ask for a new one.';

// Lazy chunks load up front, so waits measure the app and not the first transform.
beforeAll(async () => {
  await Promise.all([
    import('./components/auth-modals'),
    import('./components/verify-email-banner'),
    import('@/app/layouts/data-layout'),
    import('@/app/routes/reset-password'),
    import('@/app/routes/verify-email'),
    import('@/app/routes/pricing'),
    import('@/app/routes/landing'),
  ]);
});

const linkTokens = (purpose: LinkPurpose) =>
  getDb()
    .snapshot()
    .links.filter((link) => link.purpose === purpose)
    .map((link) => link.token);

/** The page's own outcome, not the shell's live regions (toasts). */
const page = async () => within(await screen.findByRole('main'));

const storedUser = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as unknown;

async function openForgotPassword(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log In' }));
  await user.click(await screen.findByRole('button', { name: AUTH_COPY.forgotPasswordLink }));
  return screen.findByRole('dialog', { name: AUTH_COPY.forgotTitle });
}

describe('Forgot password? in the login modal', () => {
  it('asks for the e-mail, sends a link and says so, then goes back to log in', async () => {
    await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    const { user } = renderApp('/');
    const dialog = await openForgotPassword(user);
    const email = within(dialog).getByLabelText(AUTH_COPY.emailLabel);
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, EMAIL);
    await user.click(within(dialog).getByRole('button', { name: AUTH_COPY.forgotButton }));

    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(AUTH_COPY.forgotSent(EMAIL)),
    );
    expect(linkTokens('reset-password')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: AUTH_COPY.backToLogin }));
    const login = await screen.findByRole('dialog', { name: AUTH_COPY.loginTitle });
    const forgot = within(login).getByRole('button', { name: AUTH_COPY.forgotPasswordLink });
    await waitFor(() => expect(forgot).toHaveFocus());
  });

  it('says the same for an address with no account, and sends nothing', async () => {
    const { user } = renderApp('/');
    const dialog = await openForgotPassword(user);
    await user.type(within(dialog).getByLabelText(AUTH_COPY.emailLabel), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: AUTH_COPY.forgotButton }));
    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        AUTH_COPY.forgotSent('nobody@example.com'),
      ),
    );
    expect(linkTokens('reset-password')).toEqual([]);
  });

  it('checks the address before sending, and shows a failure', async () => {
    const { user } = renderApp('/');
    const dialog = await openForgotPassword(user);
    await user.click(within(dialog).getByRole('button', { name: AUTH_COPY.forgotButton }));
    expect(await within(dialog).findByText(AUTH_COPY.emailRequired)).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText(AUTH_COPY.emailLabel),
      'ann+offline-forgot-password@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: AUTH_COPY.forgotButton }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AUTH_COPY.forgotNetworkError,
    );
  });
});

describe('/reset-password', () => {
  async function resetLink() {
    await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    await forgotPassword(EMAIL);
    const [token] = linkTokens('reset-password');
    if (!token) throw new Error('No reset link was issued');
    return token;
  }

  async function setPassword(user: UserEvent, password: string, confirm = password) {
    await user.type(await screen.findByLabelText(AUTH_COPY.newPasswordLabel), password);
    await user.type(screen.getByLabelText(AUTH_COPY.confirmNewPasswordLabel), confirm);
    await user.click(screen.getByRole('button', { name: AUTH_COPY.resetButton }));
  }

  it('shows the rule, sets the new password once, and offers to log in', async () => {
    const token = await resetLink();
    const { user } = renderApp(`/reset-password#token=${token}`);
    expect(await screen.findByRole('heading', { name: AUTH_COPY.resetTitle })).toBeInTheDocument();
    expect(await screen.findByLabelText(AUTH_COPY.newPasswordLabel)).toHaveAccessibleDescription(
      PASSWORD_RULES.hint,
    );
    await setPassword(user, NEW_PASSWORD);
    expect(await (await page()).findByRole('status')).toHaveTextContent(AUTH_COPY.resetDone);
    await expect(login({ email: EMAIL, password: NEW_PASSWORD })).resolves.toMatchObject({
      email: EMAIL,
    });

    await user.click(screen.getByRole('button', { name: AUTH_COPY.logInButton }));
    expect(await screen.findByRole('dialog', { name: AUTH_COPY.loginTitle })).toBeInTheDocument();
  });

  it('refuses a common password with the reason, and mismatched ones before sending', async () => {
    const token = await resetLink();
    const { user } = renderApp(`/reset-password#token=${token}`);
    await setPassword(user, NEW_PASSWORD, 'something-else-entirely');
    expect(await screen.findByText(AUTH_COPY.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(AUTH_COPY.newPasswordLabel));
    await user.clear(screen.getByLabelText(AUTH_COPY.confirmNewPasswordLabel));
    await setPassword(user, 'password1');
    expect(await (await page()).findByRole('alert')).toHaveTextContent(PASSWORD_RULES.tooCommon);
  });

  it('says when the link is used up or made up', async () => {
    const { user } = renderApp('/reset-password#token=not-a-real-token');
    await setPassword(user, NEW_PASSWORD);
    expect(await (await page()).findByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('explains what to do without a token', async () => {
    renderApp('/reset-password');
    expect(await (await page()).findByRole('alert')).toHaveTextContent(AUTH_COPY.linkMissing);
  });
});

describe('e-mail verification', () => {
  it('the banner asks an unverified user to verify and resends the link', async () => {
    const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    expect(user.email_verified).toBe(false);
    signInAs(user);
    const { user: actor } = renderApp('/pricing');
    const banner = await screen.findByRole('region', { name: AUTH_COPY.verifyTitle });
    expect(banner).toHaveTextContent(AUTH_COPY.verifyBanner(EMAIL));
    const first = linkTokens('verify-email');
    await actor.click(within(banner).getByRole('button', { name: AUTH_COPY.resendButton }));
    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() =>
      expect(within(banner).getByRole('status')).toHaveTextContent(AUTH_COPY.resendSent),
    );
    const second = linkTokens('verify-email');
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });

  it('the page verifies the address once, and the banner goes away', async () => {
    const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    signInAs(user);
    const [token] = linkTokens('verify-email');
    renderApp(`/verify-email#token=${token ?? ''}`);
    expect(await (await page()).findByRole('status')).toHaveTextContent(
      AUTH_COPY.verifyDone(EMAIL),
    );
    await waitFor(() => expect(storedUser()).toMatchObject({ email_verified: true }));
    expect(screen.queryByRole('region', { name: AUTH_COPY.verifyTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_COPY.goToDashboard })).toBeInTheDocument();
  });

  it('says when the link is used up', async () => {
    await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    renderApp('/verify-email#token=already-used');
    expect(await (await page()).findByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('shows no banner to a verified user', async () => {
    const user = await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD });
    signInAs({ ...user, email_verified: true });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: AUTH_COPY.verifyTitle })).not.toBeInTheDocument();
  });
});

describe('sign-up', () => {
  it('shows the password rule before anything is typed', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: AUTH_COPY.toSignupButton }));
    const signup = await screen.findByRole('dialog', { name: AUTH_COPY.signupTitle });
    expect(
      within(signup).getByLabelText(AUTH_COPY.passwordLabel, { exact: true }),
    ).toHaveAccessibleDescription(PASSWORD_RULES.hint);
  });
});
