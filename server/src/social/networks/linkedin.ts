import {
  networkFetch,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  field,
  readJson,
  stringField,
  tokenFailure,
  tokenSetFrom,
  type NetworkAdapter,
} from './adapter';

export interface LinkedInSettings {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
  version: string;
}

const SCOPES = 'openid profile w_member_social';
/** LinkedIn announces no reset on 429: wait this long before asking again. */
const RATE_LIMIT_PAUSE_MS = 15 * 60_000;

/** "little text": these characters are markup in commentary and must be escaped. */
export const escapeLittleText = (text: string) => text.replace(/[\\<>#~_|[\]*(){}@]/g, '\\$&');

/** LinkedIn Posts API as a member. Refresh tokens exist only for approved partners. */
export function createLinkedInAdapter(settings: LinkedInSettings, now: () => Date): NetworkAdapter {
  return {
    network: 'linkedin',
    pkce: false,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${settings.oauthUrl}/authorization`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
        scope: SCOPES,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const response = await networkFetch(`${settings.oauthUrl}/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      });
      if (!response.ok) throw await tokenFailure(response);
      return tokenSetFrom(await readJson(response), now());
    },
    async listTargets(tokens) {
      const response = await networkFetch(`${settings.apiUrl}/v2/userinfo`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      if (!response.ok) throw new Error(`LinkedIn answered ${response.status} for the profile`);
      const body = await readJson(response);
      const sub = stringField(body, 'sub');
      if (!sub) throw new Error('LinkedIn sent no member id');
      return [
        {
          id: `urn:li:person:${sub}`,
          name: stringField(body, 'name') ?? 'LinkedIn member',
          accessToken: tokens.accessToken,
        },
      ];
    },
    async revoke(accessToken) {
      await networkFetch(`${settings.oauthUrl}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: accessToken,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      });
    },
    async publish({ target, accessToken, post }) {
      const response = await networkFetch(`${settings.apiUrl}/rest/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'LinkedIn-Version': settings.version,
          'X-Restli-Protocol-Version': '2.0.0',
        },
        body: JSON.stringify({
          author: target,
          commentary: escapeLittleText(post.text),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      if (response.status === 201) {
        const id = response.headers.get('x-restli-id');
        if (!id) throw new Error('LinkedIn accepted the post but sent no id');
        return { remoteId: id, url: `https://www.linkedin.com/feed/update/${id}/` };
      }
      const body = await readJson(response);
      const message = stringField(body, 'message') ?? `LinkedIn answered ${response.status}`;
      const inputErrors = field(body, 'errorDetails', 'inputErrors');
      const codes = Array.isArray(inputErrors)
        ? inputErrors.map((item: unknown) => stringField(item, 'code'))
        : [];
      if (codes.includes('DUPLICATE_POST'))
        throw new PublishError('duplicate', message, 'DUPLICATE_POST');
      if (response.status === 429) {
        throw new PublishError(
          'rate_limit',
          'LinkedIn asked us to slow down.',
          '429',
          new Date(now().getTime() + RATE_LIMIT_PAUSE_MS),
        );
      }
      const errorClass = classifyStatus(response.status);
      throw new PublishError(
        errorClass,
        errorClass === 'transient' ? RETRY_LATER : `LinkedIn refused the post: ${message}`,
        String(response.status),
      );
    },
  };
}
