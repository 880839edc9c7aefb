import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { AccountLinks } from '../auth/account-links';
import type { CodeExchanges } from '../auth/code-exchange';
import type { FacebookVerifier } from '../auth/facebook-verifier';
import type { GoogleVerifier } from '../auth/google-verifier';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { Repositories } from '../db/repositories';
import { normaliseEmail, publicUser, type NewUser, type UserRow } from '../db/users';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { clientKeyOf } from '../rate-limit/client-key';
import { assertUncommonPassword } from './account';

export interface AuthRouteOptions {
  repos: Repositories;
  verifyGoogle: GoogleVerifier | null;
  verifyFacebook: FacebookVerifier | null;
  links: AccountLinks;
  exchangeCodes: CodeExchanges;
  /** Where users reach the app; else the request's own origin. */
  publicUrl: string | null;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23505';

/** E-mail sign-up and login, Google and Facebook sign-in, and logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Per client (an IPv6 client by its /64); per (client, e-mail) pair; and slowed, never
   * refused, per e-mail alone.
   */
  const limitAttempt = async (request: FastifyRequest, email?: string) => {
    const client = clientKeyOf(request);
    await app.enforceLimit('authAddress', request, client);
    if (!email) return;
    const address = normaliseEmail(email);
    await app.enforceLimit('authPair', request, `${client} ${address}`);
    await app.slowDownEmail(request, address);
  };

  /** A fresh session for every sign-in; a session the browser already had ends. */
  const signIn = async (
    request: FastifyRequest,
    reply: Parameters<typeof app.startSession>[0],
    user: UserRow,
  ) => {
    await app.endSession(request, reply);
    await app.startSession(reply, user.id);
    return { user: publicUser(user) };
  };

  /**
   * A provider that vouches for an address proves it. If an account already holds that
   * address without having proved it, whoever registered it never showed they own it:
   * the provider's user does. So the account becomes verified, its password (set by
   * someone unproven) is removed, and every session of it ends before the provider's
   * user signs in. Linking a provider into an already verified account also ends its
   * other sessions. An account is thus never reached through a provider while its
   * address is unproven, and a pre-registered account cannot be shared with its owner.
   */
  const claimAddress = async (user: UserRow, fields: NewUser): Promise<UserRow> => {
    if (!user.emailVerifiedAt) await repos.users.removePassword(user.id);
    await repos.sessions.deleteAllOf(user.id);
    return repos.users.update(user.id, {
      ...fields,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
  };

  /** Finds the user of a social account, links it to the account of its verified e-mail, or creates one. */
  const findOrCreateSocialUser = async (
    existing: UserRow | undefined,
    link: NewUser,
    verifiedEmail: string | null,
    name: string | null,
  ): Promise<UserRow> => {
    const email = verifiedEmail ? normaliseEmail(verifiedEmail) : null;
    if (existing) {
      const named = existing.name || !name ? {} : { name };
      // An account linked before addresses were verified, proven now by its provider.
      if (email && existing.email === email && !existing.emailVerifiedAt) {
        return claimAddress(existing, named);
      }
      return Object.keys(named).length ? repos.users.update(existing.id, named) : existing;
    }
    const byEmail = email ? await repos.users.findByEmail(email) : undefined;
    if (byEmail) return claimAddress(byEmail, { ...link, name: byEmail.name ?? name });
    return repos.users.create({
      ...link,
      email,
      name,
      emailVerifiedAt: email ? new Date() : null,
    });
  };

  api.post(
    endpoints.login.path,
    { schema: { body: endpoints.login.request, response: { 200: endpoints.login.response } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limitAttempt(request, email);
      // Past the hourly ceiling of failures only the e-mailed link opens the account: the
      // right password is refused too, so guessing from many addresses gains nothing.
      if (await app.accountCeilings.isSignInLocked(email)) {
        throw new HttpError(429, API_MESSAGES.signInLocked);
      }
      const user = await repos.users.findByEmail(email);
      const storedHash = user ? await repos.users.passwordHashOf(user.id) : undefined;
      const valid = storedHash
        ? await verifyPassword(storedHash, password)
        : await verifyAgainstDummy(password);
      if (user && valid) return signIn(request, reply, user);
      const lockedNow = await app.accountCeilings.countFailedSignIn(email);
      if (lockedNow && user) {
        // Sent after the answer, as a forgotten password's link is, so timing tells nothing.
        options.links.sendPasswordReset(user).catch((error: unknown) => {
          request.log.error({ err: error }, 'a password reset link could not be issued');
        });
      }
      throw new HttpError(401, API_MESSAGES.invalidCredentials);
    },
  );

  api.post(
    endpoints.addUser.path,
    { schema: { body: endpoints.addUser.request, response: { 201: endpoints.addUser.response } } },
    async (request, reply) => {
      await limitAttempt(request, request.body.email);
      assertUncommonPassword(request.body.password);
      const email = normaliseEmail(request.body.email);
      if (await repos.users.findByEmail(email)) throw new HttpError(409, API_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(request.body.password);
      let user: UserRow;
      try {
        user = await repos.users.create({ email }, passwordHash);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, API_MESSAGES.emailTaken);
        throw error;
      }
      await options.links.sendVerification(user);
      reply.code(201);
      return signIn(request, reply, user);
    },
  );

  api.post(
    endpoints.googleLogin.path,
    {
      schema: {
        body: endpoints.googleLogin.request,
        response: { 200: endpoints.googleLogin.response },
      },
    },
    async (request, reply) => {
      if (!options.verifyGoogle) throw new HttpError(501, API_MESSAGES.googleNotConfigured);
      await limitAttempt(request);
      const identity = await options.verifyGoogle(request.body.credential);
      if (!identity) throw new HttpError(401, API_MESSAGES.invalidGoogleCredential);
      const user = await findOrCreateSocialUser(
        await repos.users.findByGoogleId(identity.sub),
        { googleId: identity.sub },
        identity.emailVerified ? identity.email : null,
        identity.name,
      );
      return signIn(request, reply, user);
    },
  );

  api.post(
    endpoints.facebookLogin.path,
    {
      schema: {
        body: endpoints.facebookLogin.request,
        response: { 200: endpoints.facebookLogin.response },
      },
    },
    async (request, reply) => {
      if (!options.verifyFacebook) throw new HttpError(501, API_MESSAGES.facebookNotConfigured);
      await limitAttempt(request);
      const identity = await options.verifyFacebook(
        request.body.accessToken,
        request.body.facebookId,
      );
      if (!identity) throw new HttpError(401, API_MESSAGES.invalidFacebookToken);
      const user = await findOrCreateSocialUser(
        await repos.users.findByFacebookId(identity.id),
        { facebookId: identity.id },
        identity.email,
        identity.name,
      );
      return signIn(request, reply, user);
    },
  );

  // The provider's redirect back to /auth/callback: its code is exchanged for the
  // provider's token, which is then checked exactly as the sign-in buttons' tokens are.
  api.post(
    endpoints.authCallback.path,
    {
      schema: {
        body: endpoints.authCallback.request,
        response: { 200: endpoints.authCallback.response },
      },
    },
    async (request, reply) => {
      await limitAttempt(request);
      const { provider, code } = request.body;
      const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const redirectUri = new URL('/auth/callback', origin).href;
      if (provider === 'google') {
        const exchange = options.exchangeCodes.google;
        if (!exchange || !options.verifyGoogle) {
          throw new HttpError(501, API_MESSAGES.googleNotConfigured);
        }
        const idToken = await exchange(code, redirectUri);
        const identity = idToken ? await options.verifyGoogle(idToken) : null;
        if (!identity) throw new HttpError(401, API_MESSAGES.callbackNotCompleted);
        const user = await findOrCreateSocialUser(
          await repos.users.findByGoogleId(identity.sub),
          { googleId: identity.sub },
          identity.emailVerified ? identity.email : null,
          identity.name,
        );
        return signIn(request, reply, user);
      }
      const exchange = options.exchangeCodes.facebook;
      if (!exchange || !options.verifyFacebook) {
        throw new HttpError(501, API_MESSAGES.facebookNotConfigured);
      }
      const token = await exchange(code, redirectUri);
      const identity = token ? await options.verifyFacebook(token.accessToken, token.userId) : null;
      if (!identity) throw new HttpError(401, API_MESSAGES.callbackNotCompleted);
      const user = await findOrCreateSocialUser(
        await repos.users.findByFacebookId(identity.id),
        { facebookId: identity.id },
        identity.email,
        identity.name,
      );
      return signIn(request, reply, user);
    },
  );

  api.post(
    endpoints.logout.path,
    { schema: { response: { 200: endpoints.logout.response } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { success: true as const };
    },
  );
}
