import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@contract/endpoints';
import type { AccountLinks } from '../auth/account-links';
import { assertUncommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { signInHelpers, type SignInHelpers } from '../auth/sign-in-helpers';
import type { FacebookVerifier } from '../auth/facebook-verifier';
import type { GoogleVerifier } from '../auth/google-verifier';
import type { Repositories } from '../db/repositories';
import { normaliseEmail, type UserRow } from '../db/users';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import type { TeamInvitations } from '../team/invitations';

export interface AuthRouteOptions {
  repos: Repositories;
  verifyGoogle: GoogleVerifier | null;
  verifyFacebook: FacebookVerifier | null;
  links: AccountLinks;
  /** Sign-up through an invitation's link joins its business (ADR 0061). */
  invitations: Pick<TeamInvitations, 'signUpThrough'>;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23505';

/**
 * E-mail sign-up and login, Google and Facebook sign-in with their buttons, and logout; the
 * sign-in through a provider's own page is `redirectSignInRoutes`.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const helpers = signInHelpers(app, options.repos);
  registerEmailSignInRoutes(app, options, helpers);
  registerProviderSignInRoutes(app, options, helpers);

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    endpoints.logout.path,
    { schema: { response: { 200: endpoints.logout.response } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { success: true as const };
    },
  );
}

/** Login with an e-mail and password, and signing up with them. */
function registerEmailSignInRoutes(
  app: FastifyInstance,
  options: AuthRouteOptions,
  { limitAttempt, signIn }: SignInHelpers,
) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const token = request.body.invitation_token;
      let user: UserRow | undefined;
      try {
        // The invitation's link proved the address: no verification e-mail, no own business.
        user = token
          ? await options.invitations.signUpThrough(token, email, passwordHash)
          : undefined;
        if (!user) {
          user = await repos.users.create({ email }, passwordHash);
          await options.links.sendVerification(user);
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, API_MESSAGES.emailTaken);
        throw error;
      }
      reply.code(201);
      return signIn(request, reply, user);
    },
  );
}

/** Sign-in with the Google and Facebook buttons: a new user is made on first sign-in. */
function registerProviderSignInRoutes(
  app: FastifyInstance,
  options: AuthRouteOptions,
  { limitAttempt, signIn, findOrCreateSocialUser }: SignInHelpers,
) {
  const { repos } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
}
