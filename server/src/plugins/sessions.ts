import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hashSessionToken,
  newSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../auth/session-tokens';
import type { ActiveSession, SessionBusiness, SessionRepository } from '../db/sessions';
import type { UserRow } from '../db/users';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';

const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the session's user, the only identity a route trusts. */
    sessionUser: UserRow | null;
    /**
     * The session's user of a request that passed `requireUser` (every route of the
     * signed-in scope has); reading it anywhere else answers 401.
     */
    readonly signedIn: UserRow;
    /** Set by `requireUser`: the session's business and role; null once they belong to none. */
    sessionBusiness: SessionBusiness | null;
    /**
     * The business the session acts for and the person's role in it (ADR 0061), the only
     * business a route trusts: 401 outside the signed-in scope, 403 when the person
     * belongs to no business any more.
     */
    readonly business: SessionBusiness;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    startSession: (reply: FastifyReply, userId: string) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Ends every session of the user except the one this request carries (if any). */
    endOtherSessions: (request: FastifyRequest, userId: string) => Promise<void>;
    /** The request's session acts for this business from now on (the caller checked the membership). */
    sessionActsFor: (request: FastifyRequest, businessId: string) => Promise<void>;
  }
}

export interface SessionOptions {
  sessions: SessionRepository;
  /** Sliding lifetime: renewed once half of it is used. */
  lifetimeDays: number;
  /** Absolute lifetime: however active, a session ends this long after its sign-in. */
  maxLifetimeDays: number;
  /** PUBLIC_URL is https: every cookie is Secure, whatever the request says. */
  secureCookies: boolean;
}

/**
 * Sessions as database rows: a random token in an HttpOnly cookie, its SHA-256 in the
 * table, an expiry renewed once half of it is used, and never past the absolute
 * lifetime counted from the sign-in. Over https (PUBLIC_URL, or the request itself as
 * the trusted proxy reports it) the cookie is Secure and named with the `__Host-`
 * prefix, so no subdomain or plain-http page can set or overwrite it.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const lifetimeMs = options.lifetimeDays * DAY_MS;
  const maxLifetimeMs = options.maxLifetimeDays * DAY_MS;
  await app.register(fastifyCookie);
  decorateIdentity(app);

  const isSecure = (request: FastifyRequest) =>
    options.secureCookies || request.protocol === 'https';
  const cookieName = (request: FastifyRequest) =>
    isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  /** Only the cookie of the request's own kind: a plain one never counts over https. */
  const tokenOf = (request: FastifyRequest) => request.cookies[cookieName(request)];

  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(cookieName(reply.request), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(reply.request),
      path: '/',
      expires: expiresAt,
    });

  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(cookieName(reply.request), {
      path: '/',
      secure: isSecure(reply.request),
    });

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + Math.min(lifetimeMs, maxLifetimeMs));
    await options.sessions.create(hashSessionToken(token), userId, expiresAt);
    setCookie(reply, token, expiresAt);
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (token) await options.sessions.delete(hashSessionToken(token));
    clearCookie(reply);
  });

  app.decorate('endOtherSessions', async (request: FastifyRequest, userId: string) => {
    const token = tokenOf(request);
    await options.sessions.deleteAllOf(userId, token ? hashSessionToken(token) : undefined);
  });

  app.decorate('sessionActsFor', async (request: FastifyRequest, businessId: string) => {
    const token = tokenOf(request);
    if (!token) throw new HttpError(401, API_MESSAGES.unauthenticated);
    // Through the repository, which forgets the remembered session (ADR 0027).
    await options.sessions.actFor(hashSessionToken(token), businessId);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (!token) throw new HttpError(401, API_MESSAGES.unauthenticated);
    const tokenHash = hashSessionToken(token);
    const session = await options.sessions.find(tokenHash);
    if (!session) throw new HttpError(401, API_MESSAGES.unauthenticated);
    const now = Date.now();
    const endOfLife = session.createdAt.getTime() + maxLifetimeMs;
    if (now >= endOfLife) {
      await options.sessions.delete(tokenHash);
      clearCookie(reply);
      throw new HttpError(401, API_MESSAGES.unauthenticated);
    }
    const expiry = session.expiresAt.getTime();
    const renewed = Math.min(now + lifetimeMs, endOfLife);
    // Renewed once half used, never past the absolute end (a longer expiry is cut back).
    const halfUsed = expiry - now < lifetimeMs / 2 && renewed > expiry;
    if (halfUsed || expiry > endOfLife) {
      const expiresAt = new Date(renewed);
      await options.sessions.extend(tokenHash, expiresAt);
      setCookie(reply, token, expiresAt);
    }
    request.sessionUser = session.user;
    request.sessionBusiness = await businessOfSession(options.sessions, tokenHash, session);
  });
});

/** The identity a request of the signed-in scope carries: its person and its business. */
function decorateIdentity(app: FastifyInstance) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('signedIn', {
    getter(this: FastifyRequest): UserRow {
      if (!this.sessionUser) throw new HttpError(401, API_MESSAGES.unauthenticated);
      return this.sessionUser;
    },
  });
  app.decorateRequest('sessionBusiness', null);
  app.decorateRequest('business', {
    getter(this: FastifyRequest): SessionBusiness {
      if (!this.sessionUser) throw new HttpError(401, API_MESSAGES.unauthenticated);
      if (!this.sessionBusiness) throw new HttpError(403, API_MESSAGES.noBusiness);
      return this.sessionBusiness;
    },
  });
}

/**
 * The session's business, or, when it is gone or the person left it, another they
 * belong to (the session row is pointed at it); null when they belong to none.
 */
async function businessOfSession(
  sessions: SessionRepository,
  tokenHash: string,
  session: ActiveSession,
): Promise<SessionBusiness | null> {
  if (session.business) return session.business;
  if (!(await sessions.actForAnotherBusiness(tokenHash, session.user.id))) return null;
  return (await sessions.find(tokenHash))?.business ?? null;
}
