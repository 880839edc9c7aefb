import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, getAccountSettings, getOnboardingByEmail, saveOnboarding } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { sampleOnboardingData } from '@contract/samples';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/settings');
});

async function signInOwner(email = 'ann@example.com') {
  const user = await addUser({ email, password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(
    user,
    sampleOnboardingData({ business: { name: 'Ann Bakes', city: 'Austin' } }),
  );
  signInAs(user);
  return user;
}

async function renderSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Settings', { timeout: 20_000 }, () => {
  it('asks a visitor to log in instead of showing anyone else’s profile', async () => {
    await renderSettings();
    expect(screen.getByText('Log in to see and change your settings.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('follows the tabs pattern: one tab stop, arrows, Home and End, labelled panels', async () => {
    await signInOwner();
    const { user } = await renderSettings();
    const tablist = await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Team', 'Notifications']);
    expect(tab('Team')).toHaveAttribute('tabindex', '-1');
    tab('Profile').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tab('Notifications')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
  });

  it('prefills the profile from the brand profile and says saved only once the server kept it', async () => {
    await signInOwner();
    const { user } = await renderSettings();
    const businessName = await screen.findByLabelText('Business name');
    expect(businessName).toHaveValue('Ann Bakes');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Location')).toHaveValue('Austin');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');

    await user.type(screen.getByLabelText('Full name'), 'Ann Baker');
    await user.clear(businessName);
    await user.type(businessName, 'Ann Bakes Bread');
    await user.type(screen.getByLabelText('Phone'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();

    const stored = await getAccountSettings({ user_email: 'ann@example.com' });
    expect(stored.profile).toMatchObject({
      name: 'Ann Baker',
      business_name: 'Ann Bakes Bread',
      phone: '+1 555 0100',
    });
    expect((await getOnboardingByEmail('ann@example.com'))?.business.name).toBe('Ann Bakes Bread');
    // The shell's greeting follows the new name.
    expect(await screen.findByText('Hi, Ann', { selector: 'header *' })).toHaveAttribute(
      'title',
      'Ann Baker',
    );
  });

  it('keeps the typed profile and says so when the server fails', async () => {
    await signInOwner('ann+fail-profile@example.com');
    const { user } = await renderSettings();
    await user.type(await screen.findByLabelText('Full name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Simulated profile failure')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Profile saved.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann');
  });

  it('stores the notification switches and says which e-mails exist today', async () => {
    await signInOwner();
    const { user } = await renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    expect(
      screen.getByText(/address check when you sign up and password reset links always arrive/),
    ).toBeVisible();
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    const weekly = screen.getByRole('switch', { name: 'Weekly report' });
    expect(weekly).not.toBeChecked();
    await user.click(weekly);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    const stored = await getAccountSettings({ user_email: 'ann@example.com' });
    expect(stored.notifications.weeklyReport).toBe(true);
  });

  it('deletes the account after the password and says what was deleted', async () => {
    await signInOwner();
    const { user } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );
    expect(getDb().findUserByEmail('ann@example.com')).toBeDefined();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), DEFAULT_TEST_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const done = await screen.findByRole('alertdialog', { name: 'Your account is deleted' });
    expect(within(done).getByText('Your brand profile')).toBeInTheDocument();
    expect(within(done).getByText('0 drafts')).toBeInTheDocument();
    await waitFor(() => expect(getDb().findUserByEmail('ann@example.com')).toBeUndefined());
  });
});
