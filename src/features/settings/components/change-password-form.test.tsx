import { screen, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@contract/auth';
import { addUser, login } from '@/lib/api';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';
import { CHANGE_PASSWORD_COPY as COPY } from './change-password-form';

const EMAIL = 'ann@example.com';
const NEW_PASSWORD = 'Sourdough-rises-at-dawn-7';

beforeAll(async () => {
  await import('@/app/routes/settings');
});

async function section() {
  return screen.findByRole('region', { name: COPY.title });
}

async function fill(user: UserEvent, current: string, next: string, confirm = next) {
  const form = await section();
  await user.type(within(form).getByLabelText(COPY.current), current);
  await user.type(within(form).getByLabelText(COPY.next), next);
  await user.type(within(form).getByLabelText(COPY.confirm), confirm);
  await user.click(within(form).getByRole('button', { name: COPY.button }));
  return form;
}

describe('Change password in Settings', () => {
  it('changes the password with the current one, and says other sessions ended', async () => {
    signInAs(await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD }));
    const { user } = renderApp('/settings');
    const form = await fill(user, DEFAULT_TEST_PASSWORD, NEW_PASSWORD);
    // The live region is there from the start: wait for its words, not for it.
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(COPY.done));
    expect(within(form).getByLabelText(COPY.current)).toHaveValue('');
    await expect(login({ email: EMAIL, password: NEW_PASSWORD })).resolves.toMatchObject({
      email: EMAIL,
    });
  });

  it("shows the server's reason: a wrong current password, a common new one", async () => {
    signInAs(await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD }));
    const { user } = renderApp('/settings');
    const form = await fill(user, 'not-my-password', NEW_PASSWORD);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    await user.clear(within(form).getByLabelText(COPY.current));
    await user.clear(within(form).getByLabelText(COPY.next));
    await user.clear(within(form).getByLabelText(COPY.confirm));
    await fill(user, DEFAULT_TEST_PASSWORD, 'password1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(PASSWORD_RULES.tooCommon);
  });

  it('shows the rule up front and checks length and match before sending', async () => {
    signInAs(await addUser({ email: EMAIL, password: DEFAULT_TEST_PASSWORD }));
    const { user } = renderApp('/settings');
    const form = await section();
    expect(within(form).getByLabelText(COPY.next)).toHaveAccessibleDescription(PASSWORD_RULES.hint);
    await fill(user, DEFAULT_TEST_PASSWORD, 'short', 'shorter');
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeVisible();
    expect(within(form).getByText(COPY.mismatch)).toBeVisible();
  });

  it('is not shown when signed out', async () => {
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('region', { name: COPY.title })).not.toBeInTheDocument();
  });
});
