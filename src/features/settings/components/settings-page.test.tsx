import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

async function renderSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Settings', { timeout: 20_000 }, () => {
  it('follows the tabs pattern: one tab stop, arrows, Home and End, labelled panels', async () => {
    const { user } = await renderSettings();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Team', 'Notifications']);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Team')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();

    tab('Profile').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Team')).toHaveFocus();
    expect(tab('Team')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Profile' })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Notifications')).toHaveFocus();
    expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Notifications')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('tabindex', '0');
  });

  it('shows the sample profile with the e-mail disabled, and saving only logs', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSettings();
    expect(screen.getByLabelText('Full name')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Business name')).toHaveValue('Golden Crust Bakery');
    expect(screen.getByLabelText('Industry')).toHaveDisplayValue('Bakery');
    expect(screen.getByLabelText('Location')).toHaveValue('Portland, OR');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');

    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(info).toHaveBeenCalledWith(
      'Save profile (sample only)',
      expect.objectContaining({ name: 'Ann' }),
    );
    expect(screen.getByText('Profile saved.')).toBeInTheDocument();
  });

  it("prefills the profile from the signed-in user's account", async () => {
    signInAs({
      email: 'ann@example.com',
      name: 'Ann Baker',
      business_name: 'Ann Bakes',
      location: 'Austin',
    });
    await renderSettings();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann Baker');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Business name')).toHaveValue('Ann Bakes');
    expect(screen.getByLabelText('Location')).toHaveValue('Austin');
  });

  it('lists the team with Remove for everyone but the Owner', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSettings();
    await user.click(tab('Team'));
    const team = screen.getByRole('region', { name: 'Team members' });
    const members = within(team).getAllByRole('listitem');
    expect(
      members.map(
        (member) => within(member).getByText(/^(Owner|Admin|Editor|Viewer)$/).textContent,
      ),
    ).toEqual(['Owner', 'Admin', 'Editor', 'Viewer']);
    expect(within(members[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(team).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Rivera' }));
    expect(within(team).queryByText('Sam Rivera')).not.toBeInTheDocument();
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
  });

  it('invites by required e-mail with a role of Admin, Editor or Viewer', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSettings();
    await user.click(tab('Team'));
    const role = screen.getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editor', 'Viewer']);

    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(screen.getByText('Enter an e-mail address to invite.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address to invite.',
    );

    await user.type(screen.getByLabelText('E-mail address'), 'jordan@goldencrust.example');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(screen.getByText(/already on your team/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'casey@example.com');
    await user.selectOptions(role, 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    const team = screen.getByRole('region', { name: 'Team members' });
    const added = within(team).getByText('casey@example.com').closest('li') as HTMLElement;
    expect(within(added).getByText('Viewer')).toBeInTheDocument();
    expect(within(added).getByRole('button', { name: 'Remove casey' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(info).toHaveBeenCalledWith('Invite team member (sample only)', {
      email: 'casey@example.com',
      role: 'Viewer',
    });
  });

  it('keeps team changes when switching tabs', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSettings();
    await user.click(tab('Team'));
    await user.click(screen.getByRole('button', { name: 'Remove Jordan Lee' }));
    await user.click(tab('Profile'));
    await user.click(tab('Team'));
    expect(screen.queryByText('Jordan Lee')).not.toBeInTheDocument();
  });

  it('has the nine notification switches of the spec', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await renderSettings();
    await user.click(tab('Notifications'));
    const switches = screen.getAllByRole('switch');
    const names = [
      'E-mail notifications',
      'Post published',
      'Post scheduled',
      'Weekly report',
      'Monthly report',
      'New team member',
      'Billing alerts',
      'Product updates',
      'Marketing e-mails',
    ];
    expect(switches).toHaveLength(names.length);
    names.forEach((name, index) => expect(switches[index]).toHaveAccessibleName(name));
    const marketing = screen.getByRole('switch', { name: 'Marketing e-mails' });
    expect(marketing).not.toBeChecked();
    await user.click(marketing);
    expect(marketing).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(info).toHaveBeenCalledWith('Save notification preferences (sample only)', {
      emailNotifications: true,
      postPublished: true,
      postScheduled: true,
      weeklyReport: true,
      monthlyReport: false,
      newTeamMember: true,
      billingAlerts: true,
      productUpdates: false,
      marketingEmails: true,
    });
  });
});
