import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Network } from '@contract/integrations';
import { oauthRoutes } from './stand-in-oauth';
import { standInTokens, type StandInTokens } from './stand-in-tokens';
import type {
  Fault,
  LedgerEntry,
  NetworkSpec,
  RouteContext,
  RouteHandler,
  StandInAnswer,
  StandInRequest,
} from './stand-in-types';

/**
 * The machinery every stand-in network shares: a node:http server on 127.0.0.1, OAuth
 * 2.0 authorization codes (PKCE S256 where the network requires it), access tokens that
 * expire and refresh tokens that rotate, a log of requests, a ledger of live posts (the
 * proof of "exactly once") and faults on demand. What differs per network (paths, body
 * and error shapes) is in networks.ts.
 */

export type {
  Fault,
  LedgerEntry,
  NetworkSpec,
  RouteContext,
  RouteHandler,
  StandInAnswer,
  StandInRequest,
  TokenAnswerInput,
} from './stand-in-types';
export { SANDBOX_CLIENT_SECRET, sandboxClientId, SANDBOX_SUBJECT } from './stand-in-tokens';

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
  /** Replaces the URL prefixes the app owner verified with the network (TikTok's PULL_FROM_URL). */
  verifyUrlPrefixes(...prefixes: string[]): void;
  close(): Promise<void>;
}

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
  /**
   * URL prefixes the app owner verified with the network, where it pulls media from
   * (TikTok's PULL_FROM_URL refuses any other address). None by default.
   */
  verifiedUrlPrefixes?: readonly string[];
}

/** The incoming request as the routes see it, with whose live bearer token it carries. */
function readRequest(
  incoming: IncomingMessage,
  raw: Buffer,
  spec: NetworkSpec,
  tokens: StandInTokens,
): StandInRequest {
  const url = new URL(incoming.url ?? '/', 'http://stand-in');
  if (spec.versionedPaths) url.pathname = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
  const body = raw.toString('utf8');
  const contentType = incoming.headers['content-type'] ?? '';
  const params = new URLSearchParams(url.searchParams);
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
  }
  // The Graph API also takes access_token as a form field (Page posts send it so).
  const bearer =
    /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1] ?? params.get('access_token');
  const token = bearer ? tokens.accessTokens.get(bearer) : undefined;
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: incoming.headers,
    body,
    raw,
    params,
    json: contentType.startsWith('application/json') ? parseJson(body) : undefined,
    subject: token && tokens.live(token) ? token.subject : null,
    client: token && tokens.live(token) ? token.client : null,
    receivedAt: Date.now(),
  };
}

/** What answering a request needs: the routes, the faults planned for them, the clock. */
interface Dispatcher {
  spec: NetworkSpec;
  routes: Record<string, RouteHandler>;
  faults: Map<string, Fault[]>;
  /** Requests a "hang" fault holds until release(). */
  held: Set<() => void>;
  clock: () => number;
  context: RouteContext;
}

/** Answers the request by its route, with the next fault planned for that route, if any. */
function dispatch(
  { spec, routes, faults, held, clock, context }: Dispatcher,
  request: StandInRequest,
  response: ServerResponse,
): void {
  const routeKey = Object.keys(routes).find((key) => matchRoute(key, request.method, request.path));
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
    request.answer = answer;
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
}

/** Where the stand-in listens, and what the app owner verified with it; both set later. */
interface StandInPlace {
  baseUrl: string;
  verifiedUrlPrefixes: readonly string[];
}

/** What every route may use: the ledger of live posts, the clock and the tokens. */
function routeContext(
  ledger: LedgerEntry[],
  tokens: StandInTokens,
  place: StandInPlace,
): RouteContext {
  return {
    ledger,
    record(author, text, media) {
      const entry: LedgerEntry = {
        id: `${Date.now()}${randomBytes(4).readUInt32BE()}`,
        author,
        text,
        at: tokens.clock(),
        ...(media?.length ? { media } : {}),
      };
      ledger.push(entry);
      return entry;
    },
    get baseUrl() {
      return place.baseUrl;
    },
    now: tokens.clock,
    issueToken: tokens.issueToken,
    tokenInfo: (token) => tokens.accessTokens.get(token),
    verifiedUrlPrefixes: () => place.verifiedUrlPrefixes,
  };
}

export async function startStandIn(
  spec: NetworkSpec,
  options: StandInOptions = {},
): Promise<StandIn> {
  const clock = options.now ?? (() => Date.now());
  const tokens = standInTokens(spec, clock, options.accessTtlSeconds ?? spec.accessTtlSeconds);
  const ledger: LedgerEntry[] = [];
  const requests: StandInRequest[] = [];
  const faults = new Map<string, Fault[]>();
  const held = new Set<() => void>();
  let refreshes = 0;
  const place: StandInPlace = {
    baseUrl: '',
    verifiedUrlPrefixes: options.verifiedUrlPrefixes ?? [],
  };
  const dispatcher: Dispatcher = {
    spec,
    routes: {
      ...oauthRoutes(spec, tokens, () => {
        refreshes += 1;
      }),
      ...spec.routes,
    },
    faults,
    held,
    clock,
    context: routeContext(ledger, tokens, place),
  };

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = readRequest(incoming, Buffer.concat(chunks), spec, tokens);
      requests.push(request);
      dispatch(dispatcher, request, response);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  place.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    network: spec.network,
    baseUrl: place.baseUrl,
    ledger,
    requests,
    requestsTo: (route) =>
      requests.filter((request) => matchRoute(route, request.method, request.path)),
    refreshCount: () => refreshes,
    fail(route, ...added) {
      faults.set(route, [...(faults.get(route) ?? []), ...added]);
    },
    expireAccessTokens() {
      for (const token of tokens.accessTokens.values()) token.expiresAt = 0;
    },
    revokeRefreshTokens() {
      tokens.refreshTokens.clear();
    },
    release() {
      const waiting = [...held];
      held.clear();
      for (const go of waiting) go();
    },
    dropConnections() {
      server.closeAllConnections();
    },
    verifyUrlPrefixes(...prefixes) {
      place.verifiedUrlPrefixes = prefixes;
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
