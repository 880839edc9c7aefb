import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InviteRole } from '@contract/team';
import { addUser } from '@/lib/api';
import { getDb } from '@/mocks/db';
import { issueInvitation } from '@/mocks/handlers/team';
import { sessionActor } from '@/mocks/team';
import { DEFAULT_TEST_PASSWORD } from '@/mocks/test-client';
import { renderApp, signInAs } from '@/testing/render';

beforeAll(async () => {
  await import('@/app/routes/invitation');
});

/** Ann's business invites `email`; answers the link's token. Nobody is signed in after. */
async function invite(email: string, role: InviteRole = 'editor') {
  await addUser({ email: 'ann@example.com', password: DEFAULT_TEST_PASSWORD });
  const business = sessionActor()?.business;
  if (!business) throw new Error('no business');
  const { record, token } = await issueInvitation(business.id, email, role);
  getDb().signIn(null);
  return { record, token };
}

describe('The invitation page', { timeout: 20_000 }, () => {
  it('signs a new person up with the invited address and joins them', async () => {
    const { token } = await invite('eve@example.com');
    const { user, router } = renderApp(`/invitations/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Join ann's business" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('eve@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(
      /at least 8 characters/,
    );
    await user.type(screen.getByLabelText('Choose a password'), DEFAULT_TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionActor()?.role).toBe('editor');
  });

  it('lets a signed-in person join with one button', async () => {
    const { token } = await invite('bob@example.com', 'viewer');
    const bob = await addUser({ email: 'bob@example.com', password: DEFAULT_TEST_PASSWORD });
    signInAs(bob);
    const { user, router } = renderApp(`/invitations/${token}`);
    await user.click(await screen.findByRole('button', { name: "Join ann's business" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionActor()?.role).toBe('viewer');
  });

  it.each([
    ['revoked', /was withdrawn/],
    ['accepted', /already been used/],
  ] as const)('says plainly when the invitation was %s', async (state, message) => {
    const { record, token } = await invite('eve@example.com');
    record.state = state;
    renderApp(`/invitations/${token}`);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('says plainly when the invitation has expired', async () => {
    const { record, token } = await invite('eve@example.com');
    record.expiresAt = '2020-01-01T00:00:00.000Z';
    renderApp(`/invitations/${token}`);
    expect(await screen.findByText(/has expired/)).toHaveAttribute('role', 'status');
  });

  it('says when the link names no invitation', async () => {
    renderApp('/invitations/not-a-token');
    expect(await screen.findByText(/link is not valid/)).toHaveAttribute('role', 'alert');
  });
});
