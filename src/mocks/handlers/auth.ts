import { API_MESSAGES } from '@contract/messages';
import { paths } from '@/config/paths';
import type { User } from '@contract/auth';
import { getDb, hashPassword, type UserRecord } from '../db';
import { endpointHandler } from '../http';
import { joinThroughInvitation, usableInvitation } from './team';
import { isCommonPassword, mailLink } from './account';
import { PLACEHOLDER_CALLBACK_USER } from '../placeholder-callback-user';

/** As long as the server waits for a redirect sign-in to come back. */
const LOGIN_STATE_LIFETIME_MS = 10 * 60_000;
/** The code the mock's stand-in for a provider hands back. */
const MOCK_CODE = 'mock-code';

const publicUser = (record: UserRecord): User => ({ ...record.user, id: record.id });

interface GoogleClaims {
  sub: string;
  email?: string;
  name?: string;
}

/** Reads the payload of a Google ID token (the mock trusts its signature). */
function decodeGoogleCredential(credential: string): GoogleClaims | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    // The payload is UTF-8: names such as "Zoë" must not come back garbled.
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as Partial<GoogleClaims> | null;
    if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  } catch {
    return null;
  }
}

export const authHandlers = [
  endpointHandler('login', async ({ body, reply, fail }) => {
    const record = getDb().findUserByEmail(body.email);
    if (!record?.passwordHash || record.passwordHash !== (await hashPassword(body.password))) {
      return fail(401, API_MESSAGES.invalidCredentials);
    }
    getDb().signIn(record.id);
    return reply({ user: publicUser(record) });
  }),

  endpointHandler('addUser', async ({ body, reply, fail }) => {
    const db = getDb();
    if (isCommonPassword(body.password)) return fail(400, API_MESSAGES.passwordTooCommon);
    if (db.findUserByEmail(body.email)) return fail(409, API_MESSAGES.emailTaken);
    // With a pending invitation to this address (ADR 0061) the person joins that business;
    // its link proved the address. Any other token, as on the server, neither blocks the
    // sign-up nor joins anything.
    const invitation = await usableInvitation(body.invitation_token, body.email);
    const record = db.createUser(
      { email: body.email.trim(), name: null, email_verified: Boolean(invitation) },
      await hashPassword(body.password),
    );
    db.signIn(record.id);
    if (invitation) joinThroughInvitation(invitation, record.id);
    else mailLink(record, 'verify-email');
    return reply({ user: publicUser(record) }, 201);
  }),

  endpointHandler('googleLogin', ({ body, reply, fail }) => {
    const claims = decodeGoogleCredential(body.credential);
    if (!claims) return fail(401, API_MESSAGES.invalidGoogleCredential);
    const db = getDb();
    const existing =
      db.findUser({ google_id: claims.sub }) ??
      (claims.email ? db.findUserByEmail(claims.email) : undefined);
    // As on the server: the provider proves the address, and an unproven password goes.
    if (existing && !existing.user.email_verified) db.setPasswordHash(existing.id, null);
    const record = existing
      ? db.updateUser(existing.id, {
          google_id: claims.sub,
          name: existing.user.name ?? claims.name ?? null,
          email_verified: existing.user.email ? true : (existing.user.email_verified ?? null),
        })
      : db.createUser(
          {
            email: claims.email ?? null,
            google_id: claims.sub,
            name: claims.name ?? null,
            email_verified: Boolean(claims.email),
          },
          null,
        );
    db.signIn((record as UserRecord).id);
    return reply({ user: publicUser(record as UserRecord) });
  }),

  // The mock has no server session: logging out only needs an answer.
  endpointHandler('logout', ({ reply }) => {
    getDb().signIn(null);
    return reply({ success: true });
  }),

  // There is no provider: the mock's sign-in page is the callback itself, as if the user
  // had consented at once, with a state the mock remembers (ADR 0042).
  endpointHandler('startAuthRedirect', ({ body, reply }) => {
    const state = getDb().issueLoginState(body.provider, LOGIN_STATE_LIFETIME_MS);
    const query = new URLSearchParams({ provider: body.provider, code: MOCK_CODE, state });
    return reply({ success: true, authorize_url: `${paths.authCallback}?${query.toString()}` });
  }),

  // product.md §2: the callback is a stub that signs in a placeholder user; there is no
  // provider to exchange the code with. A state is checked as the server checks it:
  // one the mock gave, used once. Without one the stub stays as product.md §2 has it, as
  // the mock has no browser to bind a state to.
  endpointHandler('authCallback', ({ body, reply, fail }) => {
    if (body.state !== undefined && !getDb().consumeLoginState(body.state, body.provider)) {
      return fail(401, API_MESSAGES.callbackNotCompleted);
    }
    return reply({ user: PLACEHOLDER_CALLBACK_USER });
  }),

  endpointHandler('facebookLogin', ({ body, reply }) => {
    const db = getDb();
    const existing =
      db.findUser({ facebook_id: body.facebookId }) ??
      (body.email ? db.findUserByEmail(body.email) : undefined);
    if (existing && !existing.user.email_verified) db.setPasswordHash(existing.id, null);
    const record = existing
      ? db.updateUser(existing.id, {
          facebook_id: body.facebookId,
          name: existing.user.name ?? body.name ?? null,
          email_verified: existing.user.email ? true : (existing.user.email_verified ?? null),
        })
      : db.createUser(
          {
            email: body.email ?? null,
            facebook_id: body.facebookId,
            name: body.name ?? null,
            email_verified: Boolean(body.email),
          },
          null,
        );
    db.signIn((record as UserRecord).id);
    return reply({ user: publicUser(record as UserRecord) });
  }),
];
