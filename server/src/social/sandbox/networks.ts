import { randomBytes } from 'node:crypto';
import type { Network } from '@contract/integrations';
import {
  SANDBOX_CLIENT_SECRET,
  SANDBOX_SUBJECT,
  newRemoteId,
  sandboxClientId,
  startStandIn,
  type NetworkSpec,
  type RouteContext,
  type StandIn,
  type StandInOptions,
  type StandInAnswer,
  type StandInRequest,
} from './stand-in';
import { judgeImage, uploadedFile } from './uploaded-media';
import { judgeFacebookPhoto, judgeInstagramImage, type GraphRefusal } from './meta-media';
import {
  TIKTOK_URL_OWNERSHIP_MESSAGE,
  tiktokPullFailReason,
  unverifiedPhotoUrl,
} from './tiktok-media';
import { LINKEDIN_PAGES_APP, linkedInSpec } from './linkedin';
import { withMetricRoutes } from './metrics';
import { googleBusinessSpec } from './google-business';

/**
 * The per-network differences of the stand-ins, each a faithful subset of the real API
 * (docs/network-facts.md): paths, token answers, post calls, error bodies and rate-limit headers.
 */

const textOf = (request: StandInRequest, field: string): string => {
  const json = request.json;
  if (json && typeof json === 'object' && field in json) {
    const value = (json as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return request.params.get(field) ?? '';
};

const isDuplicate = (ledger: { author: string; text: string }[], author: string, text: string) =>
  ledger.some((entry) => entry.author === author && entry.text === text);

// X API v2: OAuth 2.0 with PKCE, 2 h access tokens, rotating refresh tokens, RFC 7807 errors.
const X_USER_ID = '1790000000000000001';
const xProblem = (
  status: number,
  title: string,
  detail: string,
  headers?: Record<string, string>,
) =>
  ({
    status,
    body: { title, detail, type: 'about:blank', status },
    headers: { 'content-type': 'application/problem+json', ...headers },
  }) satisfies StandInAnswer;
/** X's answer to a request with a bad parameter: the problem plus the parameter at fault. */
const xInvalid = (parameter: string, value: string, message: string) =>
  ({
    status: 400,
    body: {
      errors: [{ parameters: { [parameter]: [value] }, message }],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
    },
  }) satisfies StandInAnswer;
/** Images X takes for a post (media_category tweet_image), and its simple-upload cap. */
const X_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const X_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** How long an uploaded media id may be attached to a post (X says 24 h in each answer). */
const X_MEDIA_TTL_SECONDS = 86_400;
/** Media ids the stand-in issued: who uploaded them and until when they can be used. */
const xMedia = new Map<string, { owner: string; expiresAt: number }>();
const xMediaId = () => `1${String(randomBytes(8).readBigUInt64BE()).padStart(20, '0').slice(-18)}`;
/** Chunked uploads in progress (initialize, append, finalize): declared type, size, chunks. */
const xUploads = new Map<
  string,
  { owner: string; mediaType: string; totalBytes: number; chunks: Map<number, Buffer> }
>();
/** Registers media the account may attach to posts, and answers as X describes it. */
const xMediaAnswer = (
  id: string,
  size: number,
  image: { mime: string; width: number; height: number },
  context: RouteContext,
): StandInAnswer => {
  xMedia.set(id, { owner: X_USER_ID, expiresAt: context.now() + X_MEDIA_TTL_SECONDS * 1000 });
  return {
    status: 200,
    body: {
      data: {
        id,
        media_key: `3_${id}`,
        size,
        expires_after_secs: X_MEDIA_TTL_SECONDS,
        image: { image_type: image.mime, w: image.width, h: image.height },
      },
    },
  };
};
const xRateHeaders = (remaining: number, resetAt: number) => ({
  'x-rate-limit-limit': '100',
  'x-rate-limit-remaining': String(remaining),
  'x-rate-limit-reset': String(resetAt),
});

export const xSpec: NetworkSpec = {
  network: 'x',
  authorizePath: '/i/oauth2/authorize',
  tokenPath: '/2/oauth2/token',
  tokenMethod: 'POST',
  revokePath: '/2/oauth2/revoke',
  pkce: true,
  challengeMethods: ['S256', 's256'],
  refresh: 'rotating',
  accessTtlSeconds: 7_200,
  refreshTtlSeconds: 180 * 86_400,
  tokenAnswer: (input) => ({
    token_type: 'bearer',
    expires_in: input.expiresIn,
    access_token: input.accessToken,
    scope: 'tweet.read tweet.write users.read media.write offline.access',
    ...(input.refreshToken ? { refresh_token: input.refreshToken } : {}),
  }),
  oauthError: (error, description) => ({
    status: 400,
    body: { error, error_description: description },
  }),
  expiredToken: () => xProblem(401, 'Unauthorized', 'Unauthorized'),
  serverError: (status) => xProblem(status, 'Service Unavailable', 'Service Unavailable'),
  rateLimited: (resetAt) => ({
    status: 429,
    body: {
      title: 'Too Many Requests',
      detail: 'Too Many Requests',
      type: 'about:blank',
      status: 429,
    },
    headers: xRateHeaders(0, resetAt),
  }),
  routes: {
    'GET /2/users/me': (request) =>
      request.subject
        ? {
            status: 200,
            body: { data: { id: X_USER_ID, name: 'Sandbox Bakery', username: 'sandbox_bakery' } },
          }
        : xSpec.expiredToken(),
    // Simple upload (images): the file as `media`, raw in a multipart form or base64 in JSON.
    'POST /2/media/upload': async (request, context) => {
      if (!request.subject) return xSpec.expiredToken();
      const file = await uploadedFile(request, 'media');
      if (!file) return xInvalid('media', '', 'The media field is required.');
      const category = file.fields.get('media_category') ?? 'tweet_image';
      if (category !== 'tweet_image') {
        return xInvalid('media_category', category, 'Only tweet_image is taken by simple upload.');
      }
      if (file.bytes.length > X_IMAGE_MAX_BYTES) {
        return xInvalid('media', '', `File size exceeds ${X_IMAGE_MAX_BYTES} bytes.`);
      }
      const image = await judgeImage(file.bytes, X_IMAGE_TYPES);
      if (!image) return xInvalid('media', '', 'media type unrecognized.');
      return xMediaAnswer(xMediaId(), file.bytes.length, image, context);
    },
    // Chunked upload (what `twitter-api-v2`'s uploadMedia sends): a JSON initialize, each
    // chunk as multipart `media` with its `segment_index`, then finalize.
    'POST /2/media/upload/initialize': (request) => {
      if (!request.subject) return xSpec.expiredToken();
      const body = (request.json ?? {}) as Record<string, unknown>;
      const mediaType = typeof body.media_type === 'string' ? body.media_type : '';
      const totalBytes = Number(body.total_bytes);
      const category = typeof body.media_category === 'string' ? body.media_category : '';
      if (!X_IMAGE_TYPES.includes(mediaType) || !['tweet_image', 'tweet_gif'].includes(category)) {
        return xInvalid('media_type', mediaType, 'This media type is not taken for posts.');
      }
      if (!Number.isInteger(totalBytes) || totalBytes <= 0 || totalBytes > X_IMAGE_MAX_BYTES) {
        return xInvalid('total_bytes', String(body.total_bytes), 'total_bytes is out of range.');
      }
      const id = xMediaId();
      xUploads.set(id, { owner: X_USER_ID, mediaType, totalBytes, chunks: new Map() });
      return {
        status: 200,
        body: { data: { id, media_key: `3_${id}`, expires_after_secs: X_MEDIA_TTL_SECONDS } },
      };
    },
    'POST /2/media/upload/:id/append': async (request) => {
      if (!request.subject) return xSpec.expiredToken();
      const id = request.path.split('/')[4] ?? '';
      const upload = xUploads.get(id);
      if (!upload) return xInvalid('id', id, 'No upload with this id was initialized.');
      const file = await uploadedFile(request, 'media');
      const index = Number(file?.fields.get('segment_index'));
      if (!file || !Number.isInteger(index) || index < 0 || index > 999) {
        return xInvalid('segment_index', String(index), 'A media chunk and its index are needed.');
      }
      upload.chunks.set(index, file.bytes);
      return {
        status: 200,
        body: { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } },
      };
    },
    'POST /2/media/upload/:id/finalize': async (request, context) => {
      if (!request.subject) return xSpec.expiredToken();
      const id = request.path.split('/')[4] ?? '';
      const upload = xUploads.get(id);
      if (!upload) return xInvalid('id', id, 'No upload with this id was initialized.');
      const order = [...upload.chunks.keys()].sort((a, b) => a - b);
      const bytes = Buffer.concat(
        order.map((index) => upload.chunks.get(index) ?? Buffer.alloc(0)),
      );
      xUploads.delete(id);
      if (bytes.length !== upload.totalBytes) {
        return xInvalid('id', id, 'The chunks do not add up to total_bytes.');
      }
      const image = await judgeImage(bytes, [upload.mediaType]);
      if (!image) return xInvalid('media', '', 'media type unrecognized.');
      return xMediaAnswer(id, bytes.length, image, context);
    },
    'POST /2/tweets': (request, context) => {
      if (!request.subject) return xSpec.expiredToken();
      const text = textOf(request, 'text');
      const media = (request.json as { media?: { media_ids?: unknown } } | undefined)?.media;
      const mediaIds = Array.isArray(media?.media_ids) ? media.media_ids.map(String) : [];
      if (media && (mediaIds.length === 0 || mediaIds.length > 4)) {
        return xInvalid('media.media_ids', '', 'Between 1 and 4 media ids are allowed.');
      }
      // Only media this account uploaded, within its lifetime, can go on its post.
      const unusable = mediaIds.find((id) => {
        const known = xMedia.get(id);
        return !known || known.owner !== X_USER_ID || known.expiresAt <= context.now();
      });
      if (unusable !== undefined) {
        return xInvalid('media.media_ids', unusable, 'Your media IDs are invalid.');
      }
      if ((!text && !mediaIds.length) || [...text].length > 280) {
        return xProblem(
          400,
          'Invalid Request',
          'One or more parameters to your request was invalid.',
        );
      }
      const resetAt = Math.ceil(context.now() / 1000) + 900;
      if (text && isDuplicate(context.ledger, X_USER_ID, text)) {
        return xProblem(
          403,
          'Forbidden',
          'You are not allowed to create a Tweet with duplicate content.',
        );
      }
      const entry = context.record(X_USER_ID, text, mediaIds);
      return {
        status: 201,
        body: { data: { id: entry.id, text } },
        headers: xRateHeaders(99, resetAt),
      };
    },
  },
};

// Facebook Pages (Graph API): no PKCE, no refresh tokens, Graph errors. Token lifetimes as
// Meta's (docs/network-facts.md, "Meta tokens"): the code exchange gives a short-lived
// user token, fb_exchange_token a 60-day one; Page tokens listed with a short-lived user
// token last about an hour, with a long-lived one they never expire.
const PAGES = [
  { id: '104000000000001', name: 'Sandbox Bakery' },
  { id: '104000000000002', name: 'Sandbox Bakery Events' },
];
const graphError = (
  status: number,
  code: number,
  message: string,
  subcode?: number,
): StandInAnswer => ({
  status,
  body: {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});
/** Meta's refusal of a fetched image, in the Graph error shape (with the user's wording). */
const graphRefusal = (refusal: GraphRefusal): StandInAnswer => {
  const answer = graphError(400, refusal.code, refusal.message, refusal.subcode);
  const body = answer.body as { error: Record<string, unknown> };
  Object.assign(body.error, {
    is_transient: false,
    ...(refusal.userTitle ? { error_user_title: refusal.userTitle } : {}),
    ...(refusal.userMessage ? { error_user_msg: refusal.userMessage } : {}),
  });
  return answer;
};
/** Page tokens are issued to the Page itself: its subject is this prefix and its id. */
const pageSubject = (pageId: string) => `page:${pageId}`;
/** A short-lived user token from the code exchange (Meta: about 1–2 hours). */
const META_SHORT_TTL_SECONDS = 3_600;
/** A long-lived user token from fb_exchange_token: `expires_in` 5183944 (about 60 days). */
const META_LONG_TTL_SECONDS = 5_183_944;
/** A Page token listed with a short-lived user token lasts about an hour. */
const PAGE_TOKEN_SHORT_TTL_SECONDS = 3_600;
/** Tokens whose lifetime is over a day count as long-lived (what the real Graph API decides). */
const isLongLived = (expiresAt: number | null, now: number) =>
  expiresAt === null || expiresAt - now > 86_400_000;

/**
 * GET /debug_token: a token's owner and expiry (`expires_at` 0 when it never expires),
 * asked with the app's own token `{app-id}|{app-secret}`.
 */
const debugToken = (request: StandInRequest, context: RouteContext): StandInAnswer => {
  if (
    request.params.get('access_token') !== `${sandboxClientId('facebook')}|${SANDBOX_CLIENT_SECRET}`
  ) {
    return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  }
  const info = context.tokenInfo(request.query.get('input_token') ?? '');
  const valid = info !== undefined && (info.expiresAt === null || info.expiresAt > context.now());
  return {
    status: 200,
    body: {
      data: {
        app_id: sandboxClientId('facebook'),
        type: info?.subject.startsWith('page:') ? 'PAGE' : 'USER',
        is_valid: valid,
        expires_at: info?.expiresAt ? Math.floor(info.expiresAt / 1000) : 0,
        ...(info ? { user_id: info.subject } : {}),
      },
    },
  };
};

/** The Graph checks both Meta stand-ins share: a live token for a Page call, and debug_token. */
const pageTokenOk = (request: StandInRequest, pageId: string) =>
  request.subject === pageSubject(pageId);

export const facebookSpec: NetworkSpec = {
  network: 'facebook',
  versionedPaths: true,
  authorizePath: '/dialog/oauth',
  tokenPath: '/oauth/access_token',
  tokenMethod: 'GET',
  revokePath: null,
  pkce: false,
  refresh: 'none',
  accessTtlSeconds: META_SHORT_TTL_SECONDS,
  refreshTtlSeconds: 0,
  exchangeGrant: {
    grantType: 'fb_exchange_token',
    tokenParam: 'fb_exchange_token',
    ttlSeconds: META_LONG_TTL_SECONDS,
  },
  tokenAnswer: (input) => ({
    access_token: input.accessToken,
    token_type: 'bearer',
    expires_in: input.expiresIn,
  }),
  oauthError: (_error, description) => graphError(400, 100, description),
  expiredToken: () =>
    graphError(401, 190, 'Error validating access token: Session has expired', 463),
  serverError: (status) =>
    graphError(status, 2, 'An unexpected error has occurred. Please retry your request later.'),
  rateLimited: () => ({
    ...graphError(429, 32, 'Page request limit reached'),
    headers: {
      'x-business-use-case-usage':
        '{"104000000000001":[{"type":"pages","call_count":100,"estimated_time_to_regain_access":2}]}',
    },
  }),
  routes: {
    'GET /me/accounts': (request, context) => {
      const user = context.tokenInfo(request.params.get('access_token') ?? '');
      if (!request.subject || !user) return facebookSpec.expiredToken();
      const ttl = isLongLived(user.expiresAt, context.now()) ? null : PAGE_TOKEN_SHORT_TTL_SECONDS;
      return {
        status: 200,
        body: {
          data: PAGES.map((page) => ({
            ...page,
            access_token: context.issueToken(pageSubject(page.id), ttl, 'facebook-page-'),
            tasks: ['CREATE_CONTENT', 'MANAGE'],
          })),
        },
      };
    },
    'GET /debug_token': debugToken,
    'DELETE /me/permissions': (request) =>
      request.subject ? { status: 200, body: { success: true } } : facebookSpec.expiredToken(),
    'POST /:page/feed': (request, context) => {
      const pageId = request.path.split('/')[1] ?? '';
      if (!pageTokenOk(request, pageId)) return facebookSpec.expiredToken();
      const message = textOf(request, 'message');
      if (!message) return graphError(400, 100, 'Invalid parameter');
      if (isDuplicate(context.ledger, pageId, message)) {
        return graphError(400, 506, 'Duplicate status message');
      }
      const entry = context.record(pageId, message);
      return { status: 200, body: { id: `${pageId}_${entry.id}` } };
    },
    'POST /:page/photos': async (request, context) => {
      const pageId = request.path.split('/')[1] ?? '';
      if (!pageTokenOk(request, pageId)) return facebookSpec.expiredToken();
      const url = textOf(request, 'url');
      if (!url.startsWith('http')) return graphError(400, 324, 'Requires upload file');
      // Facebook fetches the photo and judges its bytes before it posts anything.
      const refusal = await judgeFacebookPhoto(url);
      if (refusal) return graphRefusal(refusal);
      const caption = textOf(request, 'caption');
      const entry = context.record(pageId, caption);
      return {
        status: 200,
        body: { id: `${entry.id}1`, post_id: `${pageId}_${entry.id}` },
      };
    },
  },
};

// Instagram (Graph API through Facebook Login): image containers, media_publish, a daily quota.
export const INSTAGRAM_ACCOUNT = { id: '17841400000000001', username: 'sandbox_bakery' };
const INSTAGRAM_QUOTA = 50;
interface Container {
  owner: string;
  imageUrl: string;
  caption: string;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED';
  /** Status checks still answered IN_PROGRESS (an image being fetched and processed). */
  checksInProgress: number;
}
/** Containers by id; ids are random, so stand-ins in one process never collide. */
const containers = new Map<string, Container>();

/** How many status checks a newly made container answers IN_PROGRESS (tests set it). */
export const instagramProcessing = { checksInProgress: 1 };

export const instagramSpec: NetworkSpec = {
  ...facebookSpec,
  network: 'instagram',
  appOf: 'facebook',
  routes: {
    'GET /me/accounts': (request) =>
      request.subject
        ? {
            status: 200,
            body: {
              data: [
                { ...PAGES[0], instagram_business_account: INSTAGRAM_ACCOUNT },
                // A Page with no Instagram account linked: nothing to post to there.
                PAGES[1],
              ],
            },
          }
        : instagramSpec.expiredToken(),
    'DELETE /me/permissions': (request) =>
      request.subject ? { status: 200, body: { success: true } } : instagramSpec.expiredToken(),
    'GET /debug_token': debugToken,
    'GET /:ig/content_publishing_limit': (request, context) => {
      if (!request.subject) return instagramSpec.expiredToken();
      const owner = request.path.split('/')[1] ?? '';
      const since = context.now() - 86_400_000;
      const used = context.ledger.filter((entry) => entry.author === owner && entry.at > since);
      return {
        status: 200,
        body: {
          data: [
            {
              quota_usage: used.length,
              config: { quota_total: INSTAGRAM_QUOTA, quota_duration: 86_400 },
            },
          ],
        },
      };
    },
    'POST /:ig/media': async (request) => {
      if (!request.subject) return instagramSpec.expiredToken();
      const owner = request.path.split('/')[1] ?? '';
      if (owner !== INSTAGRAM_ACCOUNT.id) return graphError(400, 100, 'Unsupported post request');
      const imageUrl = textOf(request, 'image_url');
      if (!imageUrl.startsWith('http')) {
        return graphError(400, 9004, 'Only photo or video can be accepted as media type.', 2207052);
      }
      // Instagram fetches the image ("we cURL media") and judges it before making a container.
      const refusal = await judgeInstagramImage(imageUrl);
      if (refusal) return graphRefusal(refusal);
      const id = `${Date.now()}${randomBytes(4).readUInt32BE()}`;
      containers.set(id, {
        owner,
        imageUrl,
        caption: textOf(request, 'caption'),
        status: 'IN_PROGRESS',
        checksInProgress: instagramProcessing.checksInProgress,
      });
      return { status: 200, body: { id } };
    },
    'POST /:ig/media_publish': (request, context) => {
      if (!request.subject) return instagramSpec.expiredToken();
      const container = containers.get(textOf(request, 'creation_id'));
      if (!container || container.owner !== request.path.split('/')[1]) {
        return graphError(400, 100, 'Invalid parameter');
      }
      if (container.status !== 'FINISHED') {
        return graphError(400, 9007, 'The media is not ready for publishing.', 2207027);
      }
      container.status = 'PUBLISHED';
      const entry = context.record(container.owner, container.caption);
      return { status: 200, body: { id: entry.id } };
    },
    'GET /:id': (request) => {
      if (!request.subject) return instagramSpec.expiredToken();
      const id = request.path.split('/')[1] ?? '';
      const container = containers.get(id);
      if (container) {
        if (container.status === 'IN_PROGRESS') {
          if (container.checksInProgress > 0) container.checksInProgress -= 1;
          else container.status = 'FINISHED';
        }
        return { status: 200, body: { id, status_code: container.status } };
      }
      return {
        status: 200,
        body: { id, permalink: `https://www.instagram.com/p/${id}/` },
      };
    },
  },
};

// TikTok (Content Posting API): PKCE, rotating refresh tokens, { data, error } envelopes,
// an unaudited app (private posts only), content/init capped at 6 a minute per user.
export const TIKTOK_OPEN_ID = 'sandbox-open-id-0001';
const TIKTOK_INIT_PER_MINUTE = 6;
const tiktokError = (status: number, code: string, message: string): StandInAnswer => ({
  status,
  body: { data: {}, error: { code, message, log_id: randomBytes(8).toString('hex') } },
});
const tiktokOk = (data: unknown): StandInAnswer => ({
  status: 200,
  body: { data, error: { code: 'ok', message: '', log_id: randomBytes(8).toString('hex') } },
});
/**
 * Publish ids the stand-in issued: the post they make, how many more status checks answer
 * PROCESSING_DOWNLOAD, and the fail_reason when processing is to end FAILED.
 */
const tiktokPublishes = new Map<
  string,
  { postId: string; checksProcessing: number; failReason: string | null }
>();

/**
 * How the next accepted photo posts are processed (tests set it): status checks answered
 * PROCESSING_DOWNLOAD before the outcome, and `failNext`: the next post's processing ends
 * FAILED with this fail_reason (nothing goes live).
 */
export const tiktokProcessing: { checksProcessing: number; failNext: string | null } = {
  checksProcessing: 0,
  failNext: null,
};

/**
 * Whether the sandbox plays an app TikTok has audited (TIKTOK_AUDITED sets it when the
 * sandbox starts; tests set it): audited, creator_info offers every privacy level;
 * unaudited, only SELF_ONLY, and content/init refuses anything else.
 */
export const tiktokAudit: { audited: boolean } = { audited: false };

const TIKTOK_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#b5651d"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">SB</text></svg>',
  );

const tiktokPrivacyOptions = () =>
  tiktokAudit.audited
    ? ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY']
    : ['SELF_ONLY'];

interface TikTokPostInfo {
  description?: string;
  privacy_level?: string;
  disable_comment?: boolean;
  brand_content_toggle?: boolean;
  brand_organic_toggle?: boolean;
}

/** What TikTok refuses in post_info: a privacy level not offered, private branded content. */
function refusedPostInfo(postInfo: TikTokPostInfo | undefined): StandInAnswer | null {
  const level = postInfo?.privacy_level ?? '';
  if (!tiktokPrivacyOptions().includes(level)) {
    return tiktokAudit.audited
      ? tiktokError(
          400,
          'privacy_level_option_mismatch',
          'privacy_level is not one of the privacy_level_options of creator_info.',
        )
      : tiktokError(
          403,
          'unaudited_client_can_only_post_to_private_accounts',
          'Unaudited clients can only post with SELF_ONLY visibility.',
        );
  }
  if (postInfo?.brand_content_toggle === true && level === 'SELF_ONLY') {
    return tiktokError(
      400,
      'invalid_params',
      'Branded content cannot be posted with SELF_ONLY visibility.',
    );
  }
  return null;
}

export const tiktokSpec: NetworkSpec = {
  network: 'tiktok',
  authorizePath: '/v2/auth/authorize/',
  tokenPath: '/v2/oauth/token/',
  tokenMethod: 'POST',
  revokePath: '/v2/oauth/revoke/',
  pkce: true,
  // Which one real TikTok's web login checks is unverified (docs/network-facts.md, TikTok).
  challengeEncodings: ['base64url', 'hex'],
  refresh: 'rotating',
  accessTtlSeconds: 7_200,
  refreshTtlSeconds: 180 * 86_400,
  tokenAnswer: (input) => ({
    access_token: input.accessToken,
    expires_in: input.expiresIn,
    open_id: TIKTOK_OPEN_ID,
    refresh_token: input.refreshToken,
    refresh_expires_in: input.refreshExpiresIn,
    scope: 'user.info.basic,video.publish',
    token_type: 'Bearer',
  }),
  oauthError: (error, description) => ({
    status: 400,
    body: { error, error_description: description, log_id: randomBytes(8).toString('hex') },
  }),
  expiredToken: () =>
    tiktokError(401, 'access_token_invalid', 'The access token is invalid or not found.'),
  serverError: (status) => tiktokError(status, 'internal_error', 'Something went wrong.'),
  rateLimited: () =>
    tiktokError(429, 'rate_limit_exceeded', 'API rate limit exceeded, please try again later.'),
  routes: {
    'GET /v2/user/info/': (request) =>
      request.subject
        ? tiktokOk({ user: { open_id: TIKTOK_OPEN_ID, display_name: 'Sandbox Bakery' } })
        : tiktokSpec.expiredToken(),
    'POST /v2/post/publish/creator_info/query/': (request) =>
      request.subject
        ? tiktokOk({
            creator_avatar_url: TIKTOK_AVATAR,
            creator_username: 'sandbox_bakery',
            creator_nickname: 'Sandbox Bakery',
            privacy_level_options: tiktokPrivacyOptions(),
            comment_disabled: false,
            duet_disabled: false,
            stitch_disabled: true,
            max_video_post_duration_sec: 600,
          })
        : tiktokSpec.expiredToken(),
    'POST /v2/post/publish/content/init/': async (request, context) => {
      if (!request.subject) return tiktokSpec.expiredToken();
      const body = request.json as
        | {
            media_type?: string;
            post_info?: TikTokPostInfo;
            source_info?: { source?: string; photo_images?: string[] };
          }
        | undefined;
      // Counted on the network's side: our own cap must keep us from ever meeting this.
      const minuteAgo = context.now() - 60_000;
      if (context.ledger.filter((entry) => entry.at > minuteAgo).length >= TIKTOK_INIT_PER_MINUTE) {
        return tiktokSpec.rateLimited(0);
      }
      // Photos are pulled only from a domain or URL prefix verified with TikTok.
      if (unverifiedPhotoUrl(body?.source_info, context.verifiedUrlPrefixes())) {
        return tiktokError(403, 'url_ownership_unverified', TIKTOK_URL_OWNERSHIP_MESSAGE);
      }
      if (body?.media_type !== 'PHOTO' || body.source_info?.source !== 'PULL_FROM_URL') {
        return tiktokError(400, 'invalid_params', 'Only PULL_FROM_URL photo posts are supported.');
      }
      if (!body.source_info.photo_images?.[0]?.startsWith('http')) {
        return tiktokError(400, 'invalid_params', 'photo_images is required.');
      }
      const refused = refusedPostInfo(body.post_info);
      if (refused) return refused;
      const failReason = tiktokProcessing.failNext;
      tiktokProcessing.failNext = null;
      // TikTok pulls the photos after accepting: one it cannot take fails the post.
      const failure = failReason ?? (await tiktokPullFailReason(body.source_info.photo_images));
      // A post whose processing will fail never goes live: it stays out of the ledger.
      const postId = failure
        ? newRemoteId()
        : context.record(TIKTOK_OPEN_ID, body.post_info?.description ?? '').id;
      const publishId = `p_pub_url~v2.${postId}`;
      tiktokPublishes.set(publishId, {
        postId,
        checksProcessing: tiktokProcessing.checksProcessing,
        failReason: failure,
      });
      return tiktokOk({ publish_id: publishId });
    },
    // Photo posts: PROCESSING_DOWNLOAD (TikTok fetching the images), then PUBLISH_COMPLETE
    // with the post's id, or FAILED with a fail_reason.
    'POST /v2/post/publish/status/fetch/': (request) => {
      if (!request.subject) return tiktokSpec.expiredToken();
      const publishId = textOf(request, 'publish_id');
      const publish = tiktokPublishes.get(publishId);
      if (!publish) return tiktokError(400, 'invalid_publish_id', 'publish_id not found.');
      if (publish.checksProcessing > 0) {
        publish.checksProcessing -= 1;
        return tiktokOk({ status: 'PROCESSING_DOWNLOAD', publicaly_available_post_id: [] });
      }
      if (publish.failReason) {
        return tiktokOk({
          status: 'FAILED',
          fail_reason: publish.failReason,
          publicaly_available_post_id: [],
        });
      }
      return tiktokOk({
        status: 'PUBLISH_COMPLETE',
        publicaly_available_post_id: [publish.postId],
      });
    },
  },
};

const metricIds = {
  instagramAccount: INSTAGRAM_ACCOUNT.id,
  xUser: X_USER_ID,
  tiktokOpenId: TIKTOK_OPEN_ID,
};

/** Each stand-in, with the numbers its posts and accounts grow (sandbox/metrics.ts). */
export const SANDBOX_SPECS: Partial<Record<Network, NetworkSpec>> = {
  x: withMetricRoutes(xSpec, metricIds),
  facebook: withMetricRoutes(facebookSpec, metricIds),
  instagram: withMetricRoutes(instagramSpec, metricIds),
  linkedin: withMetricRoutes(linkedInSpec, metricIds),
  tiktok: withMetricRoutes(tiktokSpec, metricIds),
  google_business: googleBusinessSpec,
};

export type StandIns = Partial<Record<Network, StandIn>>;

/** Starts a stand-in for every network that has one. */
export async function startStandIns(options: StandInOptions = {}): Promise<StandIns> {
  const entries = await Promise.all(
    Object.values(SANDBOX_SPECS).map(
      async (spec) => [spec.network, await startStandIn(spec, options)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export const SANDBOX_OWNER = SANDBOX_SUBJECT;

type GoogleBusinessKey =
  | 'GOOGLE_BUSINESS_CLIENT_ID'
  | 'GOOGLE_BUSINESS_CLIENT_SECRET'
  | 'GOOGLE_BUSINESS_AUTHORIZE_URL'
  | 'GOOGLE_BUSINESS_TOKEN_URL'
  | 'GOOGLE_BUSINESS_REVOKE_URL'
  | 'GOOGLE_BUSINESS_ACCOUNTS_URL'
  | 'GOOGLE_BUSINESS_INFORMATION_URL'
  | 'GOOGLE_BUSINESS_POSTS_URL';

/** Google's hosts (sign-in, tokens and each Business Profile API) all at the one stand-in. */
const googleBusinessEnvironment = (baseUrl: string): Record<GoogleBusinessKey, string> => ({
  GOOGLE_BUSINESS_CLIENT_ID: sandboxClientId('google_business'),
  GOOGLE_BUSINESS_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
  GOOGLE_BUSINESS_AUTHORIZE_URL: `${baseUrl}${googleBusinessSpec.authorizePath}`,
  GOOGLE_BUSINESS_TOKEN_URL: `${baseUrl}${googleBusinessSpec.tokenPath}`,
  GOOGLE_BUSINESS_REVOKE_URL: `${baseUrl}/revoke`,
  GOOGLE_BUSINESS_ACCOUNTS_URL: baseUrl,
  GOOGLE_BUSINESS_INFORMATION_URL: baseUrl,
  GOOGLE_BUSINESS_POSTS_URL: baseUrl,
});

type SandboxKey =
  | 'X_CLIENT_ID'
  | 'X_CLIENT_SECRET'
  | 'X_AUTHORIZE_URL'
  | 'X_API_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_AUTHORIZE_URL'
  | 'FACEBOOK_GRAPH_URL'
  | 'INSTAGRAM_AUTHORIZE_URL'
  | 'INSTAGRAM_GRAPH_URL'
  | 'LINKEDIN_CLIENT_ID'
  | 'LINKEDIN_CLIENT_SECRET'
  | 'LINKEDIN_PAGES_CLIENT_ID'
  | 'LINKEDIN_PAGES_CLIENT_SECRET'
  | 'LINKEDIN_OAUTH_URL'
  | 'LINKEDIN_API_URL'
  | 'TIKTOK_CLIENT_KEY'
  | 'TIKTOK_CLIENT_SECRET'
  | 'TIKTOK_AUTHORIZE_URL'
  | 'TIKTOK_API_URL'
  | 'TIKTOK_VERIFIED_URL_PREFIX'
  | GoogleBusinessKey;

type SandboxEnvironment = Partial<Record<SandboxKey, string>> & {
  /** The stand-in's containers finish at once: no pause between checks. */
  INSTAGRAM_POLL_SECONDS?: number;
};

/**
 * The configuration that points the server's networks at the stand-ins. `mediaPrefix`: the
 * server's published-media links, verified with the TikTok stand-in (its PULL_FROM_URL).
 */
export function sandboxEnvironment(
  standIns: StandIns,
  options: { mediaPrefix?: string } = {},
): SandboxEnvironment {
  const env: SandboxEnvironment = {};
  const { x, facebook, instagram, linkedin, tiktok, google_business } = standIns;
  if (x) {
    Object.assign(env, {
      X_CLIENT_ID: 'sandbox-x',
      X_CLIENT_SECRET: 'sandbox-secret',
      X_AUTHORIZE_URL: `${x.baseUrl}${xSpec.authorizePath}`,
      X_API_URL: x.baseUrl,
    });
  }
  if (facebook) {
    Object.assign(env, {
      FACEBOOK_APP_ID: 'sandbox-facebook',
      FACEBOOK_APP_SECRET: 'sandbox-secret',
      FACEBOOK_AUTHORIZE_URL: `${facebook.baseUrl}${facebookSpec.authorizePath}`,
      FACEBOOK_GRAPH_URL: facebook.baseUrl,
    });
  }
  // Instagram shares the Facebook app; only its login and Graph address differ.
  if (instagram) {
    Object.assign(env, {
      FACEBOOK_APP_ID: 'sandbox-facebook',
      FACEBOOK_APP_SECRET: 'sandbox-secret',
      INSTAGRAM_AUTHORIZE_URL: `${instagram.baseUrl}${instagramSpec.authorizePath}`,
      INSTAGRAM_GRAPH_URL: instagram.baseUrl,
      INSTAGRAM_POLL_SECONDS: 0,
    });
  }
  if (linkedin) {
    Object.assign(env, {
      LINKEDIN_CLIENT_ID: 'sandbox-linkedin',
      LINKEDIN_CLIENT_SECRET: 'sandbox-secret',
      // The second app, for organization pages (ADR 0054).
      LINKEDIN_PAGES_CLIENT_ID: LINKEDIN_PAGES_APP,
      LINKEDIN_PAGES_CLIENT_SECRET: 'sandbox-secret',
      LINKEDIN_OAUTH_URL: `${linkedin.baseUrl}/oauth/v2`,
      LINKEDIN_API_URL: linkedin.baseUrl,
    });
  }
  if (tiktok) {
    Object.assign(env, {
      TIKTOK_CLIENT_KEY: 'sandbox-tiktok',
      TIKTOK_CLIENT_SECRET: 'sandbox-secret',
      TIKTOK_AUTHORIZE_URL: `${tiktok.baseUrl}${tiktokSpec.authorizePath}`,
      TIKTOK_API_URL: tiktok.baseUrl,
      ...(options.mediaPrefix ? { TIKTOK_VERIFIED_URL_PREFIX: options.mediaPrefix } : {}),
    });
  }
  if (google_business) Object.assign(env, googleBusinessEnvironment(google_business.baseUrl));
  return env;
}
