import type { IncomingHttpHeaders } from 'node:http';
import type { Network } from '@contract/integrations';

/** The shapes the stand-in's machinery (stand-in.ts) and its parts share. */

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
  /** What the route answered, once it has (tests read the network's own error codes here). */
  answer?: StandInAnswer;
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
  /** URL prefixes whose ownership the app owner proved to the network (TikTok's PULL_FROM_URL). */
  verifiedUrlPrefixes(): readonly string[];
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
  /** True when the refresh token is one the client already holds (a reusing network's refresh). */
  refreshReused: boolean;
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
  /**
   * How the S256 challenge may be written: base64url (RFC 7636) and, for TikTok, also hex
   * (its desktop documentation's): TIKTOK_PKCE chooses which we send. `['base64url']` when absent.
   */
  challengeEncodings?: ('base64url' | 'hex')[];
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
  /**
   * The network's own checks of a sign-in request beyond OAuth's (Google's scope and
   * offline access): a refusal, or null when it may go on.
   */
  authorizeRefusal?(request: StandInRequest): StandInAnswer | null;
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
