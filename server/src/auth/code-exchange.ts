import { z } from 'zod';

/**
 * The second half of a provider's sign-in redirect: the code the provider put in
 * /auth/callback is traded, server to server and with the app's secret, for a token
 * the existing verifiers already check (Google's ID token, Facebook's access token).
 * A provider without a secret configured has no exchange, and the callback is refused.
 */
export interface CodeExchanges {
  /** With the PKCE verifier of the sign-in's start (ADR 0042). */
  google:
    ((code: string, redirectUri: string, codeVerifier: string) => Promise<string | null>) | null;
  /** State alone: Facebook documents PKCE only for its OIDC flow, still in testing (ADR 0042). */
  facebook:
    | ((
        code: string,
        redirectUri: string,
      ) => Promise<{ accessToken: string; userId: string } | null>)
    | null;
}

const TIMEOUT_MS = 5_000;

const googleTokenSchema = z.object({ id_token: z.string().min(1) });
const facebookTokenSchema = z.object({ access_token: z.string().min(1) });
const facebookMeSchema = z.object({ id: z.string().min(1) });

async function jsonOf(response: Response): Promise<unknown> {
  return response.ok ? response.json() : null;
}

export function createGoogleCodeExchange(options: {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}): NonNullable<CodeExchanges['google']> {
  return async (code, redirectUri, codeVerifier) => {
    try {
      const response = await fetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
          code_verifier: codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const token = googleTokenSchema.safeParse(await jsonOf(response));
      return token.success ? token.data.id_token : null;
    } catch {
      return null;
    }
  };
}

export function createFacebookCodeExchange(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): NonNullable<CodeExchanges['facebook']> {
  const base = options.graphUrl.replace(/\/+$/, '');
  return async (code, redirectUri) => {
    try {
      const tokenUrl = new URL(`${base}/oauth/access_token`);
      tokenUrl.searchParams.set('client_id', options.appId);
      tokenUrl.searchParams.set('client_secret', options.appSecret);
      tokenUrl.searchParams.set('redirect_uri', redirectUri);
      tokenUrl.searchParams.set('code', code);
      const token = facebookTokenSchema.safeParse(
        await jsonOf(await fetch(tokenUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) })),
      );
      if (!token.success) return null;
      const meUrl = new URL(`${base}/me`);
      meUrl.searchParams.set('fields', 'id');
      meUrl.searchParams.set('access_token', token.data.access_token);
      const me = facebookMeSchema.safeParse(
        await jsonOf(await fetch(meUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) })),
      );
      return me.success ? { accessToken: token.data.access_token, userId: me.data.id } : null;
    } catch {
      return null;
    }
  };
}
