import type { SignInProvider } from '@contract/auth';
import type { LoginRedirectRepository } from '../db/login-redirects';
import { sealedPlace, type TokenCipher } from '../social/token-crypto';
import {
  hashOAuthState,
  newOAuthState,
  newPkceVerifier,
  pkceChallenge,
  sameSecret,
  STATE_LIFETIME_MS,
} from './oauth-state';

/** A provider's sign-in page, as the redirect flow addresses it. */
export interface LoginProviderSettings {
  authorizeUrl: string;
  clientId: string;
  scope: string;
  /** Whether the provider's code exchange takes a PKCE verifier (ADR 0042). */
  pkce: boolean;
}

/** Holds the state between the start and the callback: ten minutes, this browser only. */
export const LOGIN_STATE_COOKIE = 'smart_suite_login_state';
/** Over https: Secure, for the whole host, settable only by the host itself. */
export const SECURE_LOGIN_STATE_COOKIE = `__Host-${LOGIN_STATE_COOKIE}`;
export const LOGIN_STATE_COOKIE_SECONDS = STATE_LIFETIME_MS / 1000;

/** Where the provider sends the browser back: the app's page, which names the provider. */
export const loginCallbackUrl = (origin: string, provider: SignInProvider) => {
  const url = new URL('/auth/callback', origin);
  url.searchParams.set('provider', provider);
  return url.href;
};

/**
 * Sign-in through a provider's redirect, guarded against login CSRF (ADR 0042). The start
 * gives this browser a random state (the route puts it in a short-lived cookie) and keeps
 * its hash, with a PKCE verifier, on the server. The callback is accepted only with the
 * same state in the query and in the cookie, once, before it expires: a link carrying
 * someone else's code has no state this browser was given.
 */
export function createLoginRedirects(options: {
  repo: LoginRedirectRepository;
  cipher: TokenCipher;
  providers: Partial<Record<SignInProvider, LoginProviderSettings>>;
  now: () => Date;
}) {
  const { repo, cipher, providers, now } = options;

  return {
    async start(provider: SignInProvider, redirectUri: string) {
      const settings = providers[provider];
      if (!settings) throw new Error(`${provider} redirect sign-in is not configured`);
      const state = newOAuthState();
      const verifier = settings.pkce ? newPkceVerifier() : null;
      const stateHash = hashOAuthState(state);
      await repo.create({
        stateHash,
        provider,
        codeVerifier: verifier
          ? cipher.encrypt(verifier, sealedPlace.loginRedirectCodeVerifier(stateHash))
          : null,
        expiresAt: new Date(now().getTime() + STATE_LIFETIME_MS),
      });
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: settings.scope,
        state,
        ...(verifier
          ? { code_challenge: pkceChallenge(verifier), code_challenge_method: 'S256' }
          : {}),
      }).toString();
      return { state, authorizeUrl: url.href };
    },

    /**
     * The state of a callback checked and used up. Null unless it matches this browser's
     * cookie and a stored, unexpired, unused state of the same provider; otherwise the
     * verifier to send with the code exchange (null where the provider has no PKCE).
     */
    async claim(
      provider: SignInProvider,
      state: string | undefined,
      browserState: string | undefined,
    ): Promise<{ codeVerifier: string | null } | null> {
      if (!state || !browserState || !sameSecret(state, browserState)) return null;
      const stateHash = hashOAuthState(state);
      const row = await repo.claim(stateHash, now());
      if (!row || row.provider !== provider) return null;
      const place = sealedPlace.loginRedirectCodeVerifier(stateHash);
      return { codeVerifier: row.codeVerifier ? cipher.decrypt(row.codeVerifier, place) : null };
    },
  };
}
export type LoginRedirects = ReturnType<typeof createLoginRedirects>;
