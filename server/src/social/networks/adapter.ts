import type { ErrorClass, Network } from '@contract/integrations';
import type { TikTokChoices, TikTokCreator } from '@contract/tiktok';
import type { LocalPostFacts } from './google-business-post';

/** What a network's token endpoint answered, with expiry instants taken from the answer. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
}

/** A page, organization or profile the owner can post to, with the token to post with. */
export interface PublishTarget {
  id: string;
  name: string;
  accessToken: string;
  /**
   * When the target's own token expires (null: never), for a token other than the login's
   * (a Facebook Page token). Absent: it is the login's token, with the login's expiry.
   */
  accessExpiresAt?: Date | null;
}

/** A post's stored image by its media key, for networks sent the bytes; null when gone. */
export type StoredImage = (key: string) => Promise<Buffer | null>;

export interface OutgoingPost {
  text: string;
  /** The post's stored image (a media key), or null for a text post. */
  imageKey: string | null;
  /** The owner's TikTok choices (privacy, comments, disclosure); only TikTok reads them. */
  tiktok?: TikTokChoices | null;
  /** The post's kind, day and booking link; only Google Business Profile reads them. */
  local?: LocalPostFacts | null;
}

/** What preparation made on the network (a container id and the like): the checkpoint's refs. */
export type PreparedRefs = Record<string, string>;

export interface Published {
  remoteId: string;
  /** Null when the network confirmed the post but gave no address for it. */
  url: string | null;
}

/**
 * The network took the post and finishes it on its side (TikTok processes a photo post
 * after accepting it): `refs` (its publish id) are what to ask it about later, read-only.
 */
export interface Processing {
  processing: PreparedRefs;
}

export const isProcessing = (outcome: Published | Processing): outcome is Processing =>
  'processing' in outcome;

/**
 * A network's definite "no": it answered, so we know the post did not go out (or, for
 * `duplicate`, that an identical one already did). Anything else thrown by publish()
 * (a reset connection, a timeout) leaves the outcome unknown.
 */
export class PublishError extends Error {
  constructor(
    readonly errorClass: Exclude<ErrorClass, 'unknown_outcome'> | 'duplicate',
    message: string,
    readonly code: string | null = null,
    /** For rate limits: when the network says calls may resume. */
    readonly retryAt: Date | null = null,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

/** The refresh token is no longer accepted: the owner has to connect again. */
export class ReconnectNeeded extends Error {
  constructor(message = 'The network no longer accepts our token.') {
    super(message);
    this.name = 'ReconnectNeeded';
  }
}

export interface NetworkAdapter {
  network: Network;
  /** PKCE S256 is sent when the network requires it. */
  pkce: boolean;
  /** The S256 challenge as this network wants it written; RFC 7636's base64url when absent. */
  pkceChallenge?(verifier: string): string;
  /** The network's cap on irreversible calls per account per minute, when it has one. */
  maxPostsPerMinute?: number;
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge: string | null }): string;
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier: string | null;
  }): Promise<TokenSet>;
  /** Absent when the network issues no refresh tokens. Rotating networks return a new refresh token. */
  refresh?(refreshToken: string): Promise<TokenSet>;
  listTargets(tokens: TokenSet): Promise<PublishTarget[]>;
  /** Best effort: the network forgets the grant. */
  revoke?(accessToken: string, refreshToken: string | null): Promise<void>;
  /**
   * Reversible preparation (upload the media, create a container). Its refs are saved as
   * the checkpoint before the irreversible call, and reused instead of preparing again.
   */
  prepare?(input: {
    target: string;
    accessToken: string;
    post: OutgoingPost;
  }): Promise<PreparedRefs>;
  /**
   * False when a saved checkpoint can no longer be used (its media expired on the network):
   * preparation then runs again. Absent: a checkpoint stays usable.
   */
  stillUsable?(refs: PreparedRefs): boolean;
  /**
   * The network's own limits, read just before the irreversible call: throws a PublishError
   * ('quota' or 'rate_limit', with when to try again) instead of letting the call be refused.
   */
  checkLimits?(input: { target: string; accessToken: string }): Promise<void>;
  /** TikTok only: the creator as TikTok describes them now (creator_info). */
  creatorInfo?(accessToken: string): Promise<TikTokCreator>;
  /** The one irreversible call: the post, or the network's word that it is processing it. */
  publish(input: {
    target: string;
    accessToken: string;
    post: OutgoingPost;
    prepared: PreparedRefs;
  }): Promise<Published | Processing>;
  /**
   * Read-only, after the irreversible call got no answer or was accepted for processing:
   * the post when the network shows it went out, Processing while it is still at work,
   * null when the network cannot tell (the owner then checks). Throws a PublishError when
   * the network says the post failed.
   */
  reconcile?(input: {
    target: string;
    accessToken: string;
    prepared: PreparedRefs;
  }): Promise<Published | Processing | null>;
}

/** Lifetimes come from the answer, never from assumptions (TikTok changed them). */
export const expiryFrom = (now: Date, seconds: unknown): Date | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null;

export const RETRY_LATER = 'The network is having trouble right now; we will try again.';

/** The classes every network shares by HTTP status; each adapter refines the rest. */
export function classifyStatus(status: number): PublishError['errorClass'] {
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 429) return 'rate_limit';
  if (status >= 500) return 'transient';
  return 'content';
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const field = (value: unknown, ...path: string[]): unknown => {
  let current: unknown = value;
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
};

export const stringField = (value: unknown, ...path: string[]): string | null => {
  const found = field(value, ...path);
  return typeof found === 'string' ? found : typeof found === 'number' ? String(found) : null;
};

/** The common OAuth token answer (access_token, expires_in, refresh_token, refresh_token_expires_in). */
export function tokenSetFrom(
  body: unknown,
  now: Date,
  keepRefresh: string | null = null,
): TokenSet {
  const accessToken = stringField(body, 'access_token');
  if (!accessToken) throw new Error('The token answer has no access_token');
  return {
    accessToken,
    refreshToken: stringField(body, 'refresh_token') ?? keepRefresh,
    accessExpiresAt: expiryFrom(now, field(body, 'expires_in')),
    refreshExpiresAt:
      expiryFrom(now, field(body, 'refresh_token_expires_in')) ??
      expiryFrom(now, field(body, 'refresh_expires_in')),
  };
}

/** A token endpoint's failure: invalid_grant means the grant is gone for good. */
export async function tokenFailure(response: Response): Promise<Error> {
  const body = await readJson(response);
  const error = stringField(body, 'error');
  if (response.status === 400 || response.status === 401 || error === 'invalid_grant') {
    return new ReconnectNeeded();
  }
  return new Error(`The token endpoint answered ${response.status}`);
}

/** Every call to a network gives up after this long (shorter than a publishing lease). */
export const NETWORK_TIMEOUT_MS = 30_000;

/** fetch with the network timeout: a call that never answers ends as "outcome unknown". */
export const networkFetch = (input: string | URL, init: RequestInit = {}) =>
  fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(NETWORK_TIMEOUT_MS) });

/**
 * A revoke the network did not confirm fails, so the caller can log it; the message names
 * the network and the status only, never the token the request carried.
 */
export function assertRevoked(network: string, response: Response): void {
  if (!response.ok) throw new Error(`${network} answered ${response.status} to the revoke`);
}
