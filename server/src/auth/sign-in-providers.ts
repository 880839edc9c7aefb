import { createFacebookVerifier, type FacebookVerifier } from './facebook-verifier';
import {
  createFacebookCodeExchange,
  createGoogleCodeExchange,
  type CodeExchanges,
} from './code-exchange';
import { createGoogleVerifier, type GoogleVerifier } from './google-verifier';
import type { LoginProviderSettings } from './login-redirect';
import type { Config } from '../config';
import { versionedGraph } from '../social/networks/graph-version';

/** Google's ID-token check, when Google sign-in is configured. */
export function googleVerifierFrom(config: Config): GoogleVerifier | null {
  if (!config.GOOGLE_CLIENT_ID) return null;
  return createGoogleVerifier({
    clientId: config.GOOGLE_CLIENT_ID,
    jwksUrl: config.GOOGLE_JWKS_URL,
  });
}

/** Facebook's access-token check, when Facebook sign-in is configured. */
export function facebookVerifierFrom(config: Config): FacebookVerifier | null {
  if (!config.FACEBOOK_APP_ID || !config.FACEBOOK_APP_SECRET) return null;
  return createFacebookVerifier({
    appId: config.FACEBOOK_APP_ID,
    appSecret: config.FACEBOOK_APP_SECRET,
    graphUrl: versionedGraph(config).facebookGraphUrl,
  });
}

/** The providers whose sign-in code this server can exchange (both client secrets set). */
export function codeExchangesFrom(config: Config): CodeExchanges {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } = config;
  return {
    google:
      GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
        ? createGoogleCodeExchange({
            clientId: GOOGLE_CLIENT_ID,
            clientSecret: GOOGLE_CLIENT_SECRET,
            tokenUrl: config.GOOGLE_TOKEN_URL,
          })
        : null,
    facebook:
      FACEBOOK_APP_ID && FACEBOOK_APP_SECRET
        ? createFacebookCodeExchange({
            appId: FACEBOOK_APP_ID,
            appSecret: FACEBOOK_APP_SECRET,
            graphUrl: versionedGraph(config).facebookGraphUrl,
          })
        : null,
  };
}

/**
 * The sign-in pages the redirect flow may send a browser to: those whose code the server
 * can exchange. Google takes a PKCE verifier; Facebook is guarded by the state alone
 * (ADR 0042).
 */
export function loginProvidersFrom(config: Config, exchanges: CodeExchanges) {
  const providers: { google?: LoginProviderSettings; facebook?: LoginProviderSettings } = {};
  if (exchanges.google && config.GOOGLE_CLIENT_ID) {
    providers.google = {
      authorizeUrl: config.GOOGLE_AUTHORIZE_URL,
      clientId: config.GOOGLE_CLIENT_ID,
      scope: 'openid email profile',
      pkce: true,
    };
  }
  if (exchanges.facebook && config.FACEBOOK_APP_ID) {
    providers.facebook = {
      authorizeUrl: versionedGraph(config).facebookAuthorizeUrl,
      clientId: config.FACEBOOK_APP_ID,
      scope: 'email,public_profile',
      pkce: false,
    };
  }
  return providers;
}
