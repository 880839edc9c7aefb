import {
  networkFetch,
  readJson,
  ReconnectNeeded,
  tokenSetFrom,
  type NetworkAdapter,
} from './adapter';

/** What Facebook Login needs: the Meta app and the Graph API's address. */
export interface FacebookLoginSettings {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  graphUrl: string;
}

/**
 * Facebook Login's authorization-code flow, shared by Facebook Pages and Instagram
 * (professional accounts are reached through the same Meta app): only the scopes differ.
 */
export function facebookLogin(
  settings: FacebookLoginSettings,
  scopes: string,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode'> {
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
      const url = new URL(`${settings.graphUrl}/oauth/access_token`);
      url.search = new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const response = await networkFetch(url);
      if (!response.ok) throw new ReconnectNeeded('Facebook did not accept the sign-in.');
      return tokenSetFrom(await readJson(response), now());
    },
  };
}
