import type { NetworkSpec, RouteContext, StandInAnswer, StandInRequest } from './stand-in';
import {
  bodyOf,
  googleError,
  localPostAnswer,
  localPostId,
  refusedLocalPost,
  refusedMedia,
  type StoredLocalPost,
} from './google-business-posts';
import { followersOf } from './metrics';

/**
 * Google Business Profile's stand-in (docs/network-facts.md, "Google Business Profile"):
 * Google's OAuth 2.0 (PKCE, offline access for a refresh token that is reused, access
 * tokens of an hour), the accounts (Account Management API), their locations (Business
 * Information API, `readMask` required), local posts (v4 `localPosts` create, get and list)
 * and a location's daily metrics (Performance API). Every path is on one address here; the
 * real APIs are on one host each.
 */

export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export const GOOGLE_BUSINESS_ACCOUNT = {
  name: 'accounts/1100000000000000001',
  accountName: 'Sandbox Bakery',
};
/** The account's two shops: connecting asks which one to post to. */
export const GOOGLE_BUSINESS_LOCATIONS = [
  { name: 'locations/2200000000000000001', title: 'Sandbox Bakery – High Street' },
  { name: 'locations/2200000000000000002', title: 'Sandbox Bakery – Station Road' },
] as const;

/** The project's standing with Google: until approved, the Business Profile APIs refuse it. */
export const googleBusinessApproval = { approved: true };

/** Local posts by name, across every stand-in in this process (names never collide). */
const localPosts = new Map<string, StoredLocalPost>();

const GOOGLE_UNAUTHENTICATED = googleError(
  401,
  'UNAUTHENTICATED',
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
);
const NOT_APPROVED = googleError(
  403,
  'PERMISSION_DENIED',
  'Google Business Profile API has not been approved for this project. Request access before using it.',
);

/** The token's and the project's standing: a refusal, or null when the call may go on. */
const refusedCall = (request: StandInRequest): StandInAnswer | null => {
  if (!request.subject) return GOOGLE_UNAUTHENTICATED;
  return googleBusinessApproval.approved ? null : NOT_APPROVED;
};

/** `accounts/{a}/locations/{l}` from a v4 path, when that location is the account's. */
function locationOfPath(path: string): string | null {
  const [, , , account, , location] = path.split('/');
  const name = `accounts/${account}/locations/${location}`;
  const known =
    `accounts/${account}` === GOOGLE_BUSINESS_ACCOUNT.name &&
    GOOGLE_BUSINESS_LOCATIONS.some((item) => item.name === `locations/${location}`);
  return known ? name : null;
}

const notFound = (what: string) =>
  googleError(404, 'NOT_FOUND', `Requested entity was not found: ${what}`);

async function createLocalPost(
  request: StandInRequest,
  context: RouteContext,
): Promise<StandInAnswer> {
  const refused = refusedCall(request);
  if (refused) return refused;
  const parent = locationOfPath(request.path);
  if (!parent) return notFound(request.path);
  const body = bodyOf(request);
  const invalid = refusedLocalPost(body) ?? (await refusedMedia(body?.media));
  if (invalid || !body) return invalid ?? googleError(400, 'INVALID_ARGUMENT', 'No body.');
  const id = localPostId();
  const summary = typeof body.summary === 'string' ? body.summary : '';
  const media = Array.isArray(body.media)
    ? (body.media as { sourceUrl?: string }[]).flatMap((item) => item.sourceUrl ?? [])
    : [];
  const entry = context.record(parent, summary, media);
  const post: StoredLocalPost = {
    name: `${parent}/localPosts/${id}`,
    summary,
    topicType: String(body.topicType),
    createTime: new Date(entry.at).toISOString(),
    searchUrl: `https://local.google.com/place?id=${parent.split('/')[3]}&use=posts&lpsid=${id}`,
    body: body as Record<string, unknown>,
  };
  entry.id = post.name;
  localPosts.set(post.name, post);
  return { status: 200, body: localPostAnswer(post) };
}

function listLocalPosts(request: StandInRequest): StandInAnswer {
  const refused = refusedCall(request);
  if (refused) return refused;
  const parent = locationOfPath(request.path);
  if (!parent) return notFound(request.path);
  const pageSize = Math.min(100, Number(request.query.get('pageSize') ?? 20) || 20);
  const start = Number(request.query.get('pageToken') ?? 0) || 0;
  const all = [...localPosts.values()]
    .filter((post) => post.name.startsWith(`${parent}/`))
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
  const page = all.slice(start, start + pageSize);
  return {
    status: 200,
    body: {
      localPosts: page.map(localPostAnswer),
      ...(start + pageSize < all.length ? { nextPageToken: String(start + pageSize) } : {}),
    },
  };
}

/** Daily values per metric for the days asked, seeded by the location and the day. */
function dailyMetrics(request: StandInRequest): StandInAnswer {
  const refused = refusedCall(request);
  if (refused) return refused;
  const [id, method] = (request.path.split('/')[3] ?? '').split(':');
  if (method !== 'fetchMultiDailyMetricsTimeSeries') return notFound(request.path);
  if (!GOOGLE_BUSINESS_LOCATIONS.some((item) => item.name === `locations/${id}`)) {
    return notFound(`locations/${id}`);
  }
  const metrics = request.query.getAll('dailyMetrics');
  if (!metrics.length) return googleError(400, 'INVALID_ARGUMENT', 'dailyMetrics is required.');
  const day = (prefix: string) => ({
    year: Number(request.query.get(`dailyRange.${prefix}.year`)),
    month: Number(request.query.get(`dailyRange.${prefix}.month`)),
    day: Number(request.query.get(`dailyRange.${prefix}.day`)),
  });
  const start = day('startDate');
  const end = day('endDate');
  const from = Date.UTC(start.year, start.month - 1, start.day);
  const to = Date.UTC(end.year, end.month - 1, end.day);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
    return googleError(400, 'INVALID_ARGUMENT', 'dailyRange is invalid.');
  }
  const days: number[] = [];
  for (let at = from; at <= to; at += 86_400_000) days.push(at);
  return {
    status: 200,
    body: {
      multiDailyMetricTimeSeries: [
        {
          dailyMetricTimeSeries: metrics.map((metric) => ({
            dailyMetric: metric,
            timeSeries: {
              datedValues: days.map((at) => {
                const date = new Date(at);
                return {
                  date: {
                    year: date.getUTCFullYear(),
                    month: date.getUTCMonth() + 1,
                    day: date.getUTCDate(),
                  },
                  value: String(followersOf(`${id}:${metric}`, at) % 97),
                };
              }),
            },
          })),
        },
      ],
    },
  };
}

export const googleBusinessSpec: NetworkSpec = {
  network: 'google_business',
  authorizePath: '/o/oauth2/v2/auth',
  tokenPath: '/token',
  tokenMethod: 'POST',
  revokePath: '/revoke',
  pkce: true,
  refresh: 'reusable',
  accessTtlSeconds: 3_599,
  refreshTtlSeconds: 365 * 86_400,
  tokenAnswer: (input) => ({
    access_token: input.accessToken,
    expires_in: input.expiresIn,
    // A refresh answers no refresh token: the client keeps the one it has.
    ...(input.refreshToken && !input.refreshReused ? { refresh_token: input.refreshToken } : {}),
    scope: GOOGLE_BUSINESS_SCOPE,
    token_type: 'Bearer',
  }),
  // Google gives a refresh token only for offline access; prompt=consent gives it again on
  // a reconnect. The stand-in refuses a sign-in that would leave us without one.
  authorizeRefusal: (request) => {
    const scopes = (request.query.get('scope') ?? '').split(' ');
    if (!scopes.includes(GOOGLE_BUSINESS_SCOPE)) {
      return {
        status: 400,
        body: { error: 'invalid_scope', error_description: 'business.manage is required' },
      };
    }
    if (
      request.query.get('access_type') !== 'offline' ||
      request.query.get('prompt') !== 'consent'
    ) {
      return {
        status: 400,
        body: {
          error: 'invalid_request',
          error_description: 'access_type=offline and prompt=consent are required here',
        },
      };
    }
    return null;
  },
  oauthError: (error, description) => ({
    status: 400,
    body: { error, error_description: description },
  }),
  expiredToken: () => GOOGLE_UNAUTHENTICATED,
  serverError: (status) =>
    googleError(status, 'UNAVAILABLE', 'The service is currently unavailable.'),
  rateLimited: () =>
    googleError(
      429,
      'RESOURCE_EXHAUSTED',
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.",
    ),
  routes: {
    'GET /v1/accounts': (request) =>
      refusedCall(request) ?? {
        status: 200,
        body: {
          accounts: [
            {
              ...GOOGLE_BUSINESS_ACCOUNT,
              type: 'PERSONAL',
              role: 'PRIMARY_OWNER',
              verificationState: 'VERIFIED',
            },
          ],
        },
      },
    'GET /v1/accounts/:account/locations': (request) => {
      const refused = refusedCall(request);
      if (refused) return refused;
      if (`accounts/${request.path.split('/')[3]}` !== GOOGLE_BUSINESS_ACCOUNT.name) {
        return notFound(request.path);
      }
      const mask = request.query.get('readMask');
      if (!mask) {
        return googleError(
          400,
          'INVALID_ARGUMENT',
          "Request contains an invalid argument. 'read_mask' is required.",
        );
      }
      const fields = mask.split(',');
      return {
        status: 200,
        body: {
          locations: GOOGLE_BUSINESS_LOCATIONS.map((location) =>
            Object.fromEntries(Object.entries(location).filter(([key]) => fields.includes(key))),
          ),
        },
      };
    },
    'POST /v4/accounts/:account/locations/:location/localPosts': createLocalPost,
    'GET /v4/accounts/:account/locations/:location/localPosts': listLocalPosts,
    'GET /v4/accounts/:account/locations/:location/localPosts/:post': (request) => {
      const refused = refusedCall(request);
      if (refused) return refused;
      const post = localPosts.get(request.path.replace(/^\/v4\//, ''));
      return post ? { status: 200, body: localPostAnswer(post) } : notFound(request.path);
    },
    'GET /v1/locations/:location': dailyMetrics,
  },
};
