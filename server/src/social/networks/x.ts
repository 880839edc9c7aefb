import { X_IMAGE } from '../../media/publish-image-box';
import { imageForNetwork } from '../../media/publish-image';
import {
  networkFetch,
  assertRevoked,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  field,
  readJson,
  stringField,
  tokenFailure,
  tokenSetFrom,
  type NetworkAdapter,
  type PreparedRefs,
  type StoredImage,
} from './adapter';

export interface XSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
}

/** media.write: uploading the post's image (POST /2/media/upload) needs it. */
export const X_SCOPES = 'tweet.read tweet.write users.read media.write offline.access';

/** X answers how long a media id lives (24 h today); this when it does not say. */
const MEDIA_LIFETIME_SECONDS = 86_400;
/**
 * An uploaded media id is used only while this much of its life is left: the tweet may
 * wait for pacing or a retry after the check, and must not meet an expired id.
 */
const MEDIA_MARGIN_MS = 60 * 60 * 1000;

/** OAuth 2.0 with PKCE: signing in, rotating refresh tokens, and forgetting the grant. */
function xLogin(
  settings: XSettings,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode' | 'refresh' | 'revoke'> {
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
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES,
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
    async revoke(accessToken, refreshToken) {
      // Both tokens are tried even when the first is refused; the first failure is reported.
      let failure: Error | undefined;
      for (const value of [refreshToken, accessToken]) {
        if (!value) continue;
        try {
          const response = await networkFetch(`${settings.apiUrl}/2/oauth2/revoke`, {
            method: 'POST',
            headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token: value, client_id: settings.clientId }),
          });
          assertRevoked('X', response);
        } catch (error) {
          failure ??= error instanceof Error ? error : new Error('X did not answer the revoke');
        }
      }
      if (failure) throw failure;
    },
  };
}

/** The member's own profile: the one account an X login posts as. */
function xProfile(settings: XSettings): Pick<NetworkAdapter, 'listTargets'> {
  return {
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
  };
}

/** The image uploaded first, its media id the checkpoint while enough of its life is left. */
function xMedia(
  settings: XSettings,
  storedImage: StoredImage,
  now: () => Date,
): Pick<NetworkAdapter, 'prepare' | 'stillUsable'> {
  return {
    async prepare({ accessToken, post }): Promise<PreparedRefs> {
      if (!post.imageKey) return {};
      const stored = await storedImage(post.imageKey);
      if (!stored) {
        throw new PublishError('content', 'The post’s image is no longer stored. Add it again.');
      }
      const image = await imageForNetwork(stored, X_IMAGE).catch(() => null);
      if (!image) throw new PublishError('content', 'The post’s image could not be read.');
      const form = new FormData();
      form.set(
        'media',
        new Blob([new Uint8Array(image.bytes)], { type: 'image/jpeg' }),
        'post.jpg',
      );
      form.set('media_category', 'tweet_image');
      form.set('media_type', 'image/jpeg');
      const response = await networkFetch(`${settings.apiUrl}/2/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      const body = await readJson(response);
      if (!response.ok) throw refusal(response, body, 'the image');
      const mediaId = stringField(body, 'data', 'id');
      if (!mediaId) throw new PublishError('transient', RETRY_LATER);
      const lifetime = Number(field(body, 'data', 'expires_after_secs'));
      const seconds = Number.isFinite(lifetime) && lifetime > 0 ? lifetime : MEDIA_LIFETIME_SECONDS;
      return {
        mediaId,
        mediaExpiresAt: new Date(now().getTime() + seconds * 1000).toISOString(),
      };
    },
    stillUsable(refs) {
      if (!refs.mediaId) return true;
      const expiresAt = Date.parse(refs.mediaExpiresAt ?? '');
      return Number.isFinite(expiresAt) && expiresAt - MEDIA_MARGIN_MS > now().getTime();
    },
  };
}

/** The tweet: the one irreversible call. */
function xTweets(settings: XSettings): Pick<NetworkAdapter, 'publish'> {
  return {
    async publish({ accessToken, post, prepared }) {
      const response = await networkFetch(`${settings.apiUrl}/2/tweets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: post.text,
          ...(prepared.mediaId ? { media: { media_ids: [prepared.mediaId] } } : {}),
        }),
      });
      const body = await readJson(response);
      if (response.ok) {
        const id = stringField(body, 'data', 'id');
        if (!id) throw new Error('X accepted the post but sent no id');
        return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
      }
      throw refusal(response, body, 'the post');
    },
  };
}

/**
 * X API v2: OAuth 2.0 with PKCE, rotating refresh tokens. An image is uploaded first
 * (POST /2/media/upload, reversible: an unused media id just expires) and its id kept as
 * the checkpoint; POST /2/tweets is the one irreversible call.
 */
export function createXAdapter(
  settings: XSettings,
  storedImage: StoredImage,
  now: () => Date,
): NetworkAdapter {
  return {
    network: 'x',
    pkce: true,
    ...xLogin(settings, now),
    ...xProfile(settings),
    ...xMedia(settings, storedImage, now),
    ...xTweets(settings),
  };
}

/** X's refusal (an RFC 7807 problem, with errors[] for bad parameters) as our class. */
function refusal(response: Response, body: unknown, doing: string): PublishError {
  const detail =
    stringField(body, 'errors', '0', 'message') ??
    stringField(body, 'detail') ??
    `X answered ${response.status}`;
  if (response.status === 403 && /duplicate content/i.test(detail)) {
    return new PublishError('duplicate', detail, 'duplicate');
  }
  if (response.status === 429) {
    const reset = Number(response.headers.get('x-rate-limit-reset'));
    const retryAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : null;
    return new PublishError('rate_limit', 'X asked us to slow down.', '429', retryAt);
  }
  const errorClass = classifyStatus(response.status);
  return new PublishError(
    errorClass,
    errorClass === 'transient' ? RETRY_LATER : `X refused ${doing}: ${detail}`,
    String(response.status),
  );
}
