import { setTimeout as wait } from 'node:timers/promises';
import type { MediaLinks } from '../media-links';
import { facebookLogin, type FacebookLoginSettings } from './facebook-login';
import {
  networkFetch,
  assertRevoked,
  PublishError,
  RETRY_LATER,
  classifyStatus,
  field,
  readJson,
  stringField,
  type NetworkAdapter,
  type Published,
} from './adapter';

export interface InstagramSettings extends FacebookLoginSettings {
  /** Between container status checks; 0 in the sandbox and tests. */
  pollIntervalMs: number;
}

const SCOPES =
  'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement,business_management';
/** Container checks before giving up for this attempt (Meta suggests about once a minute, at most 5 minutes). */
const STATUS_CHECKS = 5;
/** A full publishing quota is rolling (24 h): look again after an hour. */
const QUOTA_RECHECK_MS = 60 * 60 * 1000;

/**
 * Graph calls. The token goes in the Authorization header, never in an address that could
 * be logged.
 */
function instagramGraph(graphUrl: string) {
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  return {
    bearer,
    get(path: string, accessToken: string, params: Record<string, string> = {}) {
      const url = new URL(`${graphUrl}/${path}`);
      url.search = new URLSearchParams(params).toString();
      return networkFetch(url, { headers: bearer(accessToken) });
    },
    post(path: string, accessToken: string, form: Record<string, string>) {
      return networkFetch(`${graphUrl}/${path}`, {
        method: 'POST',
        headers: { ...bearer(accessToken), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
    },
  };
}
type InstagramGraph = ReturnType<typeof instagramGraph>;

/** Graph errors as our classes; Instagram's own subcodes: docs/network-facts.md, Instagram. */
async function failure(response: Response, doing: string): Promise<PublishError> {
  const body = await readJson(response);
  const code = Number(field(body, 'error', 'code'));
  const subcode = Number(field(body, 'error', 'error_subcode'));
  const message =
    stringField(body, 'error', 'error_user_msg') ??
    stringField(body, 'error', 'message') ??
    `Instagram answered ${response.status}`;
  const label = String(subcode || code || response.status);
  if (code === 190) return new PublishError('auth', message, label);
  if (subcode === 2207042) return new PublishError('quota', message, label);
  if (code === 4 || code === 17 || code === 32 || code === 613 || response.status === 429) {
    return new PublishError('rate_limit', 'Instagram asked us to slow down.', label);
  }
  if (code === 10 || (code >= 200 && code < 300)) {
    return new PublishError('permission', `Instagram refused: ${message}`, label);
  }
  // 2207052: Instagram could not fetch the image this time.
  const errorClass =
    code === 1 || code === 2 || subcode === 2207052 ? 'transient' : classifyStatus(response.status);
  return new PublishError(
    errorClass,
    errorClass === 'transient' ? RETRY_LATER : `Instagram refused ${doing}: ${message}`,
    label,
  );
}

async function containerStatus(graph: InstagramGraph, container: string, accessToken: string) {
  const response = await graph.get(container, accessToken, { fields: 'status_code' });
  if (!response.ok) throw await failure(response, 'the image');
  return stringField(await readJson(response), 'status_code');
}

async function permalink(
  graph: InstagramGraph,
  mediaId: string,
  accessToken: string,
): Promise<string | null> {
  const response = await graph.get(mediaId, accessToken, { fields: 'permalink' });
  return response.ok ? stringField(await readJson(response), 'permalink') : null;
}

/** The owner's professional accounts, and forgetting the grant. */
function instagramAccounts(
  settings: InstagramSettings,
  graph: InstagramGraph,
): Pick<NetworkAdapter, 'listTargets' | 'revoke'> {
  return {
    /** The professional Instagram accounts linked to the owner's Pages. */
    async listTargets(tokens) {
      const response = await graph.get('me/accounts', tokens.accessToken, {
        fields: 'id,name,instagram_business_account{id,username}',
      });
      if (!response.ok) throw new Error(`Instagram answered ${response.status} for the accounts`);
      const pages = field(await readJson(response), 'data');
      if (!Array.isArray(pages)) return [];
      return pages.flatMap((page: unknown) => {
        const id = stringField(page, 'instagram_business_account', 'id');
        const username = stringField(page, 'instagram_business_account', 'username');
        return id
          ? [{ id, name: username ? `@${username}` : id, accessToken: tokens.accessToken }]
          : [];
      });
    },
    async revoke(accessToken) {
      const response = await networkFetch(`${settings.graphUrl}/me/permissions`, {
        method: 'DELETE',
        headers: graph.bearer(accessToken),
      });
      assertRevoked('Instagram', response);
    },
  };
}

/** The image container: the reversible preparation, made and checked until it is ready. */
function instagramContainers(
  settings: InstagramSettings,
  mediaLinks: MediaLinks,
  graph: InstagramGraph,
): Pick<NetworkAdapter, 'prepare'> {
  return {
    async prepare({ target, accessToken, post: outgoing }) {
      if (!outgoing.imageKey) {
        throw new PublishError('content', 'Instagram posts need an image. Add one to the post.');
      }
      const response = await graph.post(`${encodeURIComponent(target)}/media`, accessToken, {
        image_url: mediaLinks.link('instagram', outgoing.imageKey),
        caption: outgoing.text,
      });
      if (!response.ok) throw await failure(response, 'the image');
      const container = stringField(await readJson(response), 'id');
      if (!container) throw new PublishError('transient', RETRY_LATER);
      for (let check = 1; check <= STATUS_CHECKS; check += 1) {
        const status = await containerStatus(graph, container, accessToken);
        if (status === 'FINISHED') return { container };
        if (status === 'ERROR' || status === 'EXPIRED') {
          throw new PublishError('content', 'Instagram could not process the image.', status);
        }
        if (check < STATUS_CHECKS) await wait(settings.pollIntervalMs);
      }
      throw new PublishError(
        'transient',
        'Instagram is still processing the image; we will try again.',
      );
    },
  };
}

/** The daily quota, the one irreversible call, and afterwards whether it went out. */
function instagramPublishing(
  graph: InstagramGraph,
  now: () => Date,
): Pick<NetworkAdapter, 'checkLimits' | 'publish' | 'reconcile'> {
  return {
    async checkLimits({ target, accessToken }) {
      const response = await graph.get(
        `${encodeURIComponent(target)}/content_publishing_limit`,
        accessToken,
        { fields: 'quota_usage,config' },
      );
      if (!response.ok) throw await failure(response, 'the quota check');
      const limit = field(await readJson(response), 'data', '0');
      const used = Number(field(limit, 'quota_usage'));
      const total = Number(field(limit, 'config', 'quota_total'));
      if (Number.isFinite(used) && Number.isFinite(total) && total > 0 && used >= total) {
        throw new PublishError(
          'quota',
          `Instagram allows ${total} posts a day on this account and they are used; we will try again later.`,
          'quota',
          new Date(now().getTime() + QUOTA_RECHECK_MS),
        );
      }
    },
    async publish({ target, accessToken, prepared }) {
      const container = prepared.container;
      if (!container) throw new PublishError('transient', RETRY_LATER);
      const response = await graph.post(
        `${encodeURIComponent(target)}/media_publish`,
        accessToken,
        { creation_id: container },
      );
      if (!response.ok) throw await failure(response, 'the post');
      const id = stringField(await readJson(response), 'id');
      if (!id) throw new Error('Instagram accepted the post but sent no id');
      return { remoteId: id, url: await permalink(graph, id, accessToken).catch(() => null) };
    },
    async reconcile({ accessToken, prepared }): Promise<Published | null> {
      const container = prepared.container;
      if (!container) return null;
      const status = await containerStatus(graph, container, accessToken).catch(() => null);
      // The container's id stands for the post: Instagram does not link one to the other.
      return status === 'PUBLISHED' ? { remoteId: container, url: null } : null;
    },
  };
}

/**
 * Instagram professional accounts through Facebook Login and the Graph API: an image
 * container is the reversible preparation, media_publish the one irreversible call, and
 * the container's status tells afterwards whether it went out.
 */
export function createInstagramAdapter(
  settings: InstagramSettings,
  mediaLinks: MediaLinks,
  now: () => Date,
): NetworkAdapter {
  const graph = instagramGraph(settings.graphUrl);
  return {
    network: 'instagram',
    pkce: false,
    ...facebookLogin(settings, SCOPES, now),
    ...instagramAccounts(settings, graph),
    ...instagramContainers(settings, mediaLinks, graph),
    ...instagramPublishing(graph, now),
  };
}
