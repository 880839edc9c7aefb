import { createHash } from 'node:crypto';
import type {
  LedgerEntry,
  NetworkSpec,
  RouteContext,
  RouteHandler,
  StandInAnswer,
  StandInRequest,
} from './stand-in';

/**
 * The stand-ins' numbers for posts and accounts: each grows with the post's age on the
 * stand-in's clock from a seed (the post's id), so the same post at the same age always has
 * the same numbers, and a later reading is never lower. Answers have each network's shape
 * (docs/network-facts.md, "Metrics"), Meta's insights come in pages, and a metric Meta
 * deprecated is refused as Meta refuses it.
 */

const HOUR_MS = 3_600_000;
/** Metric names the Graph stand-ins refuse as invalid (Meta's 2025 deprecations; tests add). */
export const sandboxMetricRules = {
  deprecated: new Set([
    'post_impressions',
    'post_impressions_unique',
    'impressions',
    'plays',
    'video_views',
    'page_fans',
  ]),
  /** Insights entries per page of a Graph answer (Meta pages long answers). */
  graphPageSize: 2,
};

/** How much of a post's final count it has at `ageMs`: about 2% at 1 h, 39% at 24 h. */
const grownShare = (ageMs: number) => 1 - Math.exp(-Math.max(0, ageMs) / (48 * HOUR_MS));

const SCALE: Record<string, number> = {
  reach: 12,
  views: 18,
  likes: 1,
  comments: 0.2,
  shares: 0.15,
  saved: 0.1,
  clicks: 0.3,
};

/** A post's `kind` of count at `ageMs`, from its seed. */
export function grownCount(seed: string, kind: keyof typeof SCALE, ageMs: number): number {
  const hash = createHash('sha256').update(`${seed}:${kind}`).digest();
  const ceiling = (40 + (hash.readUInt32BE(0) % 400)) * (SCALE[kind] ?? 1);
  return Math.floor(ceiling * grownShare(ageMs));
}

/** An account's followers: a seeded base that gains a few every day on the stand-in's clock. */
export function followersOf(seed: string, now: number): number {
  const hash = createHash('sha256').update(`${seed}:followers`).digest();
  return 300 + (hash.readUInt32BE(0) % 3000) + (Math.floor(now / (24 * HOUR_MS)) % 1000);
}

const entryOf = (context: RouteContext, id: string): LedgerEntry | undefined =>
  context.ledger.find((entry) => entry.id === id);

const ageOf = (context: RouteContext, entry: LedgerEntry) => context.now() - entry.at;

const graphError = (status: number, code: number, message: string, subcode?: number) => ({
  status,
  body: {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
    },
  },
});
const GRAPH_NO_TOKEN = graphError(401, 190, 'Error validating access token: Session has expired');
const graphMissing = (id: string) =>
  graphError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
  );

/** A Graph insights answer for `values`, paged as Meta pages it (`after` cursor). */
function insightsAnswer(
  request: StandInRequest,
  context: RouteContext,
  objectId: string,
  values: Record<string, unknown>,
): StandInAnswer {
  const asked = (request.query.get('metric') ?? '').split(',').filter(Boolean);
  const refused = asked.find((metric) => sandboxMetricRules.deprecated.has(metric));
  if (refused) {
    return graphError(400, 100, `(#100) The value must be a valid insights metric`);
  }
  const unknown = asked.find((metric) => !(metric in values));
  if (unknown || asked.length === 0) return graphError(400, 100, `(#100) Invalid metric`);
  const start = Number(request.query.get('after') ?? '0');
  const size = sandboxMetricRules.graphPageSize;
  const page = asked.slice(start, start + size);
  const data = page.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: values[name] }],
    id: `${objectId}/insights/${name}/lifetime`,
  }));
  const next = new URL(`${context.baseUrl}${request.path}`);
  request.query.forEach((value, key) => next.searchParams.set(key, value));
  next.searchParams.set('after', String(start + size));
  return {
    status: 200,
    body: { data, paging: start + size < asked.length ? { next: next.toString() } : {} },
  };
}

const facebookRoutes: Record<string, RouteHandler> = {
  'GET /:post/insights': (request, context) => {
    const postId = request.path.split('/')[1] ?? '';
    if (!request.subject?.startsWith('page:')) return GRAPH_NO_TOKEN;
    const entry = entryOf(context, postId.split('_')[1] ?? '');
    if (!entry) return graphMissing(postId);
    const age = ageOf(context, entry);
    return insightsAnswer(request, context, postId, {
      post_total_media_view_unique: grownCount(entry.id, 'reach', age),
      post_clicks_by_type: {
        'link clicks': grownCount(entry.id, 'clicks', age),
        'other clicks': grownCount(entry.id, 'comments', age),
      },
    });
  },
  'GET /:object': (request, context) => {
    const id = request.path.split('/')[1] ?? '';
    if (!request.subject?.startsWith('page:')) return GRAPH_NO_TOKEN;
    if (!id.includes('_')) {
      return { status: 200, body: { id, followers_count: followersOf(id, context.now()) } };
    }
    const entry = entryOf(context, id.split('_')[1] ?? '');
    if (!entry) return graphMissing(id);
    const age = ageOf(context, entry);
    const shares = grownCount(entry.id, 'shares', age);
    return {
      status: 200,
      body: {
        id,
        reactions: { data: [], summary: { total_count: grownCount(entry.id, 'likes', age) } },
        comments: { data: [], summary: { total_count: grownCount(entry.id, 'comments', age) } },
        // Facebook leaves `shares` out while there are none.
        ...(shares > 0 ? { shares: { count: shares } } : {}),
      },
    };
  },
};

const instagramRoutes = (accountId: string): Record<string, RouteHandler> => ({
  'GET /:media/insights': (request, context) => {
    const mediaId = request.path.split('/')[1] ?? '';
    if (!request.subject) return GRAPH_NO_TOKEN;
    const entry = entryOf(context, mediaId);
    if (!entry) return graphMissing(mediaId);
    const age = ageOf(context, entry);
    return insightsAnswer(request, context, mediaId, {
      reach: grownCount(entry.id, 'reach', age),
      likes: grownCount(entry.id, 'likes', age),
      comments: grownCount(entry.id, 'comments', age),
      saved: grownCount(entry.id, 'saved', age),
      shares: grownCount(entry.id, 'shares', age),
      views: grownCount(entry.id, 'views', age),
    });
  },
  [`GET /${accountId}`]: (request, context) =>
    request.subject
      ? {
          status: 200,
          body: { id: accountId, followers_count: followersOf(accountId, context.now()) },
        }
      : GRAPH_NO_TOKEN,
});

const xProblem = (status: number, title: string, detail: string): StandInAnswer => ({
  status,
  body: { title, detail, type: 'about:blank', status },
  headers: { 'content-type': 'application/problem+json' },
});
/** X gives non-public metrics for posts of the last 30 days only. */
const X_PRIVATE_DAYS_MS = 30 * 24 * HOUR_MS;

const xRoutes = (businessId: string): Record<string, RouteHandler> => ({
  'GET /2/tweets': (request, context) => {
    if (!request.subject) return xProblem(401, 'Unauthorized', 'Unauthorized');
    const fields = (request.query.get('tweet.fields') ?? '').split(',');
    const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
    const found = ids.flatMap((id) => {
      const entry = entryOf(context, id);
      return entry ? [entry] : [];
    });
    const tooOld = found.some((entry) => ageOf(context, entry) > X_PRIVATE_DAYS_MS);
    if (fields.includes('non_public_metrics') && tooOld) {
      return xProblem(400, 'Invalid Request', 'Non-public metrics are only available for 30 days.');
    }
    const data = found.map((entry) => {
      const age = ageOf(context, entry);
      const impressions = grownCount(entry.id, 'views', age);
      return {
        id: entry.id,
        text: entry.text,
        ...(fields.includes('public_metrics')
          ? {
              public_metrics: {
                retweet_count: grownCount(entry.id, 'shares', age),
                reply_count: grownCount(entry.id, 'comments', age),
                like_count: grownCount(entry.id, 'likes', age),
                quote_count: Math.floor(grownCount(entry.id, 'shares', age) / 3),
                bookmark_count: grownCount(entry.id, 'saved', age),
                impression_count: impressions,
              },
            }
          : {}),
        ...(fields.includes('non_public_metrics')
          ? {
              non_public_metrics: {
                impression_count: impressions,
                url_link_clicks: grownCount(entry.id, 'clicks', age),
                user_profile_clicks: grownCount(entry.id, 'comments', age),
              },
            }
          : {}),
      };
    });
    const missing = ids.filter((id) => !found.some((entry) => entry.id === id));
    return {
      status: 200,
      body: {
        ...(data.length > 0 ? { data } : {}),
        ...(missing.length > 0
          ? {
              errors: missing.map((id) => ({
                value: id,
                detail: `Could not find tweet with ids: [${id}].`,
                title: 'Not Found Error',
                resource_type: 'tweet',
                type: 'https://api.twitter.com/2/problems/resource-not-found',
              })),
            }
          : {}),
      },
    };
  },
  'GET /2/users/me': (request, context) =>
    request.subject
      ? {
          status: 200,
          body: {
            data: {
              id: businessId,
              name: 'Sandbox Bakery',
              username: 'sandbox_bakery',
              ...((request.query.get('user.fields') ?? '').includes('public_metrics')
                ? { public_metrics: { followers_count: followersOf(businessId, context.now()) } }
                : {}),
            },
          },
        }
      : xProblem(401, 'Unauthorized', 'Unauthorized'),
});

const linkedInRoutes: Record<string, RouteHandler> = {
  'GET /rest/organizationalEntityShareStatistics': (request, context) => {
    if (!request.subject)
      return { status: 401, body: { status: 401, code: 'EXPIRED_ACCESS_TOKEN' } };
    const list = /List\(([^)]*)\)/.exec(
      request.query.get('shares') ?? request.query.get('ugcPosts') ?? '',
    );
    const urns = (list?.[1] ?? '').split(',').map((urn) => decodeURIComponent(urn));
    const elements = urns.flatMap((urn) => {
      const entry = entryOf(context, urn.split(':').at(-1) ?? '');
      if (!entry) return [];
      const age = ageOf(context, entry);
      const reach = grownCount(entry.id, 'reach', age);
      return [
        {
          share: urn,
          organizationalEntity: request.query.get('organizationalEntity'),
          totalShareStatistics: {
            uniqueImpressionsCount: reach,
            impressionCount: Math.round(reach * 1.3),
            clickCount: grownCount(entry.id, 'clicks', age),
            likeCount: grownCount(entry.id, 'likes', age),
            commentCount: grownCount(entry.id, 'comments', age),
            shareCount: grownCount(entry.id, 'shares', age),
            engagement: 0,
          },
        },
      ];
    });
    return { status: 200, body: { paging: { start: 0, count: 10, links: [] }, elements } };
  },
  'GET /rest/networkSizes/:urn': (request, context) => {
    if (!request.subject)
      return { status: 401, body: { status: 401, code: 'EXPIRED_ACCESS_TOKEN' } };
    const urn = decodeURIComponent(request.path.split('/')[3] ?? '');
    return { status: 200, body: { firstDegreeSize: followersOf(urn, context.now()) } };
  },
};

const tiktokAnswer = (data: unknown, code = 'ok', message = ''): StandInAnswer => ({
  status: code === 'ok' ? 200 : 401,
  body: { data, error: { code, message, log_id: 'sandbox' } },
});

const tiktokRoutes = (openId: string): Record<string, RouteHandler> => ({
  'POST /v2/video/query/': (request, context) => {
    if (!request.subject)
      return tiktokAnswer({}, 'access_token_invalid', 'The access token is invalid.');
    const filters = (request.json as { filters?: { video_ids?: unknown } } | undefined)?.filters;
    const ids = Array.isArray(filters?.video_ids) ? filters.video_ids.map(String) : [];
    const videos = ids.flatMap((id) => {
      const entry = entryOf(context, id);
      if (!entry) return [];
      const age = ageOf(context, entry);
      return [
        {
          id,
          like_count: grownCount(id, 'likes', age),
          comment_count: grownCount(id, 'comments', age),
          share_count: grownCount(id, 'shares', age),
          view_count: grownCount(id, 'views', age),
        },
      ];
    });
    return tiktokAnswer({ videos, cursor: 0, has_more: false });
  },
  'GET /v2/user/info/': (request, context) =>
    request.subject
      ? tiktokAnswer({
          user: {
            open_id: openId,
            display_name: 'Sandbox Bakery',
            ...((request.query.get('fields') ?? '').includes('follower_count')
              ? { follower_count: followersOf(openId, context.now()) }
              : {}),
          },
        })
      : tiktokAnswer({}, 'access_token_invalid', 'The access token is invalid.'),
});

/**
 * A stand-in's spec with its metric routes. Routes are matched in order: the metric routes
 * without parameters first (they replace a route they extend, as X's user gains its
 * counts), then the network's own, then the metric routes with parameters, so a literal
 * path (`/debug_token`) is never taken for a post's id.
 */
export function withMetricRoutes(
  spec: NetworkSpec,
  ids: { instagramAccount: string; xUser: string; tiktokOpenId: string },
): NetworkSpec {
  const extra: Record<NetworkSpec['network'], Record<string, RouteHandler>> = {
    facebook: facebookRoutes,
    instagram: instagramRoutes(ids.instagramAccount),
    x: xRoutes(ids.xUser),
    linkedin: linkedInRoutes,
    tiktok: tiktokRoutes(ids.tiktokOpenId),
    // Its own routes answer Google's location metrics; a local post has none (google-business.ts).
    google_business: {},
  };
  const own = Object.entries(extra[spec.network]);
  const kept = Object.entries(spec.routes).filter(
    ([key]) => !own.some(([ownKey]) => ownKey === key),
  );
  const literal = own.filter(([key]) => !key.includes(':'));
  const withParams = own.filter(([key]) => key.includes(':'));
  return { ...spec, routes: Object.fromEntries([...literal, ...kept, ...withParams]) };
}
