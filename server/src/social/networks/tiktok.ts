import { createHash } from 'node:crypto';
import type { MediaLinks } from '../media-links';
import {
  networkFetch,
  assertRevoked,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  readJson,
  stringField,
  tokenFailure,
  tokenSetFrom,
  ReconnectNeeded,
  type NetworkAdapter,
  type PreparedRefs,
  type Processing,
  type Published,
} from './adapter';
import {
  chosenPrivacy,
  creatorFrom,
  postInfoChoices,
  TIKTOK_NO_CHOICE_MESSAGE,
} from './tiktok-choices';

export interface TikTokSettings {
  /**
   * The URL prefix (or domain) verified with TikTok for PULL_FROM_URL
   * (TIKTOK_VERIFIED_URL_PREFIX); empty when none is.
   */
  verifiedUrlPrefix: string;
  clientKey: string;
  clientSecret: string;
  authorizeUrl: string;
  apiUrl: string;
  /** How the PKCE challenge is written (TIKTOK_PKCE): untested against the real network. */
  pkce: 's256-base64url' | 's256-hex';
}

const SCOPES = 'user.info.basic,user.info.stats,video.list,video.publish';

/**
 * Why a photo cannot go to TikTok from this server: photos are pulled from a URL only
 * (FILE_UPLOAD is for videos), and only from a prefix verified with TikTok.
 */
export const TIKTOK_NEEDS_VERIFIED_DOMAIN =
  'TikTok needs a verified domain for photos: whoever runs this server must verify its address with TikTok and set TIKTOK_VERIFIED_URL_PREFIX.';

/** What TikTok's fail_reason for a pulled photo means, in words for the owner. */
const FAIL_REASONS: Record<string, string> = {
  file_format_check_failed: 'TikTok could not read the photo as a JPEG or WebP picture',
  picture_size_check_failed: 'the photo is larger than TikTok takes',
  photo_pull_failed: 'TikTok could not fetch the photo from this server',
  url_ownership_unverified: 'the photo’s address is not verified with TikTok',
};

/** The signed link TikTok pulls the photo from, when it lies under the verified prefix. */
function pullableLink(settings: TikTokSettings, mediaLinks: MediaLinks, key: string): string {
  const link = mediaLinks.link('tiktok', key);
  const prefix = settings.verifiedUrlPrefix;
  if (!prefix || !link.startsWith(prefix)) {
    throw new PublishError('permission', TIKTOK_NEEDS_VERIFIED_DOMAIN, 'url_ownership_unverified');
  }
  return link;
}

/** TikTok's error codes as our classes; anything else falls back to the HTTP status. */
const ERROR_CLASSES: Record<string, PublishError['errorClass']> = {
  access_token_invalid: 'auth',
  scope_not_authorized: 'permission',
  url_ownership_unverified: 'permission',
  rate_limit_exceeded: 'rate_limit',
  spam_risk_too_many_posts: 'quota',
  spam_risk_user_banned_from_posting: 'permission',
  reached_active_user_cap: 'quota',
  privacy_level_option_mismatch: 'content',
  unaudited_client_can_only_post_to_private_accounts: 'permission',
  internal_error: 'transient',
};

/** A call to TikTok's JSON API with the account's token. */
type TikTokApi = (path: string, accessToken: string, body: unknown) => Promise<Response>;

const tikTokApi =
  (apiUrl: string): TikTokApi =>
  (path, accessToken, body) =>
    networkFetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json; charset=UTF-8',
      },
      body: JSON.stringify(body),
    });

/** TikTok answers { data, error: { code: "ok" | …, message } }. */
async function checkAnswer(response: Response, doing: string) {
  const body = await readJson(response);
  const code = stringField(body, 'error', 'code');
  if (response.ok && (code === 'ok' || code === null)) return body;
  const message = stringField(body, 'error', 'message') || `TikTok answered ${response.status}`;
  const errorClass = (code ? ERROR_CLASSES[code] : undefined) ?? classifyStatus(response.status);
  throw new PublishError(
    errorClass,
    errorClass === 'transient'
      ? RETRY_LATER
      : errorClass === 'rate_limit'
        ? 'TikTok asked us to slow down.'
        : `TikTok refused ${doing}: ${message}`,
    code ?? String(response.status),
  );
}

/**
 * What TikTok says of an accepted post: live (PUBLISH_COMPLETE, or its id is known),
 * still processing, or failed (a content PublishError with TikTok's fail_reason).
 */
async function publishStatus(
  api: TikTokApi,
  publishId: string,
  accessToken: string,
  username: string | undefined,
): Promise<Published | Processing> {
  const body = await checkAnswer(
    await api('/v2/post/publish/status/fetch/', accessToken, { publish_id: publishId }),
    'the status check',
  );
  const status = stringField(body, 'data', 'status');
  if (status === 'FAILED') {
    const reason = stringField(body, 'data', 'fail_reason') ?? 'unknown';
    const meaning = FAIL_REASONS[reason];
    throw new PublishError(
      'content',
      meaning
        ? `TikTok did not publish the post: ${meaning} (${reason}).`
        : `TikTok did not publish the post (${reason}).`,
      reason,
    );
  }
  // TikTok's own spelling.
  const postId = stringField(body, 'data', 'publicaly_available_post_id', '0');
  if (status === 'PUBLISH_COMPLETE' || postId) {
    return {
      remoteId: postId ?? publishId,
      url: postId && username ? `https://www.tiktok.com/@${username}/photo/${postId}` : null,
    };
  }
  return { processing: { publish_id: publishId } };
}

/** OAuth with PKCE: signing in, rotating refresh tokens, and forgetting the grant. */
function tikTokLogin(
  settings: TikTokSettings,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode' | 'refresh' | 'revoke'> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_key: settings.clientKey,
      client_secret: settings.clientSecret,
      ...fields,
    }),
  });
  const token = async (fields: Record<string, string>) => {
    const response = await networkFetch(`${settings.apiUrl}/v2/oauth/token/`, form(fields));
    if (!response.ok) throw await tokenFailure(response);
    const body = await readJson(response);
    // TikTok can refuse a grant with a 200 and an error field.
    const error = stringField(body, 'error');
    if (error === 'invalid_grant') throw new ReconnectNeeded();
    if (error) throw new Error(`TikTok's token endpoint answered ${error}`);
    return tokenSetFrom(body, now());
  };

  return {
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_key: settings.clientKey,
        response_type: 'code',
        scope: SCOPES,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge ?? '',
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier ?? '',
      }),
    // TikTok rotates refresh tokens: the answer's new one replaces the old.
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(accessToken) {
      const response = await networkFetch(
        `${settings.apiUrl}/v2/oauth/revoke/`,
        form({ token: accessToken }),
      );
      assertRevoked('TikTok', response);
    },
  };
}

/** The member's own profile: the one account a TikTok login posts as. */
function tikTokProfile(settings: TikTokSettings): Pick<NetworkAdapter, 'listTargets'> {
  return {
    async listTargets(tokens) {
      const url = new URL(`${settings.apiUrl}/v2/user/info/`);
      url.searchParams.set('fields', 'open_id,display_name');
      const response = await networkFetch(url, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      const body = await checkAnswer(response, 'the profile');
      const id = stringField(body, 'data', 'user', 'open_id');
      if (!id) throw new Error('TikTok sent no open_id');
      const name = stringField(body, 'data', 'user', 'display_name') ?? id;
      return [{ id, name, accessToken: tokens.accessToken }];
    },
  };
}

/** creator_info: who the creator is and what they may choose (asked before each post). */
const readCreator = async (api: TikTokApi, accessToken: string) =>
  creatorFrom(
    await checkAnswer(
      await api('/v2/post/publish/creator_info/query/', accessToken, {}),
      'the account check',
    ),
  );

/** What the account allows, the photo post pulled from our link, and its status after. */
function tikTokPosting(
  settings: TikTokSettings,
  mediaLinks: MediaLinks,
): Pick<NetworkAdapter, 'prepare' | 'publish' | 'reconcile' | 'creatorInfo'> {
  const api = tikTokApi(settings.apiUrl);
  return {
    creatorInfo: (accessToken) => readCreator(api, accessToken),
    /**
     * Reversible: what the account allows now (TikTok requires asking before each post),
     * against which the owner's own privacy choice is checked; none is made for them.
     */
    async prepare({ accessToken, post }) {
      // A photo TikTok could never pull from here fails before any call to TikTok.
      if (post.imageKey) pullableLink(settings, mediaLinks, post.imageKey);
      if (!post.imageKey) {
        throw new PublishError('content', 'TikTok photo posts need an image. Add one to the post.');
      }
      if (!post.tiktok?.privacy_level) {
        throw new PublishError('content', TIKTOK_NO_CHOICE_MESSAGE, 'privacy_not_chosen');
      }
      const creator = await readCreator(api, accessToken);
      const privacyLevel = chosenPrivacy(post.tiktok, creator);
      // The username makes the post's address once TikTok gives its id.
      const who: PreparedRefs = creator.username ? { creator_username: creator.username } : {};
      return { privacy_level: privacyLevel, ...who };
    },
    async publish({ accessToken, post }) {
      if (!post.imageKey) throw new PublishError('content', 'TikTok photo posts need an image.');
      const choices = post.tiktok;
      if (!choices?.privacy_level) {
        throw new PublishError('content', TIKTOK_NO_CHOICE_MESSAGE, 'privacy_not_chosen');
      }
      const body = await checkAnswer(
        await api('/v2/post/publish/content/init/', accessToken, {
          media_type: 'PHOTO',
          post_mode: 'DIRECT_POST',
          post_info: {
            description: post.text,
            ...postInfoChoices(choices, choices.privacy_level),
            auto_add_music: true,
          },
          source_info: {
            source: 'PULL_FROM_URL',
            photo_images: [pullableLink(settings, mediaLinks, post.imageKey)],
            photo_cover_index: 0,
          },
        }),
        'the post',
      );
      const publishId = stringField(body, 'data', 'publish_id');
      if (!publishId) throw new Error('TikTok accepted the post but sent no publish_id');
      // From here TikTok holds the post: only its status (reconcile) may settle it, asked
      // once the publish id is saved.
      return { processing: { publish_id: publishId } };
    },
    /** Read-only: the publish status of a post TikTok accepted (none without its id). */
    async reconcile({ accessToken, prepared }) {
      const publishId = prepared.publish_id;
      if (!publishId) return null;
      return publishStatus(api, publishId, accessToken, prepared.creator_username);
    },
  };
}

/**
 * TikTok's Content Posting API, photo posts: OAuth with PKCE and rotating refresh tokens,
 * creator_info before each post (what privacy the account allows), content/init pulling
 * the JPEG from our signed link as the one irreversible call. TikTok then processes the
 * post on its side: its publish status (read-only) says when it is live or why it failed.
 */
export function createTikTokAdapter(
  settings: TikTokSettings,
  mediaLinks: MediaLinks,
  now: () => Date,
): NetworkAdapter {
  return {
    network: 'tiktok',
    pkce: true,
    pkceChallenge: (verifier) =>
      createHash('sha256')
        .update(verifier)
        .digest(settings.pkce === 's256-hex' ? 'hex' : 'base64url'),
    // content/init: 6 calls a minute per user token.
    maxPostsPerMinute: 6,
    ...tikTokLogin(settings, now),
    ...tikTokProfile(settings),
    ...tikTokPosting(settings, mediaLinks),
  };
}
