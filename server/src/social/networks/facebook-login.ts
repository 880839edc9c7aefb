import {
  field,
  networkFetch,
  readJson,
  ReconnectNeeded,
  tokenSetFrom,
  type NetworkAdapter,
  type TokenSet,
} from './adapter';

/** What Facebook Login needs: the Meta app and the Graph API's address. */
export interface FacebookLoginSettings {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  graphUrl: string;
}

/**
 * When a Meta token expires, from `GET /debug_token` (asked with the app's own token):
 * null when it never does (`expires_at` 0, as for a Page token listed with a long-lived
 * user token), undefined when Meta did not say.
 */
export async function metaTokenExpiry(
  settings: FacebookLoginSettings,
  token: string,
): Promise<Date | null | undefined> {
  const url = new URL(`${settings.graphUrl}/debug_token`);
  url.search = new URLSearchParams({
    input_token: token,
    access_token: `${settings.appId}|${settings.appSecret}`,
  }).toString();
  const response = await networkFetch(url);
  if (!response.ok) return undefined;
  const data = field(await readJson(response), 'data');
  const expiresAt = field(data, 'expires_at');
  // An invalid token's expires_at says nothing about a lifetime.
  if (field(data, 'is_valid') !== true || typeof expiresAt !== 'number') return undefined;
  return expiresAt === 0 ? null : new Date(expiresAt * 1000);
}

/**
 * Facebook Login's authorization-code flow, shared by Facebook Pages and Instagram
 * (professional accounts are reached through the same Meta app): only the scopes differ.
 *
 * The code gives a short-lived user token (hours), and Page tokens listed with it last
 * about an hour, so a post scheduled later would fail with code 190. The token is
 * exchanged at once for a long-lived one (about 60 days), and everything after uses that
 * (docs/network-facts.md, "Meta tokens"; ADR 0048).
 */
export function facebookLogin(
  settings: FacebookLoginSettings,
  scopes: string,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode'> {
  /** GET /oauth/access_token with these parameters and the app's credentials. */
  const tokenCall = async (params: Record<string, string>): Promise<TokenSet> => {
    const url = new URL(`${settings.graphUrl}/oauth/access_token`);
    url.search = new URLSearchParams({
      client_id: settings.appId,
      client_secret: settings.appSecret,
      ...params,
    }).toString();
    const response = await networkFetch(url);
    if (!response.ok) throw new ReconnectNeeded('Facebook did not accept the sign-in.');
    return tokenSetFrom(await readJson(response), now());
  };

  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.appId,
        redirect_uri: redirectUri,
        state,
        scope: scopes,
        response_type: 'code',
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const shortLived = await tokenCall({ redirect_uri: redirectUri, code });
      const longLived = await tokenCall({
        grant_type: 'fb_exchange_token',
        fb_exchange_token: shortLived.accessToken,
      });
      // Meta at times leaves expires_in out of the answer: debug_token then says.
      if (longLived.accessExpiresAt === null) {
        const expiry = await metaTokenExpiry(settings, longLived.accessToken);
        return { ...longLived, accessExpiresAt: expiry ?? null };
      }
      return longLived;
    },
  };
}
