import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { MAX_TEAM_SIZE } from '@contract/team';
import { TEAM_MESSAGES } from '@contract/team-messages';
import { accountTokens, invitations } from '../src/db/schema';
import { createRepositories } from '../src/db/repositories';
import { INVITATIONS_PER_HOUR } from '../src/team/invitations';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
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

const visitor = () => new TestClient(server.url);
const preview = async (token: string) =>
  expectSuccess(await visitor().get(`/api/invitations/${token}`), endpoints.getInvitation.response);
const accept = (client: TestClient, token: string) =>
  client.post(`/api/invitations/${token}/accept`);

/** A person signed up (with a business of their own) under `email`. */
async function signedUp(email: string) {
  const client = new TestClient(server.url);
  await client.signUp(email);
  return client;
}

/** An Owner whose business carries a name, as the e-mail and preview show it. */
async function namedOwner(name: string) {
  const owner = await signedInOwner(server);
  const created = expectSuccess(
    await owner.client.post('/api/businesses', { name }),
    endpoints.createBusiness.response,
    201,
  );
  return { ...owner, businessId: created.current_business_id };
}

describe('an invitation from e-mail to membership', () => {
  it('e-mails a link naming the business and the inviter, previews it, and joins on accept', async () => {
    const owner = await namedOwner('Rosie’s Café');
    const email = freshEmail('invitee');
    const { invitation, mail, url, token } = await inviteByMail(owner.client, inbox, email);
    expect(invitation).toMatchObject({ email, role: 'editor' });
    expect(url.origin).toBe('http://app.example.test');
    expect(mail.subject).toContain('Rosie’s Café');
    expect(mail.text).toContain(`${owner.email} invited you to join Rosie’s Café`);
    expect(mail.text).toContain('within 7 days');
    const stored = await server.testDatabase.database.db.select().from(invitations);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const before = await visitor().get(`/api/invitations/${token}`);
    expect(Object.keys(before.body as object).sort()).toEqual([
      'business_name',
      'email',
      'role',
      'state',
    ]);
    expect(await preview(token)).toEqual({
      business_name: 'Rosie’s Café',
      role: 'editor',
      email,
      state: 'pending',
    });

    const invitee = await signedUp(email);
    const accepted = expectSuccess(
      await accept(invitee, token),
      endpoints.acceptInvitation.response,
    );
    expect(accepted.business).toEqual({
      id: owner.businessId,
      name: 'Rosie’s Café',
      role: 'editor',
    });
    const mine = await businessesOf(invitee);
    expect(mine.current_business_id).toBe(owner.businessId);
    expect(mine.businesses.map((business) => business.role)).toEqual(['owner', 'editor']);
    const team = await teamOf(owner.client);
    expect(team.members.map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'editor'],
    ]);
    expect(team.invitations).toEqual([]);
    expect((await preview(token)).state).toBe('accepted');

    // Single use: the same link again, by the same person or anyone, joins nothing.
    expect(expectFailure(await accept(invitee, token), 410)).toBe(TEAM_MESSAGES.invitationAccepted);
  });

  it('joins once when the same link is accepted twice at the same moment', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('racer');
    const { token } = await inviteByMail(owner.client, inbox, email, 'viewer');
    const invitee = await signedUp(email);
    const answers = await Promise.all([accept(invitee, token), accept(invitee, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect((await teamOf(owner.client)).members).toHaveLength(2);
  });

  it('shows the invited person nothing of the business before they accept', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('waiting');
    await inviteByMail(owner.client, inbox, email, 'admin');
    const invitee = await signedUp(email);
    const mine = await businessesOf(invitee);
    expect(mine.businesses.map((business) => business.id)).not.toContain(owner.userId);
    const peek = await invitee.post('/api/businesses/switch', { business_id: owner.userId });
    expect(expectFailure(peek, 403)).toBe(TEAM_MESSAGES.notAMember);
  });

  it('refuses someone signed in with another address, naming the invited one', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('intended');
    const { token } = await inviteByMail(owner.client, inbox, email);
    const someoneElse = await signedUp(freshEmail('other'));
    expect(expectFailure(await accept(someoneElse, token), 403)).toBe(
      TEAM_MESSAGES.wrongAddress(email),
    );
    expect((await preview(token)).state).toBe('pending');
    expect((await teamOf(owner.client)).members).toHaveLength(1);
  });

  it('refuses an expired invitation', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('late');
    const { invitation, token } = await inviteByMail(owner.client, inbox, email);
    await server.testDatabase.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect((await preview(token)).state).toBe('expired');
    const invitee = await signedUp(email);
    expect(expectFailure(await accept(invitee, token), 410)).toBe(TEAM_MESSAGES.invitationExpired);
    expect((await teamOf(owner.client)).invitations).toEqual([]);
  });

  it('refuses an unknown link without saying anything of any business', async () => {
    const answer = await visitor().get('/api/invitations/not-a-real-token');
    expect(expectFailure(answer, 404)).toBe(TEAM_MESSAGES.invalidInvitationLink);
  });
});

describe('revoking and replacing invitations', () => {
  it('revokes a pending invitation: its link stops working and it leaves the list', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('withdrawn');
    const { invitation, token } = await inviteByMail(owner.client, inbox, email);
    expectSuccess(
      await owner.client.delete(`/api/team/invitations/${invitation.id}`),
      endpoints.revokeInvitation.response,
    );
    expect((await preview(token)).state).toBe('revoked');
    expect((await teamOf(owner.client)).invitations).toEqual([]);
    const invitee = await signedUp(email);
    expect(expectFailure(await accept(invitee, token), 410)).toBe(TEAM_MESSAGES.invitationRevoked);
    const again = await owner.client.delete(`/api/team/invitations/${invitation.id}`);
    expect(expectFailure(again, 404)).toBe(TEAM_MESSAGES.invitationNotFound);
  });

  it("does not let an Admin revoke another business's invitation", async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('elsewhere');
    const { invitation, token } = await inviteByMail(owner.client, inbox, email);
    const otherOwner = await signedInOwner(server, 'other');
    const otherAdmin = await signedInMember(server, otherOwner.userId, 'admin');
    const answer = await otherAdmin.client.delete(`/api/team/invitations/${invitation.id}`);
    expect(expectFailure(answer, 404)).toBe(TEAM_MESSAGES.invitationNotFound);
    expect((await preview(token)).state).toBe('pending');
  });

  it('replaces the link when the same address is invited again', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('twice');
    const first = await inviteByMail(owner.client, inbox, email, 'viewer');
    const second = await inviteByMail(owner.client, inbox, email, 'admin');
    expect(second.token).not.toBe(first.token);
    expect(expectFailure(await visitor().get(`/api/invitations/${first.token}`), 404)).toBe(
      TEAM_MESSAGES.invalidInvitationLink,
    );
    expect((await teamOf(owner.client)).invitations.map((row) => [row.email, row.role])).toEqual([
      [email, 'admin'],
    ]);
    const invitee = await signedUp(email);
    const joined = expectSuccess(
      await accept(invitee, second.token),
      endpoints.acceptInvitation.response,
    );
    expect(joined.business.role).toBe('admin');
  });

  it('refuses to invite someone who is already a member', async () => {
    const owner = await signedInOwner(server);
    const editor = await signedInMember(server, owner.userId, 'editor');
    const answer = await owner.client.post('/api/team/invitations', {
      email: editor.email.toUpperCase(),
      role: 'viewer',
    });
    expect(expectFailure(answer, 409)).toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('refuses an Editor or a Viewer inviting', async () => {
    const owner = await signedInOwner(server);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await signedInMember(server, owner.userId, role);
      const answer = await member.client.post('/api/team/invitations', {
        email: freshEmail(),
        role: 'viewer',
      });
      expect(expectFailure(answer, 403)).toBe(API_MESSAGES.roleNotAllowed);
    }
  });
});

describe('signing up through an invitation', () => {
  it('makes the account with its address proven, in the inviting business only', async () => {
    const owner = await namedOwner('Harbour Salon');
    const email = freshEmail('newcomer');
    const { token } = await inviteByMail(owner.client, inbox, email, 'viewer');
    const newcomer = new TestClient(server.url);
    const answer = await newcomer.post('/api/add-user', {
      email: email.toUpperCase(),
      password: DEFAULT_PASSWORD,
      invitation_token: token,
    });
    const { user } = expectSuccess(answer, endpoints.addUser.response, 201);
    expect(user.email_verified).toBe(true);
    expect(await businessesOf(newcomer)).toEqual({
      current_business_id: owner.businessId,
      businesses: [{ id: owner.businessId, name: 'Harbour Salon', role: 'viewer' }],
    });
    expect((await preview(token)).state).toBe('accepted');
    const links = await server.testDatabase.database.db.select().from(accountTokens);
    expect(links.map((link) => link.email)).not.toContain(email);
  });

  it('signs up as usual with a bad token or another address, joining nothing', async () => {
    const owner = await signedInOwner(server);
    const invited = freshEmail('invited');
    const { token } = await inviteByMail(owner.client, inbox, invited);
    for (const [email, invitationToken] of [
      [freshEmail('guesser'), 'made-up-token'],
      [freshEmail('borrower'), token],
    ] as const) {
      const client = new TestClient(server.url);
      const answer = await client.post('/api/add-user', {
        email,
        password: DEFAULT_PASSWORD,
        invitation_token: invitationToken,
      });
      const { user } = expectSuccess(answer, endpoints.addUser.response, 201);
      expect(user.email_verified).toBe(false);
      const mine = await businessesOf(client);
      expect(mine.businesses).toEqual([
        { id: mine.current_business_id, name: 'My business', role: 'owner' },
      ]);
    }
    expect((await preview(token)).state).toBe('pending');
    expect((await teamOf(owner.client)).members).toHaveLength(1);
  });

  it('signs up as usual when the invitation was revoked', async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('revoked-signup');
    const { invitation, token } = await inviteByMail(owner.client, inbox, email);
    await owner.client.delete(`/api/team/invitations/${invitation.id}`);
    const client = new TestClient(server.url);
    const answer = await client.post('/api/add-user', {
      email,
      password: DEFAULT_PASSWORD,
      invitation_token: token,
    });
    expectSuccess(answer, endpoints.addUser.response, 201);
    const mine = await businessesOf(client);
    expect(mine.businesses.map((business) => business.role)).toEqual(['owner']);
    expect(mine.current_business_id).not.toBe(owner.userId);
  });
});

describe('limits on invitations', () => {
  it(`sends at most ${INVITATIONS_PER_HOUR} invitations per business an hour`, async () => {
    const owner = await signedInOwner(server);
    const email = freshEmail('patient');
    for (let sent = 0; sent < INVITATIONS_PER_HOUR; sent += 1) {
      const answer = await owner.client.post('/api/team/invitations', { email, role: 'viewer' });
      expect(answer.status).toBe(201);
    }
    const over = await owner.client.post('/api/team/invitations', { email, role: 'viewer' });
    expect(expectFailure(over, 429)).toBe(TEAM_MESSAGES.tooManyInvitations);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another business counts on its own.
    const other = await signedInOwner(server);
    const theirs = await other.client.post('/api/team/invitations', { email, role: 'viewer' });
    expect(theirs.status).toBe(201);
  });

  it(`holds at most ${MAX_TEAM_SIZE} members and pending invitations together`, async () => {
    const owner = await signedInOwner(server);
    const repos = createRepositories(server.testDatabase.database.db);
    for (let n = 1; n < MAX_TEAM_SIZE; n += 1) {
      await repos.invitations.issue({
        businessId: owner.userId,
        email: `seat${n}-${owner.userId}@example.com`,
        role: 'viewer',
        tokenHash: `seat-${n}-${owner.userId}`,
        invitedBy: owner.userId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    }
    const full = await owner.client.post('/api/team/invitations', {
      email: freshEmail('one-too-many'),
      role: 'viewer',
    });
    expect(expectFailure(full, 409)).toBe(TEAM_MESSAGES.teamFull);
    // Re-inviting an address already waiting takes no new seat.
    const again = await owner.client.post('/api/team/invitations', {
      email: `seat1-${owner.userId}@example.com`,
      role: 'editor',
    });
    expect(again.status).toBe(201);
  });
});
