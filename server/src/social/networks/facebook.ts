import type { MediaLinks } from '../media-links';
import { facebookLogin, metaTokenExpiry, type FacebookLoginSettings } from './facebook-login';
import {
  networkFetch,
  assertRevoked,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  field,
  readJson,
  stringField,
  type NetworkAdapter,
} from './adapter';

export type FacebookSettings = FacebookLoginSettings;

const SCOPES = 'pages_show_list,pages_manage_posts,pages_read_engagement';

/**
 * Facebook Pages through the Graph API. Page tokens are listed with the long-lived user
 * token, so they do not expire (docs/network-facts.md, "Meta tokens"): there is no refresh.
 */
export function createFacebookAdapter(
  settings: FacebookSettings,
  mediaLinks: MediaLinks,
  now: () => Date,
): NetworkAdapter {
  return {
    network: 'facebook',
    pkce: false,
    ...facebookLogin(settings, SCOPES, now),
    async listTargets(tokens) {
      const url = new URL(`${settings.graphUrl}/me/accounts`);
      url.search = new URLSearchParams({
        access_token: tokens.accessToken,
        fields: 'id,name,access_token,tasks',
      }).toString();
      const response = await networkFetch(url);
      if (!response.ok) throw new Error(`Facebook answered ${response.status} for the pages`);
      const pages = field(await readJson(response), 'data');
      if (!Array.isArray(pages)) return [];
      const listed = pages.flatMap((page: unknown) => {
        const id = stringField(page, 'id');
        const name = stringField(page, 'name');
        const accessToken = stringField(page, 'access_token');
        return id && name && accessToken ? [{ id, name, accessToken }] : [];
      });
      // Each Page token's own expiry, as Meta reports it; unknown: the login's is kept.
      return Promise.all(
        listed.map(async (page) => {
          const expiry = await metaTokenExpiry(settings, page.accessToken).catch(() => undefined);
          return expiry === undefined ? page : { ...page, accessExpiresAt: expiry };
        }),
      );
    },
    async revoke(accessToken) {
      const url = new URL(`${settings.graphUrl}/me/permissions`);
      url.searchParams.set('access_token', accessToken);
      assertRevoked('Facebook', await networkFetch(url, { method: 'DELETE' }));
    },
    async publish({ target, accessToken, post }) {
      // A post with an image is a Page photo, which Facebook fetches from our signed link.
      const [edge, fields] = post.imageKey
        ? ['photos', { url: mediaLinks.link('facebook', post.imageKey), caption: post.text }]
        : ['feed', { message: post.text }];
      const response = await networkFetch(
        `${settings.graphUrl}/${encodeURIComponent(target)}/${edge}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...fields, access_token: accessToken }),
        },
      );
      const body = await readJson(response);
      if (response.ok) {
        const id = stringField(body, 'post_id') ?? stringField(body, 'id');
        if (!id) throw new Error('Facebook accepted the post but sent no id');
        return { remoteId: id, url: `https://www.facebook.com/${id}` };
      }
      const code = Number(field(body, 'error', 'code'));
      // Meta's own words for the person, when it gives them (a photo it could not read).
      const message =
        stringField(body, 'error', 'error_user_msg') ??
        stringField(body, 'error', 'message') ??
        `Facebook answered ${response.status}`;
      if (code === 506) throw new PublishError('duplicate', message, '506');
      if (code === 190) throw new PublishError('auth', message, '190');
      if (code === 4 || code === 17 || code === 32 || code === 613 || response.status === 429) {
        throw new PublishError('rate_limit', 'Facebook asked us to slow down.', String(code));
      }
      if (code === 10 || (code >= 200 && code < 300)) {
        throw new PublishError('permission', `Facebook refused: ${message}`, String(code));
      }
      const errorClass = code === 1 || code === 2 ? 'transient' : classifyStatus(response.status);
      throw new PublishError(
        errorClass,
        errorClass === 'transient' ? RETRY_LATER : `Facebook refused the post: ${message}`,
        String(code || response.status),
      );
    },
  };
}
