import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignInProvider } from '@contract/auth';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
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
import { redirectSignInUser } from '../auth/redirect-sign-in-user';
import { signInHelpers } from '../auth/sign-in-helpers';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';

export interface RedirectSignInOptions {
  repos: Repositories;
  verifyGoogle: GoogleVerifier | null;
  verifyFacebook: FacebookVerifier | null;
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

/**
 * Sign-in through the provider's own page (ADR 0042): the start gives this browser a
 * state, the callback accepts only that state, once, then exchanges the provider's code.
 */
export async function redirectSignInRoutes(app: FastifyInstance, options: RedirectSignInOptions) {
  const { limitAttempt, signIn, findOrCreateSocialUser } = signInHelpers(app, options.repos);
  const userFromCode = redirectSignInUser({ ...options, findOrCreateSocialUser });
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
