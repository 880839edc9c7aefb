import { createHash } from 'node:crypto';
import type { MediaLinks } from '../media-links';
import {
  assertRevoked,
  classifyStatus,
  field,
  networkFetch,
  PublishError,
  readJson,
  RETRY_LATER,
  stringField,
  tokenFailure,
  tokenSetFrom,
  type NetworkAdapter,
  type PublishTarget,
} from './adapter';
import { LOCAL_POST_SUMMARY_MAX, localPostBody } from './google-business-post';

export interface GoogleBusinessSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** Account Management API (the accounts). */
  accountsUrl: string;
  /** Business Information API (the locations). */
  informationUrl: string;
  /** Google My Business API v4 (local posts). */
  postsUrl: string;
}

export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** Google's per-minute quota: after a 429, ask again after a minute. */
const RATE_LIMIT_PAUSE_MS = 60_000;
/** A created post is looked for from a little before the call (clocks differ). */
const RECONCILE_SKEW_MS = 5 * 60_000;
/** Pages of accounts or locations read at most (100 a page). */
const MAX_PAGES = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Google's `{error:{code,message,status}}` as our classes, in words for the owner. */
export async function googleFailure(
  response: Response,
  doing: string,
  now: () => Date,
): Promise<PublishError> {
  const body = await readJson(response);
  const status = stringField(body, 'error', 'status') ?? String(response.status);
  const message = stringField(body, 'error', 'message') ?? `Google answered ${response.status}`;
  const violation = field(body, 'error', 'details', '0', 'fieldViolations', '0', 'description');
  if (response.status === 429) {
    return new PublishError(
      'rate_limit',
      'Google asked us to slow down.',
      status,
      new Date(now().getTime() + RATE_LIMIT_PAUSE_MS),
    );
  }
  if (response.status === 404) {
    return new PublishError(
      'permission',
      'Google no longer finds this location on the connected account. Connect Google Business Profile again.',
      status,
    );
  }
  if (response.status === 403) {
    return new PublishError('permission', `Google refused ${doing}: ${message}`, status);
  }
  const errorClass = classifyStatus(response.status);
  const detail = typeof violation === 'string' ? violation : message;
  return new PublishError(
    errorClass,
    errorClass === 'transient' ? RETRY_LATER : `Google refused ${doing}: ${detail}`,
    status,
  );
}

/** Every page of a Google list answer (`nextPageToken`), up to MAX_PAGES. */
async function allPages(url: URL, accessToken: string, key: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await networkFetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`Google answered ${response.status} for ${key}`);
    const body = await readJson(response);
    const listed = field(body, key);
    if (Array.isArray(listed)) items.push(...(listed as unknown[]));
    const next = stringField(body, 'nextPageToken');
    if (!next) break;
    url.searchParams.set('pageToken', next);
  }
  return items;
}

/** Google's sign-in with offline access (a refresh token), PKCE, refresh and revoke. */
function googleLogin(
  settings: GoogleBusinessSettings,
  now: () => Date,
): Pick<NetworkAdapter, 'authorizeUrl' | 'exchangeCode' | 'refresh' | 'revoke'> {
  const tokenCall = async (fields: Record<string, string>, keepRefresh: string | null) => {
    const response = await networkFetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...fields,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
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
        scope: GOOGLE_BUSINESS_SCOPE,
        state,
        // A refresh token, and again on a reconnect (Google gives it only with consent).
        access_type: 'offline',
        prompt: 'consent',
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      tokenCall(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        null,
      ),
    // Google keeps the refresh token: its answer carries none, so the stored one stays.
    refresh: (refreshToken) =>
      tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),
    async revoke(accessToken, refreshToken) {
      const response = await networkFetch(settings.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: refreshToken ?? accessToken }),
      });
      assertRevoked('Google', response);
    },
  };
}

/** Every location of every account the owner manages: one target each. */
async function listLocations(
  settings: GoogleBusinessSettings,
  accessToken: string,
): Promise<PublishTarget[]> {
  const accounts = await allPages(
    new URL(`${settings.accountsUrl}/v1/accounts?pageSize=20`),
    accessToken,
    'accounts',
  );
  const targets: PublishTarget[] = [];
  for (const account of accounts) {
    const accountName = stringField(account, 'name');
    if (!accountName) continue;
    const url = new URL(`${settings.informationUrl}/v1/${accountName}/locations`);
    url.search = new URLSearchParams({ readMask: 'name,title', pageSize: '100' }).toString();
    for (const location of await allPages(url, accessToken, 'locations')) {
      const name = stringField(location, 'name');
      if (!name) continue;
      targets.push({
        id: `${accountName}/${name}`,
        name: stringField(location, 'title') ?? name,
        accessToken,
      });
    }
  }
  return targets;
}

/**
 * Google Business Profile: local posts on a location (v4 `localPosts`), the token refreshed
 * with the refresh token Google keeps. Creating a local post takes no idempotency key, so
 * an unanswered create is settled by listing the location's posts (read-only).
 */
export function createGoogleBusinessAdapter(
  settings: GoogleBusinessSettings,
  mediaLinks: MediaLinks,
  now: () => Date,
): NetworkAdapter {
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  return {
    network: 'google_business',
    pkce: true,
    ...googleLogin(settings, now),
    listTargets: (tokens) => listLocations(settings, tokens.accessToken),
    /** Checked before anything is sent; what the reconcile later recognises the post by. */
    prepare({ post }) {
      if (post.text.length > LOCAL_POST_SUMMARY_MAX) {
        throw new PublishError(
          'content',
          `Google Business Profile posts can be at most ${LOCAL_POST_SUMMARY_MAX.toLocaleString('en-US')} characters. Shorten the post.`,
          'summary_too_long',
        );
      }
      return Promise.resolve({ summary: sha256(post.text), since: now().toISOString() });
    },
    async publish({ target, accessToken, post }) {
      const imageUrl = post.imageKey ? mediaLinks.link('google_business', post.imageKey) : null;
      const response = await networkFetch(`${settings.postsUrl}/v4/${target}/localPosts`, {
        method: 'POST',
        headers: { ...bearer(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify(localPostBody(post.text, post.local, imageUrl)),
      });
      if (!response.ok) throw await googleFailure(response, 'the post', now);
      const body = await readJson(response);
      const name = stringField(body, 'name');
      if (!name) throw new Error('Google accepted the post but sent no name');
      return { remoteId: name, url: stringField(body, 'searchUrl') };
    },
    async reconcile({ target, accessToken, prepared }) {
      const { summary, since } = prepared;
      if (!summary || !since) return null;
      const url = new URL(`${settings.postsUrl}/v4/${target}/localPosts?pageSize=100`);
      const response = await networkFetch(url, { headers: bearer(accessToken) });
      if (!response.ok) return null;
      const posts = field(await readJson(response), 'localPosts');
      const from = new Date(since).getTime() - RECONCILE_SKEW_MS;
      const found = (Array.isArray(posts) ? (posts as unknown[]) : []).find(
        (item) =>
          sha256(stringField(item, 'summary') ?? '') === summary &&
          new Date(stringField(item, 'createTime') ?? 0).getTime() >= from,
      );
      const name = found ? stringField(found, 'name') : null;
      return name ? { remoteId: name, url: stringField(found, 'searchUrl') } : null;
    },
  };
}
