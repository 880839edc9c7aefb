import type { SignInProvider } from '@contract/auth';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/users';
import type { CodeExchanges } from './code-exchange';
import type { FacebookVerifier } from './facebook-verifier';
import type { GoogleVerifier } from './google-verifier';
import type { SignInHelpers } from './sign-in-helpers';

/**
 * The user behind a provider's code at the end of a sign-in by redirect: the code is
 * exchanged, and the provider's token checked as the sign-in buttons' tokens are.
 */
export function redirectSignInUser(options: {
  repos: Repositories;
  exchangeCodes: CodeExchanges;
  verifyGoogle: GoogleVerifier | null;
  verifyFacebook: FacebookVerifier | null;
  findOrCreateSocialUser: SignInHelpers['findOrCreateSocialUser'];
}) {
  const { repos, findOrCreateSocialUser } = options;
  /** The provider's user behind a code, or null. */
  return async (
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
}
