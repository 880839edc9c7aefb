import { endpoints } from '@contract/endpoints';
import type { InviteRole } from '@contract/team';
import type { ReceivedMail, SmtpInbox } from '../fakes/smtp-inbox';
import { expectSuccess, type TestClient } from './client';

let counter = 0;
/** An address nobody has used yet in this run. */
export const freshEmail = (label = 'person') =>
  `${label}${(counter += 1)}-${Date.now()}@example.com`;

/** The invitation link in an e-mail, and its token (the link's last path segment). */
export function invitationLinkIn(mail: ReceivedMail): { url: URL; token: string } {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((text) => new URL(text).pathname.startsWith('/invitations/'));
  if (!found) throw new Error(`No invitation link in: ${mail.text}`);
  const url = new URL(found);
  const token = url.pathname.slice('/invitations/'.length);
  if (!token) throw new Error(`The link has no token: ${found}`);
  return { url, token };
}

/** Invites `email` through the API and reads the token from the e-mail it is sent. */
export async function inviteByMail(
  inviter: TestClient,
  inbox: SmtpInbox,
  email: string,
  role: InviteRole = 'editor',
) {
  const answer = await inviter.post('/api/team/invitations', { email, role });
  const { invitation } = expectSuccess(answer, endpoints.inviteMember.response, 201);
  // Other e-mails to the address (a verification at sign-up) are passed over.
  for (;;) {
    const mail = await inbox.next(email);
    if (mail.text.includes('/invitations/')) return { invitation, mail, ...invitationLinkIn(mail) };
  }
}

/** The businesses of the client's person, as the API lists them. */
export async function businessesOf(client: TestClient) {
  return expectSuccess(await client.get('/api/businesses'), endpoints.getBusinesses.response);
}

/** The team of the business the client's session acts for. */
export async function teamOf(client: TestClient) {
  return expectSuccess(await client.get('/api/team'), endpoints.getTeam.response);
}
