import {
  networkFetch,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  readJson,
  stringField,
  tokenFailure,
  tokenSetFrom,
  type NetworkAdapter,
} from './adapter';

export interface XSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
}

const SCOPES = 'tweet.read tweet.write users.read offline.access';

/** X API v2: OAuth 2.0 with PKCE, rotating refresh tokens, POST /2/tweets. */
export function createXAdapter(settings: XSettings, now: () => Date): NetworkAdapter {
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  const token = async (form: Record<string, string>, keepRefresh: string | null) => {
    const response = await networkFetch(`${settings.apiUrl}/2/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: settings.clientId, ...form }),
    });
    if (!response.ok) throw await tokenFailure(response);
    return tokenSetFrom(await readJson(response), now(), keepRefresh);
  };

  return {
    network: 'x',
    pkce: true,
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
        code_challenge: codeChallenge ?? '',
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      token(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier ?? '',
        },
        null,
      ),
    // X rotates refresh tokens: the answer's new one replaces the old, which is now dead.
    refresh: (refreshToken) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, null),
    async listTargets(tokens) {
      const response = await networkFetch(`${settings.apiUrl}/2/users/me`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      if (!response.ok) throw new Error(`X answered ${response.status} for the profile`);
      const body = await readJson(response);
      const id = stringField(body, 'data', 'id');
      const username = stringField(body, 'data', 'username');
      if (!id) throw new Error('X sent no user id');
      return [{ id, name: username ? `@${username}` : id, accessToken: tokens.accessToken }];
    },
    async revoke(accessToken, refreshToken) {
      for (const value of [refreshToken, accessToken]) {
        if (!value) continue;
        await networkFetch(`${settings.apiUrl}/2/oauth2/revoke`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: value, client_id: settings.clientId }),
        });
      }
    },
    async publish({ accessToken, post }) {
      const response = await networkFetch(`${settings.apiUrl}/2/tweets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: post.text }),
      });
      const body = await readJson(response);
      if (response.ok) {
        const id = stringField(body, 'data', 'id');
        if (!id) throw new Error('X accepted the post but sent no id');
        return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
      }
      const detail = stringField(body, 'detail') ?? `X answered ${response.status}`;
      if (response.status === 403 && /duplicate content/i.test(detail)) {
        throw new PublishError('duplicate', detail, 'duplicate');
      }
      if (response.status === 429) {
        const reset = Number(response.headers.get('x-rate-limit-reset'));
        const retryAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : null;
        throw new PublishError('rate_limit', 'X asked us to slow down.', '429', retryAt);
      }
      const errorClass = classifyStatus(response.status);
      throw new PublishError(
        errorClass,
        errorClass === 'transient' ? RETRY_LATER : `X refused the post: ${detail}`,
        String(response.status),
      );
    },
  };
}
