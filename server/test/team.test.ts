import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { TEAM_MESSAGES } from '@contract/team-messages';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { signedInMember, signedInOwner } from './support/members';
import { businessesOf, freshEmail, inviteByMail, teamOf } from './support/team';
import { startTestServer, type TestServer } from './support/test-server';

let inbox: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'http://app.example.test' },
  });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** A person with a business of their own who also joined `inviter`'s business as `role`. */
async function memberWithOwnBusiness(inviter: TestClient, role: 'admin' | 'editor' | 'viewer') {
  const email = freshEmail(role);
  const client = new TestClient(server.url);
  await client.signUp(email);
  const own = (await businessesOf(client)).current_business_id;
  const { token } = await inviteByMail(inviter, inbox, email, role);
  const accepted = await client.post(`/api/invitations/${token}/accept`);
  const joined = expectSuccess(accepted, endpoints.acceptInvitation.response).business;
  const user = (await teamOf(client)).members.find((member) => member.is_you);
  if (!user) throw new Error('The member is not in the team');
  return { client, email, own, joined, userId: user.user_id };
}

describe('the businesses of a person', () => {
  it('lists the business of a new account, with the person as its Owner', async () => {
    const owner = await signedInOwner(server);
    const listed = await businessesOf(owner.client);
    expect(listed).toEqual({
      current_business_id: owner.userId,
      businesses: [{ id: owner.userId, name: 'My business', role: 'owner' }],
    });
  });

  it('starts a new business with a fresh id, the person its Owner, and acts for it', async () => {
    const owner = await signedInOwner(server);
    const created = expectSuccess(
      await owner.client.post('/api/businesses', { name: '  Corner Bakery ' }),
      endpoints.createBusiness.response,
      201,
    );
    expect(created.current_business_id).not.toBe(owner.userId);
    expect(created.businesses).toEqual([
      { id: owner.userId, name: 'My business', role: 'owner' },
      { id: created.current_business_id, name: 'Corner Bakery', role: 'owner' },
    ]);
    const team = await teamOf(owner.client);
    expect(team.members.map((member) => [member.email, member.role, member.is_you])).toEqual([
      [owner.email, 'owner', true],
    ]);
    // A new business has no onboarding yet: the app runs the wizard for it.
    const onboarding = await owner.client.get(`/api/onboarding/${owner.userId}`);
    expect(expectFailure(onboarding, 404)).toBe(API_MESSAGES.onboardingNotFound);
  });

  it('refuses a business without a name', async () => {
    const owner = await signedInOwner(server);
    expect((await owner.client.post('/api/businesses', { name: '   ' })).status).toBe(400);
  });

  it('switches the session between the businesses the person belongs to', async () => {
    const owner = await signedInOwner(server);
    const second = (
      await owner.client
        .post('/api/businesses', { name: 'Second shop' })
        .then((answer) => expectSuccess(answer, endpoints.createBusiness.response, 201))
    ).current_business_id;
    const back = expectSuccess(
      await owner.client.post('/api/businesses/switch', { business_id: owner.userId }),
      endpoints.switchBusiness.response,
    );
    expect(back.current_business_id).toBe(owner.userId);
    // The session itself changed: a new request, and a sign-in afresh, act for it.
    expect((await businessesOf(owner.client)).current_business_id).toBe(owner.userId);
    await owner.client.post('/api/businesses/switch', { business_id: second });
    const again = new TestClient(server.url);
    await again.post('/api/login', { email: owner.email, password: 'Bread-and-butter-42' });
    expect((await businessesOf(again)).current_business_id).toBe(second);
  });

  it('refuses to switch to a business the person is not in, and the session stays put', async () => {
    const owner = await signedInOwner(server);
    const stranger = await signedInOwner(server, 'stranger');
    for (const businessId of [stranger.userId, randomUUID()]) {
      const answer = await owner.client.post('/api/businesses/switch', { business_id: businessId });
      expect(expectFailure(answer, 403)).toBe(TEAM_MESSAGES.notAMember);
    }
    expect((await businessesOf(owner.client)).current_business_id).toBe(owner.userId);
    expect((await teamOf(owner.client)).members.map((member) => member.email)).toEqual([
      owner.email,
    ]);
  });
});

describe('the team of a business', () => {
  it('lists members with their role and who is asking; invitations only for Owners and Admins', async () => {
    const owner = await signedInOwner(server);
    const admin = await signedInMember(server, owner.userId, 'admin');
    const editor = await signedInMember(server, owner.userId, 'editor');
    const pending = freshEmail('pending');
    await inviteByMail(owner.client, inbox, pending, 'viewer');

    const ownersView = await teamOf(owner.client);
    expect(ownersView.your_role).toBe('owner');
    expect(ownersView.members.map((member) => [member.email, member.role, member.is_you])).toEqual([
      [owner.email, 'owner', true],
      [admin.email, 'admin', false],
      [editor.email, 'editor', false],
    ]);
    expect(ownersView.invitations.map((invitation) => [invitation.email, invitation.role])).toEqual(
      [[pending, 'viewer']],
    );
    expect((await teamOf(admin.client)).invitations).toHaveLength(1);

    const editorsView = await teamOf(editor.client);
    expect(editorsView.your_role).toBe('editor');
    expect(editorsView.members.find((member) => member.is_you)?.email).toBe(editor.email);
    expect(editorsView.invitations).toEqual([]);
  });
});

describe('changing roles', () => {
  it('lets an Owner or Admin change a member, never the Owner, and nobody is made Owner', async () => {
    const owner = await signedInOwner(server);
    const admin = await signedInMember(server, owner.userId, 'admin');
    const editor = await signedInMember(server, owner.userId, 'editor');

    const changed = expectSuccess(
      await admin.client.put(`/api/team/members/${editor.userId}`, { role: 'viewer' }),
      endpoints.changeMemberRole.response,
    );
    expect(changed.members.find((member) => member.user_id === editor.userId)?.role).toBe('viewer');
    // The member's own session carries the new role at once.
    expect((await teamOf(editor.client)).your_role).toBe('viewer');
    expect(
      expectFailure(
        await editor.client.post('/api/team/invitations', {
          email: freshEmail(),
          role: 'viewer',
        }),
        403,
      ),
    ).toBe(API_MESSAGES.roleNotAllowed);

    const onOwner = await admin.client.put(`/api/team/members/${owner.userId}`, { role: 'viewer' });
    expect(expectFailure(onOwner, 403)).toBe(TEAM_MESSAGES.ownerRoleFixed);
    const ownSelf = await owner.client.put(`/api/team/members/${owner.userId}`, { role: 'admin' });
    expect(expectFailure(ownSelf, 403)).toBe(TEAM_MESSAGES.ownerRoleFixed);
    const toOwner = await owner.client.put(`/api/team/members/${editor.userId}`, { role: 'owner' });
    expect(toOwner.status).toBe(400);
    const stranger = await owner.client.put(`/api/team/members/${randomUUID()}`, { role: 'admin' });
    expect(expectFailure(stranger, 404)).toBe(TEAM_MESSAGES.memberNotFound);
    expect((await teamOf(owner.client)).members.map((member) => member.role)).toEqual([
      'owner',
      'admin',
      'viewer',
    ]);
  });

  it('refuses an Editor changing roles', async () => {
    const owner = await signedInOwner(server);
    const editor = await signedInMember(server, owner.userId, 'editor');
    const viewer = await signedInMember(server, owner.userId, 'viewer');
    const answer = await editor.client.put(`/api/team/members/${viewer.userId}`, { role: 'admin' });
    expect(expectFailure(answer, 403)).toBe(API_MESSAGES.roleNotAllowed);
  });
});

describe('removing members', () => {
  it('never removes the Owner, nor the person asking, who leaves instead', async () => {
    const owner = await signedInOwner(server);
    const admin = await signedInMember(server, owner.userId, 'admin');
    expect(expectFailure(await admin.client.delete(`/api/team/members/${owner.userId}`), 403)).toBe(
      TEAM_MESSAGES.ownerNotRemovable,
    );
    expect(expectFailure(await admin.client.delete(`/api/team/members/${admin.userId}`), 400)).toBe(
      TEAM_MESSAGES.removeYourself,
    );
    expect((await teamOf(owner.client)).members).toHaveLength(2);
  });

  it('cuts a removed member off: their next request no longer reaches the business', async () => {
    const owner = await signedInOwner(server);
    const editor = await signedInMember(server, owner.userId, 'editor');
    expect((await teamOf(editor.client)).your_role).toBe('editor');
    expectSuccess(
      await owner.client.delete(`/api/team/members/${editor.userId}`),
      endpoints.removeMember.response,
    );
    // They belonged to no other business: nothing of any business answers them.
    expect(expectFailure(await editor.client.get('/api/team'), 403)).toBe(API_MESSAGES.noBusiness);
    expect((await teamOf(owner.client)).members.map((member) => member.email)).toEqual([
      owner.email,
    ]);
  });

  it("sends a removed member's session back to their own business", async () => {
    const owner = await signedInOwner(server);
    const member = await memberWithOwnBusiness(owner.client, 'admin');
    expect((await businessesOf(member.client)).current_business_id).toBe(owner.userId);
    await owner.client.delete(`/api/team/members/${member.userId}`);
    const after = await businessesOf(member.client);
    expect(after).toEqual({
      current_business_id: member.own,
      businesses: [{ id: member.own, name: 'My business', role: 'owner' }],
    });
    expect((await teamOf(member.client)).members.map((row) => row.email)).toEqual([member.email]);
  });
});

describe('leaving a business', () => {
  it('lets a member leave; their session acts for another business of theirs', async () => {
    const owner = await signedInOwner(server);
    const member = await memberWithOwnBusiness(owner.client, 'viewer');
    const left = expectSuccess(
      await member.client.post('/api/team/leave'),
      endpoints.leaveBusiness.response,
    );
    expect(left).toEqual({
      current_business_id: member.own,
      businesses: [{ id: member.own, name: 'My business', role: 'owner' }],
    });
    expect((await teamOf(owner.client)).members.map((row) => row.email)).toEqual([owner.email]);
    const back = await member.client.post('/api/businesses/switch', { business_id: owner.userId });
    expect(expectFailure(back, 403)).toBe(TEAM_MESSAGES.notAMember);
  });

  it('refuses the Owner leaving, and anyone leaving their only business', async () => {
    const owner = await signedInOwner(server);
    expect(expectFailure(await owner.client.post('/api/team/leave'), 409)).toBe(
      TEAM_MESSAGES.ownerCannotLeave,
    );
    const editor = await signedInMember(server, owner.userId, 'editor');
    expect(expectFailure(await editor.client.post('/api/team/leave'), 409)).toBe(
      TEAM_MESSAGES.lastBusiness,
    );
    expect((await teamOf(editor.client)).your_role).toBe('editor');
  });
});
