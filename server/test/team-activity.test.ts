import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { expectSuccess, TestClient } from './support/client';
import { signedInOwner } from './support/members';
import { businessesOf, freshEmail, inviteByMail, teamOf } from './support/team';
import { startTestServer, type TestServer } from './support/test-server';

let inbox: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const userIdOf = async (owner: TestClient, email: string) => {
  const member = (await teamOf(owner)).members.find((row) => row.email === email);
  if (!member) throw new Error(`${email} is not in the team`);
  return member.user_id;
};

describe("a business's team events in its activity log", () => {
  it('records invitations, joining, role changes, removal and leaving, newest first', async () => {
    const owner = await signedInOwner(server);

    // Eve signs up through her invitation; Cat's is withdrawn; Ada, who has a business of
    // her own, accepts hers signed in.
    const eveEmail = freshEmail('eve');
    const eveInvite = await inviteByMail(owner.client, inbox, eveEmail, 'editor');
    const eve = new TestClient(server.url);
    expectSuccess(
      await eve.post('/api/add-user', {
        email: eveEmail,
        password: 'Bread-and-butter-42',
        invitation_token: eveInvite.token,
      }),
      endpoints.addUser.response,
      201,
    );
    const cat = await inviteByMail(owner.client, inbox, freshEmail('cat'), 'viewer');
    expectSuccess(
      await owner.client.delete(`/api/team/invitations/${cat.invitation.id}`),
      endpoints.revokeInvitation.response,
    );
    const adaEmail = freshEmail('ada');
    const ada = new TestClient(server.url);
    await ada.signUp(adaEmail);
    const adaInvite = await inviteByMail(owner.client, inbox, adaEmail, 'admin');
    expectSuccess(
      await ada.post(`/api/invitations/${adaInvite.token}/accept`),
      endpoints.acceptInvitation.response,
    );

    const eveId = await userIdOf(owner.client, eveEmail);
    expectSuccess(
      await owner.client.put(`/api/team/members/${eveId}`, { role: 'viewer' }),
      endpoints.changeMemberRole.response,
    );
    expectSuccess(
      await owner.client.delete(`/api/team/members/${eveId}`),
      endpoints.removeMember.response,
    );
    expectSuccess(await ada.post('/api/team/leave'), endpoints.leaveBusiness.response);
    expect((await businessesOf(ada)).businesses.map((row) => row.role)).toEqual(['owner']);

    const log = expectSuccess(
      await owner.client.get('/api/activity'),
      endpoints.getActivity.response,
    );
    expect(log.entries.map(({ action, actor, detail }) => ({ action, actor, detail }))).toEqual([
      { action: 'member_left', actor: adaEmail, detail: '' },
      { action: 'member_removed', actor: owner.email, detail: `Removed ${eveEmail}` },
      { action: 'role_changed', actor: owner.email, detail: `${eveEmail} is now Viewer` },
      { action: 'member_joined', actor: adaEmail, detail: 'Joined as Admin' },
      { action: 'invited', actor: owner.email, detail: `Invited ${adaEmail} as Admin` },
      {
        action: 'invitation_revoked',
        actor: owner.email,
        detail: `Withdrew the invitation to ${cat.invitation.email}`,
      },
      {
        action: 'invited',
        actor: owner.email,
        detail: `Invited ${cat.invitation.email} as Viewer`,
      },
      { action: 'member_joined', actor: eveEmail, detail: 'Joined as Editor' },
      { action: 'invited', actor: owner.email, detail: `Invited ${eveEmail} as Editor` },
    ]);
  });
});
