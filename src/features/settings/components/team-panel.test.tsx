import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contract/team';
import { http, HttpResponse } from 'msw';
import { absoluteApiBaseUrl } from '@/config/env';
import { addUser, saveOnboarding } from '@/lib/api';
import { server } from '@/mocks/node';
import { sampleOnboardingData } from '@contract/samples';
import { getDb } from '@/mocks/db';
import { mailedInvitationToken } from '@/mocks/handlers/team';
import { createBusinessFor, setSessionRole } from '@/mocks/team';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/settings');
});

/** Ann, signed in, with her business's simulated Editor and Viewer; `role` is hers. */
async function signIn(role: Role = 'owner') {
  const user = await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD });
  await saveOnboarding(user, sampleOnboardingData({ business: { name: 'Ann Bakes' } }));
  if (role !== 'owner') setSessionRole(role);
  signInAs(user);
}

async function openTeam() {
  const view = renderApp('/settings');
  await view.user.click(await screen.findByRole('tab', { name: 'Team' }));
  await screen.findByRole('heading', { name: 'Team members' });
  return view;
}

const memberRow = (name: RegExp) => screen.getByText(name).closest('li') as HTMLElement;

describe('Settings › Team', { timeout: 20_000 }, () => {
  it('shows the Owner the members with Remove for others only, and a role per member', async () => {
    await signIn();
    await openTeam();
    const owner = memberRow(/\(you\)$/);
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const priya = memberRow(/Priya Shah/);
    expect(within(priya).getByRole('combobox', { name: /Role of Priya/ })).toHaveValue('editor');
    expect(within(priya).getByRole('button', { name: /Remove Priya/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave this business' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent activity' })).toBeInTheDocument();
  });

  it('asks for an e-mail before inviting, then lists the invitation until it is revoked', async () => {
    await signIn();
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAccessibleDescription('Enter the e-mail address to invite.');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);

    await user.clear(email);
    await user.type(email, 'cat@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invitation sent to cat@example.com.')).toBeInTheDocument();
    expect(mailedInvitationToken('cat@example.com')).toBeTruthy();
    const revoke = await screen.findByRole('button', {
      name: 'Revoke the invitation to cat@example.com',
    });
    await user.click(revoke);
    await waitFor(() => expect(revoke).not.toBeInTheDocument());
    expect(await screen.findByText(/withdrew an invitation/)).toBeInTheDocument();
  });

  it('removes a member after asking, and changes a role', async () => {
    await signIn();
    const { user } = await openTeam();
    await user.selectOptions(screen.getByRole('combobox', { name: /Role of Sam/ }), 'Editor');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Role of Sam/ })).toHaveValue('editor'),
    );
    await user.click(screen.getByRole('button', { name: /Remove Priya/ }));
    const dialog = screen.getByRole('alertdialog', { name: /Remove Priya/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Remove Priya/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: /Role of Priya/ })).not.toBeInTheDocument();
  });

  it('shows an Editor the list only, and lets them leave after confirming', async () => {
    await signIn('editor');
    // Ann also owns a shop of her own: one's only business cannot be left.
    const ann = getDb().findUserByEmail('ann@example.com');
    if (!ann) throw new Error('Ann was not signed up');
    const bakery = getDb().teamState().current[ann.id];
    createBusinessFor(ann, 'Ann’s own shop', 'ann-shop@mock.invalid', { simulated: false });
    if (bakery) getDb().teamState().current[ann.id] = bakery;
    const { user, router } = await openTeam();
    expect(screen.getByText(/You are an Editor here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approval links' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave this business' }));
    const dialog = screen.getByRole('alertdialog', { name: /Leave/ });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      getDb()
        .teamState()
        .memberships.filter((m) => m.userId === ann?.id)
        .map((m) => m.role),
    ).not.toContain('editor');
  });

  it('shows a Viewer the list read-only', async () => {
    await signIn('viewer');
    await openTeam();
    expect(screen.getByText(/You are a Viewer here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('makes an approval link shown once with Copy, and revokes it', async () => {
    await signIn();
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    expect(screen.getByLabelText('Who is it for?')).toHaveAccessibleDescription(
      'Say who the link is for',
    );
    await user.type(screen.getByLabelText('Who is it for?'), 'Sam at the shop');
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    const url = await screen.findByLabelText('Link for Sam at the shop');
    expect((url as HTMLInputElement).value).toMatch(/\/approve\/\w+$/);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the link for Sam at the shop' }));
    await waitFor(() =>
      expect(screen.queryByLabelText('Link for Sam at the shop')).not.toBeInTheDocument(),
    );
  });

  it('says why the team could not be read, and reads it again on Retry', async () => {
    await signIn();
    server.use(
      http.get(
        `${absoluteApiBaseUrl()}/team`,
        () => HttpResponse.json({ success: false, error: 'The team is resting' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('tab', { name: 'Team' }));
    expect(
      await screen.findByText('Could not load your team. The team is resting'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Team members' })).toBeInTheDocument();
  });
});
