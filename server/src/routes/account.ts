import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { AccountLinks } from '../auth/account-links';
import { assertUncommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Repositories } from '../db/repositories';
import { normaliseEmail } from '../db/users';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { clientKeyOf } from '../rate-limit/client-key';

export interface AccountRouteOptions {
  repos: Repositories;
  links: AccountLinks;
}

const success = { success: true as const };

/** Per client (an IPv6 client by its /64), and per (client, e-mail) pair: as sign-in. */
async function limitAttempt(app: FastifyInstance, request: FastifyRequest, email?: string | null) {
  const client = clientKeyOf(request);
  await app.enforceLimit('authAddress', request, client);
  if (email) await app.enforceLimit('authPair', request, `${client} ${normaliseEmail(email)}`);
}

/**
 * What anyone holding an e-mailed link does, signed in or not: verifying the address,
 * asking for a link to reset a forgotten password, resetting it.
 */
export async function accountRecoveryRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { repos, links } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = (request: FastifyRequest, email?: string | null) =>
    limitAttempt(app, request, email);

  api.post(
    endpoints.verifyEmail.path,
    {
      schema: {
        body: endpoints.verifyEmail.request,
        response: { 200: endpoints.verifyEmail.response },
      },
    },
    async (request) => {
      await limit(request);
      const link = await links.consume(request.body.token, 'verify-email');
      const user = link ? await repos.users.findById(link.userId) : undefined;
      // The link proves the address it was sent to, and only while the account still has it.
      if (!link || !user?.email || user.email !== link.email) {
        throw new HttpError(400, API_MESSAGES.invalidLink);
      }
      if (!user.emailVerifiedAt) await repos.users.update(user.id, { emailVerifiedAt: new Date() });
      return { success: true as const, email: user.email };
    },
  );

  api.post(
    endpoints.forgotPassword.path,
    {
      schema: {
        body: endpoints.forgotPassword.request,
        response: { 200: endpoints.forgotPassword.response },
      },
    },
    async (request) => {
      await limit(request, request.body.email);
      const user = await repos.users.findByEmail(request.body.email);
      // The answer does not wait for the link: it is the same, and as quick, either way.
      if (user) {
        links.sendPasswordReset(user).catch((error: unknown) => {
          request.log.error({ err: error }, 'a password reset link could not be issued');
        });
      }
      return success;
    },
  );

  api.post(
    endpoints.resetPassword.path,
    {
      schema: {
        body: endpoints.resetPassword.request,
        response: { 200: endpoints.resetPassword.response },
      },
    },
    async (request, reply) => {
      await limit(request);
      // Checked before the link is used up, so the owner can try another password with it.
      assertUncommonPassword(request.body.password);
      const link = await links.consume(request.body.token, 'reset-password');
      const user = link ? await repos.users.findById(link.userId) : undefined;
      if (!link || !user?.email || user.email !== link.email) {
        throw new HttpError(400, API_MESSAGES.invalidLink);
      }
      await repos.users.setPasswordHash(user.id, await hashPassword(request.body.password));
      // Only the owner's mailbox had the link: a lock after failed sign-ins ends.
      await app.accountCeilings.unlockSignIn(user.email);
      // The link reached the mailbox: the address is proven too.
      if (!user.emailVerifiedAt) await repos.users.update(user.id, { emailVerifiedAt: new Date() });
      await repos.sessions.deleteAllOf(user.id);
      await app.endSession(request, reply);
      return success;
    },
  );
}

/**
 * What a signed-in owner does with their address and password: asking for another
 * verification link, changing the password. In the signed-in scope.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { repos, links } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = (request: FastifyRequest, email?: string | null) =>
    limitAttempt(app, request, email);

  api.post(
    endpoints.resendVerification.path,
    { schema: { response: { 200: endpoints.resendVerification.response } } },
    async (request) => {
      const user = request.signedIn;
      if (!user.email) throw new HttpError(400, API_MESSAGES.noEmailToVerify);
      if (user.emailVerifiedAt) throw new HttpError(409, API_MESSAGES.alreadyVerified);
      await limit(request, user.email);
      await links.sendVerification(user);
      return success;
    },
  );

  api.post(
    endpoints.changePassword.path,
    {
      schema: {
        body: endpoints.changePassword.request,
        response: { 200: endpoints.changePassword.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      await limit(request, user.email);
      const storedHash = await repos.users.passwordHashOf(user.id);
      if (!storedHash) throw new HttpError(400, API_MESSAGES.noPasswordYet);
      if (!(await verifyPassword(storedHash, request.body.current_password))) {
        throw new HttpError(400, API_MESSAGES.wrongCurrentPassword);
      }
      assertUncommonPassword(request.body.new_password);
      await repos.users.setPasswordHash(user.id, await hashPassword(request.body.new_password));
      await repos.accountTokens.revokeAll(user.id, 'reset-password');
      await app.endOtherSessions(request, user.id);
      return success;
    },
  );
}
