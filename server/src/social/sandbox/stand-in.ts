import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Network } from '@contract/integrations';

/**
 * The machinery every stand-in network shares: a node:http server on 127.0.0.1, OAuth
 * 2.0 authorization codes (PKCE S256 where the network requires it), access tokens that
 * expire and refresh tokens that rotate, a log of requests, a ledger of live posts (the
 * proof of "exactly once") and faults on demand. What differs per network (paths, body
 * and error shapes) is in networks.ts.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (media uploads are binary). */
  raw: Buffer;
  /** Form fields (application/x-www-form-urlencoded) merged over the query string. */
  params: URLSearchParams;
  json: unknown;
  /** The account the bearer token belongs to; null when the token is absent or expired. */
  subject: string | null;
  /** The app (client id) that issued the bearer token; null without a live token. */
  client: string | null;
  receivedAt: number;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set for redirects. */
  location?: string;
}

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'answer'; answer: StandInAnswer }
  | { kind: 'server_error'; status?: number }
  | { kind: 'rate_limit'; resetInSeconds: number }
  | { kind: 'expired_token' }
  /** The post is recorded in the ledger, then the connection is reset without an answer. */
  | { kind: 'record_then_drop' }
  /** The post is recorded, then no answer ever comes (the caller dies waiting). */
  | { kind: 'record_then_hold' }
  /** No answer until release() (or close()): the call is "in flight" for as long as a test likes. */
  | { kind: 'hang' };

export interface LedgerEntry {
  id: string;
  /** The page, organization or user it was posted as. */
  author: string;
  text: string;
  at: number;
  /** The media ids attached to the post, when it has any. */
  media?: string[];
}

export interface RouteContext {
  ledger: LedgerEntry[];
  /** Records a live post and returns its entry. */
  record(author: string, text: string, media?: string[]): LedgerEntry;
  baseUrl: string;
  now(): number;
  /**
   * Issues an access token for `subject` (a Page token, say) that every route then knows;
   * null `ttlSeconds`: it never expires.
   */
  issueToken(subject: string, ttlSeconds: number | null, prefix?: string): string;
  /** What the stand-in knows of a token it issued: whose it is and until when (null: never). */
  tokenInfo(token: string): { subject: string; expiresAt: number | null } | undefined;
}

export type RouteHandler = (
  request: StandInRequest,
  context: RouteContext,
) => StandInAnswer | Promise<StandInAnswer>;

export interface TokenAnswerInput {
  /** The app (client id) the token is issued to. */
  client: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string | null;
  refreshExpiresIn: number | null;
  subject: string;
}

/** The per-network part: kept small and explicit. */
export interface NetworkSpec {
  network: Network;
  /** The network whose app signs in, when it is another's (Instagram uses the Facebook app). */
  appOf?: Network;
  /**
   * Further apps (client ids, same secret) the network knows beside `sandbox-<network>`:
   * LinkedIn's pages app. Each token remembers the app it was issued to.
   */
  otherApps?: readonly string[];
  /** The revoke endpoint takes only the credentials of the app that issued the token. */
  revokeByIssuingApp?: boolean;
  authorizePath: string;
  tokenPath: string;
  /** The token endpoint takes GET (Facebook) instead of a POSTed form. */
  tokenMethod: 'GET' | 'POST';
  revokePath: string | null;
  pkce: boolean;
  /**
   * The `code_challenge_method` values taken: RFC 7636 names `S256`; X also takes the
   * lower-case `s256` that `twitter-api-v2` writes. `['S256']` when absent.
   */
  challengeMethods?: string[];
  /** Whether refresh tokens are issued, and whether each use replaces the old one. */
  refresh: 'none' | 'reusable' | 'rotating';
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /**
   * A grant that trades a live access token for a longer-lived one (Meta's
   * grant_type=fb_exchange_token, docs/network-facts.md): the grant type, the parameter
   * carrying the token, and the new token's lifetime.
   */
  exchangeGrant?: { grantType: string; tokenParam: string; ttlSeconds: number };
  tokenAnswer(input: TokenAnswerInput): unknown;
  /** An OAuth failure at the token endpoint (invalid_grant and the like). */
  oauthError(error: string, description: string): StandInAnswer;
  expiredToken(): StandInAnswer;
  serverError(status: number): StandInAnswer;
  rateLimited(resetAtSeconds: number): StandInAnswer;
  /** "METHOD /path" (":name" matches one segment) → handler. */
  routes: Record<string, RouteHandler>;
  /**
   * The API is versioned in its paths (Meta's Graph: `/v24.0/me/accounts`): a leading
   * `/vN.N` segment is taken off before the routes are matched, so versioned and
   * unversioned calls reach the same route, as on the real Graph API.
   */
  versionedPaths?: boolean;
}

export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';
export const sandboxClientId = (network: Network) => `sandbox-${network}`;
/** The one person who "signs in" on every stand-in's authorize page. */
export const SANDBOX_SUBJECT = 'sandbox-owner';

export interface StandIn {
  network: Network;
  baseUrl: string;
  ledger: LedgerEntry[];
  requests: StandInRequest[];
  requestsTo(route: string): StandInRequest[];
  /** Refresh-token grants answered with new tokens. */
  refreshCount(): number;
  /** Faults for a route ("POST /2/tweets"), used in order, one per request. */
  fail(route: string, ...faults: Fault[]): void;
  /** Every access token issued so far stops working (as if its lifetime passed). */
  expireAccessTokens(): void;
  /** Every refresh token stops working (the owner revoked the app). */
  revokeRefreshTokens(): void;
  /** Answers the requests held by a "hang" fault (they then run normally). */
  release(): void;
  /** Resets every open connection: a held call finally fails on the caller's side. */
  dropConnections(): void;
  close(): Promise<void>;
}

const sha256url = (text: string) => createHash('sha256').update(text).digest('base64url');

function matchRoute(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const want = patternPath.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

function send(response: ServerResponse, answer: StandInAnswer) {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.location) headers.location = answer.location;
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  headers['content-type'] ??= 'application/json';
  response.writeHead(answer.status, headers);
  response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
}

/**
 * The token endpoint's fields: a form (RFC 6749), or a JSON object, which X also takes and
 * `twitter-api-v2` sends.
 */
function tokenParams(request: StandInRequest): URLSearchParams {
  const params = new URLSearchParams(request.params);
  if (request.json && typeof request.json === 'object') {
    for (const [key, value] of Object.entries(request.json)) {
      if (typeof value === 'string') params.set(key, value);
    }
  }
  return params;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface StandInOptions {
  /** The clock rate-limit resets are announced on (tests share theirs with the server). */
  now?: () => number;
  /** Overrides the network's access token lifetime (to make refreshes happen in tests). */
  accessTtlSeconds?: number;
}

export async function startStandIn(
  spec: NetworkSpec,
  options: StandInOptions = {},
): Promise<StandIn> {
  const clock = options.now ?? (() => Date.now());
  const accessTtlSeconds = options.accessTtlSeconds ?? spec.accessTtlSeconds;
  const ledger: LedgerEntry[] = [];
  const requests: StandInRequest[] = [];
  const faults = new Map<string, Fault[]>();
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string | null; client: string }
  >();
  const mainApp = sandboxClientId(spec.appOf ?? spec.network);
  const apps = [mainApp, ...(spec.otherApps ?? [])];
  /** expiresAt null: the token never expires (Meta's Page tokens from a long-lived login). */
  const accessTokens = new Map<
    string,
    { subject: string; expiresAt: number | null; client: string }
  >();
  const refreshTokens = new Map<string, { subject: string; expiresAt: number }>();
  const held = new Set<() => void>();
  let refreshes = 0;
  let baseUrl = '';

  // Lifetimes run on the injected clock, so a test that moves it sees tokens expire.
  const issueToken = (
    subject: string,
    ttlSeconds: number | null,
    prefix = `${spec.network}-at-`,
    client = mainApp,
  ) => {
    const token = `${prefix}${randomBytes(12).toString('hex')}`;
    accessTokens.set(token, {
      subject,
      client,
      expiresAt: ttlSeconds === null ? null : clock() + ttlSeconds * 1000,
    });
    return token;
  };
  const live = (entry: { expiresAt: number | null } | undefined) =>
    entry !== undefined && (entry.expiresAt === null || entry.expiresAt > clock());

  const issue = (
    subject: string,
    keepRefresh: string | null,
    ttlSeconds = accessTtlSeconds,
    client = mainApp,
  ) => {
    const accessToken = issueToken(subject, ttlSeconds, undefined, client);
    let refreshToken: string | null = null;
    if (spec.refresh !== 'none') {
      refreshToken = keepRefresh ?? `${spec.network}-rt-${randomBytes(12).toString('hex')}`;
      refreshTokens.set(refreshToken, {
        subject,
        expiresAt: clock() + spec.refreshTtlSeconds * 1000,
      });
    }
    return spec.tokenAnswer({
      client,
      accessToken,
      expiresIn: ttlSeconds,
      refreshToken,
      refreshExpiresIn: refreshToken ? spec.refreshTtlSeconds : null,
      subject,
    });
  };

  /** The app whose credentials the request carries, or null when they are wrong. */
  const clientOf = (request: StandInRequest): string | null => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')
      : [
          tokenParams(request).get('client_id') ?? tokenParams(request).get('client_key'),
          tokenParams(request).get('client_secret'),
        ];
    return id && apps.includes(id) && secret === SANDBOX_CLIENT_SECRET ? id : null;
  };

  const oauthRoutes: Record<string, RouteHandler> = {
    [`GET ${spec.authorizePath}`]: (request) => {
      const redirectUri = request.query.get('redirect_uri');
      const state = request.query.get('state');
      const clientId = request.query.get('client_id') ?? request.query.get('client_key');
      if (!redirectUri || !state || !clientId || !apps.includes(clientId)) {
        return { status: 400, body: { error: 'invalid_request' } };
      }
      const challenge = request.query.get('code_challenge');
      const method = request.query.get('code_challenge_method') ?? '';
      if (spec.pkce && (!challenge || !(spec.challengeMethods ?? ['S256']).includes(method))) {
        return {
          status: 400,
          body: { error: 'invalid_request', error_description: 'PKCE S256 required' },
        };
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { redirectUri, challenge, client: clientId });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      return { status: 302, location: target.toString() };
    },
    [`${spec.tokenMethod} ${spec.tokenPath}`]: (request) => {
      const client = clientOf(request);
      if (!client) return spec.oauthError('invalid_client', 'Client authentication failed');
      const params = tokenParams(request);
      const code = params.get('code');
      if (code) {
        const grant = codes.get(code);
        codes.delete(code);
        if (!grant || grant.redirectUri !== params.get('redirect_uri') || grant.client !== client) {
          return spec.oauthError('invalid_grant', 'The authorization code is invalid or used');
        }
        if (grant.challenge && sha256url(params.get('code_verifier') ?? '') !== grant.challenge) {
          return spec.oauthError('invalid_grant', 'The code verifier does not match');
        }
        return { status: 200, body: issue(SANDBOX_SUBJECT, null, accessTtlSeconds, client) };
      }
      const exchange = spec.exchangeGrant;
      if (exchange && params.get('grant_type') === exchange.grantType) {
        const shortLived = accessTokens.get(params.get(exchange.tokenParam) ?? '');
        if (!shortLived || !live(shortLived)) return spec.expiredToken();
        return { status: 200, body: issue(shortLived.subject, null, exchange.ttlSeconds) };
      }
      const refreshToken = params.get('refresh_token');
      const known = refreshToken ? refreshTokens.get(refreshToken) : undefined;
      if (!refreshToken || !known || known.expiresAt < clock()) {
        return spec.oauthError('invalid_grant', 'The refresh token is invalid or revoked');
      }
      refreshes += 1;
      // A rotating network revokes the used token: sending it again fails.
      if (spec.refresh === 'rotating') refreshTokens.delete(refreshToken);
      return {
        status: 200,
        body: issue(known.subject, spec.refresh === 'rotating' ? null : refreshToken),
      };
    },
  };
  if (spec.revokePath) {
    oauthRoutes[`POST ${spec.revokePath}`] = (request) => {
      const token = request.params.get('token');
      if (spec.revokeByIssuingApp && clientOf(request) !== accessTokens.get(token ?? '')?.client) {
        return spec.oauthError('invalid_client', 'Client authentication failed');
      }
      if (token) {
        accessTokens.delete(token);
        refreshTokens.delete(token);
      }
      return { status: 200, body: { revoked: true } };
    };
  }
  const routes = { ...oauthRoutes, ...spec.routes };

  const context: RouteContext = {
    ledger,
    record(author, text, media) {
      const entry: LedgerEntry = {
        id: `${Date.now()}${randomBytes(4).readUInt32BE()}`,
        author,
        text,
        at: clock(),
        ...(media?.length ? { media } : {}),
      };
      ledger.push(entry);
      return entry;
    },
    get baseUrl() {
      return baseUrl;
    },
    now: clock,
    issueToken,
    tokenInfo: (token) => accessTokens.get(token),
  };

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      if (spec.versionedPaths) url.pathname = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
      const raw = Buffer.concat(chunks);
      const body = raw.toString('utf8');
      const contentType = incoming.headers['content-type'] ?? '';
      const params = new URLSearchParams(url.searchParams);
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
      }
      // The Graph API also takes access_token as a form field (Page posts send it so).
      const bearer =
        /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1] ??
        params.get('access_token');
      const token = bearer ? accessTokens.get(bearer) : undefined;
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        raw,
        params,
        json: contentType.startsWith('application/json') ? parseJson(body) : undefined,
        subject: token && live(token) ? token.subject : null,
        client: token && live(token) ? token.client : null,
        receivedAt: Date.now(),
      };
      requests.push(request);
      const routeKey = Object.keys(routes).find((key) =>
        matchRoute(key, request.method, request.path),
      );
      const handler = routeKey ? routes[routeKey] : undefined;
      if (!routeKey || !handler) {
        send(response, { status: 404, body: { error: 'not_found' } });
        return;
      }
      const fault = faults.get(routeKey)?.shift();
      const run = async () => {
        if (fault?.kind === 'answer') return send(response, fault.answer);
        if (fault?.kind === 'server_error')
          return send(response, spec.serverError(fault.status ?? 503));
        if (fault?.kind === 'rate_limit') {
          return send(response, spec.rateLimited(Math.ceil(clock() / 1000) + fault.resetInSeconds));
        }
        if (fault?.kind === 'expired_token') return send(response, spec.expiredToken());
        const answer = await handler(request, context);
        if (fault?.kind === 'record_then_drop') {
          response.socket?.destroy();
          return;
        }
        if (fault?.kind === 'record_then_hold') return;
        send(response, answer);
      };
      const go = () => void run().catch(() => send(response, spec.serverError(500)));
      if (fault?.kind === 'delay') setTimeout(go, fault.ms);
      else if (fault?.kind === 'hang') held.add(go);
      else go();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    network: spec.network,
    baseUrl,
    ledger,
    requests,
    requestsTo: (route) =>
      requests.filter((request) => matchRoute(route, request.method, request.path)),
    refreshCount: () => refreshes,
    fail(route, ...added) {
      faults.set(route, [...(faults.get(route) ?? []), ...added]);
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    release() {
      const waiting = [...held];
      held.clear();
      for (const go of waiting) go();
    },
    dropConnections() {
      server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A random id in a network's style, for post ids. */
export const newRemoteId = () => randomUUID().replaceAll('-', '').slice(0, 19);
