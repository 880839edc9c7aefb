import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignInProvider } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import type { AccountLinks } from '../auth/account-links';
import type { CodeExchanges } from '../auth/code-exchange';
import type { FacebookVerifier } from '../auth/facebook-verifier';
import type { GoogleVerifier } from '../auth/google-verifier';
import {
  LOGIN_STATE_COOKIE,
  LOGIN_STATE_COOKIE_SECONDS,
  loginCallbackUrl,
  SECURE_LOGIN_STATE_COOKIE,
  type LoginRedirects,
} from '../auth/login-redirect';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { Repositories } from '../db/repositories';
import { normaliseEmail, publicUser, type NewUser, type UserRow } from '../db/users';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { assertUncommonPassword } from './account';

export interface AuthRouteOptions {
  repos: Repositories;
  verifyGoogle: GoogleVerifier | null;
  verifyFacebook: FacebookVerifier | null;
  links: AccountLinks;
  exchangeCodes: CodeExchanges;
  /** The redirect sign-in's states and verifiers (ADR 0042). */
  loginRedirects: LoginRedirects;
  /** Where users reach the app; else the request's own origin. */
  publicUrl: string | null;
  /** PUBLIC_URL is https: every cookie is Secure, whatever the request says. */
  secureCookies: boolean;
}

const NOT_CONFIGURED: Record<SignInProvider, string> = {
  google: API_MESSAGES.googleNotConfigured,
  facebook: API_MESSAGES.facebookNotConfigured,
};

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23505';

/** E-mail sign-up and login, Google and Facebook sign-in, and logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Per address; per (address, e-mail) pair; and slowed, never refused, per e-mail alone. */
  const limitAttempt = async (request: FastifyRequest, email?: string) => {
    await app.enforceLimit('authAddress', request, request.ip);
    if (!email) return;
    const address = normaliseEmail(email);
    await app.enforceLimit('authPair', request, `${request.ip} ${address}`);
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
      await limitAttempt(request, request.body.email);
      const user = await repos.users.findByEmail(request.body.email);
      const storedHash = user ? await repos.users.passwordHashOf(user.id) : undefined;
      const valid = storedHash
        ? await verifyPassword(storedHash, request.body.password)
        : await verifyAgainstDummy(request.body.password);
      if (!user || !valid) throw new HttpError(401, API_MESSAGES.invalidCredentials);
      return signIn(request, reply, user);
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

  /** A provider's code works only with its secret, and only with a verifier to check what it says. */
  const redirectConfigured = (provider: SignInProvider) =>
    provider === 'google'
      ? Boolean(options.exchangeCodes.google && options.verifyGoogle)
      : Boolean(options.exchangeCodes.facebook && options.verifyFacebook);

  const callbackUrl = (request: FastifyRequest, provider: SignInProvider) =>
    loginCallbackUrl(options.publicUrl ?? `${request.protocol}://${request.host}`, provider);

  const isSecure = (request: FastifyRequest) =>
    options.secureCookies || request.protocol === 'https';
  const stateCookieName = (request: FastifyRequest) =>
    isSecure(request) ? SECURE_LOGIN_STATE_COOKIE : LOGIN_STATE_COOKIE;

  /** The provider's user behind a code (checked as the buttons' tokens are), or null. */
  const userFromCode = async (
    provider: SignInProvider,
    code: string,
    redirectUri: string,
    codeVerifier: string | null,
  ): Promise<UserRow | null> => {
    const { google: exchangeGoogle, facebook: exchangeFacebook } = options.exchangeCodes;
    if (provider === 'google') {
      if (!exchangeGoogle || !options.verifyGoogle || !codeVerifier) return null;
      const idToken = await exchangeGoogle(code, redirectUri, codeVerifier);
      const identity = idToken ? await options.verifyGoogle(idToken) : null;
      if (!identity) return null;
      return findOrCreateSocialUser(
        await repos.users.findByGoogleId(identity.sub),
        { googleId: identity.sub },
        identity.emailVerified ? identity.email : null,
        identity.name,
      );
    }
    if (!exchangeFacebook || !options.verifyFacebook) return null;
    const token = await exchangeFacebook(code, redirectUri);
    const identity = token ? await options.verifyFacebook(token.accessToken, token.userId) : null;
    if (!identity) return null;
    return findOrCreateSocialUser(
      await repos.users.findByFacebookId(identity.id),
      { facebookId: identity.id },
      identity.email,
      identity.name,
    );
  };

  // Sign-in by redirect starts here, not in the app: the state this browser gets in a
  // cookie is what the callback must bring back (ADR 0042).
  api.post(
    endpoints.startAuthRedirect.path,
    {
      schema: {
        body: endpoints.startAuthRedirect.request,
        response: { 200: endpoints.startAuthRedirect.response },
      },
    },
    async (request, reply) => {
      await limitAttempt(request);
      const { provider } = request.body;
      if (!redirectConfigured(provider)) throw new HttpError(501, NOT_CONFIGURED[provider]);
      const { state, authorizeUrl } = await options.loginRedirects.start(
        provider,
        callbackUrl(request, provider),
      );
      reply.setCookie(stateCookieName(request), state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request),
        path: '/',
        maxAge: LOGIN_STATE_COOKIE_SECONDS,
      });
      return { success: true as const, authorize_url: authorizeUrl };
    },
  );

  const clearStateCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(stateCookieName(request), { path: '/', secure: isSecure(request) });

  // The provider's redirect back to /auth/callback: a state this browser was given, used
  // once, then the code is exchanged (with the PKCE verifier) for the provider's token,
  // which is checked exactly as the sign-in buttons' tokens are.
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
      const { provider, code, state } = request.body;
      if (!redirectConfigured(provider)) throw new HttpError(501, NOT_CONFIGURED[provider]);
      const browserState = request.cookies[stateCookieName(request)];
      clearStateCookie(request, reply);
      const started = await options.loginRedirects.claim(provider, state, browserState);
      if (!started) throw new HttpError(401, API_MESSAGES.callbackNotCompleted);
      const redirectUri = callbackUrl(request, provider);
      const user = await userFromCode(provider, code, redirectUri, started.codeVerifier);
      if (!user) throw new HttpError(401, API_MESSAGES.callbackNotCompleted);
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
