import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '../auth/session-tokens';
import type { SessionRepository } from '../db/sessions';
import type { UserRow } from '../db/users';
import { HttpError, MESSAGES } from '../http-error';

const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the session's user, the only identity a route trusts. */
    sessionUser: UserRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    startSession: (reply: FastifyReply, userId: string) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface SessionOptions {
  sessions: SessionRepository;
  lifetimeDays: number;
  secureCookies: boolean;
}

/** The signed-in user of a request that passed `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.sessionUser;
}

/**
 * Sessions as database rows: a random token in an HttpOnly cookie, its SHA-256 in the
 * table, an expiry renewed once half of it is used.
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, options: SessionOptions) => {
  const lifetimeMs = options.lifetimeDays * DAY_MS;
  await app.register(fastifyCookie);
  app.decorateRequest('sessionUser', null);

  const setCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      expires: expiresAt,
    });

  app.decorate('startSession', async (reply: FastifyReply, userId: string) => {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await options.sessions.create(hashSessionToken(token), userId, expiresAt);
    setCookie(reply, token, expiresAt);
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await options.sessions.delete(hashSessionToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new HttpError(401, MESSAGES.unauthenticated);
    const tokenHash = hashSessionToken(token);
    const session = await options.sessions.find(tokenHash);
    if (!session) throw new HttpError(401, MESSAGES.unauthenticated);
    const remaining = session.expiresAt.getTime() - Date.now();
    if (remaining < lifetimeMs / 2) {
      const expiresAt = new Date(Date.now() + lifetimeMs);
      await options.sessions.extend(tokenHash, expiresAt);
      setCookie(reply, token, expiresAt);
    }
    request.sessionUser = session.user;
  });
});
