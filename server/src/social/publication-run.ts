import { NETWORK_NAMES } from '@contract/integrations';
import { needsImage } from '@core/image-required';
import type { PublicationRow } from '../db/publications';
import type { SocialAccountRow } from '../db/social-accounts';
import { mediaKeyFromUrl } from '../storage/media-keys';
import {
  isProcessing,
  PublishError,
  ReconnectNeeded,
  RETRY_LATER,
  type NetworkAdapter,
  type OutgoingPost,
} from './networks/adapter';
import { accountAdapter, missingAdapterMessage } from './networks/registry';
import { nextAllowedStart, pacingWindowMs } from './pacing';
import {
  askNetwork,
  awaitNetwork,
  backoffFrom,
  reconcileOrUnconfirm,
  recordFailure,
  retryLater,
  settle,
  type PublicationRunContext,
} from './publication-outcome';

/** One claimed publication on its way: where it goes, what it says, the token it goes with. */
interface Run {
  account: SocialAccountRow;
  adapter: NetworkAdapter;
  networkName: string;
  post: OutgoingPost;
  accessToken: string;
}

async function contentOf(
  context: PublicationRunContext,
  row: PublicationRow,
  network: string,
): Promise<OutgoingPost | null> {
  const post = await context.repo.postText(row.postId);
  if (!post) return null;
  // X's shorter variant, when the caption is over its limit, is what goes to X.
  const own = network === 'x' ? post.variants?.x : undefined;
  const text = [own?.caption ?? post.caption, own?.hashtags ?? post.hashtags]
    .filter((part) => part.trim())
    .join('\n\n');
  // Google Business Profile maps the post's kind and the booking link onto a local post.
  const local =
    network === 'google_business' ? await context.repo.localPostFacts(row.postId) : null;
  return { text, imageKey: mediaKeyFromUrl(post.imageUrl), tiktok: post.tiktok, local };
}

/**
 * The network's reversible part (a container, an upload), saved as the checkpoint and
 * reused by a later attempt; then its own limits, read before anything irreversible.
 * The prepared row, or null when the run stops here (its outcome recorded).
 */
async function prepareOnNetwork(
  context: PublicationRunContext,
  claimed: PublicationRow,
  run: Run,
): Promise<PublicationRow | null> {
  const { account, adapter, accessToken, post } = run;
  let prepared = claimed;
  try {
    const checkpoint = prepared.checkpoint;
    if (checkpoint?.stage !== 'prepared' || adapter.stillUsable?.(checkpoint.refs) === false) {
      const refs = adapter.prepare
        ? await adapter.prepare({ target: account.remoteId, accessToken, post })
        : {};
      const saved = await settle(context, prepared, { checkpoint: { stage: 'prepared', refs } });
      if (!saved) return null;
      prepared = saved;
    }
    await adapter.checkLimits?.({ target: account.remoteId, accessToken });
    return prepared;
  } catch (error) {
    // Nothing irreversible happened: a lost answer here is only a failure to retry.
    await recordFailure(
      context,
      prepared,
      error instanceof PublishError ? error : new PublishError('transient', RETRY_LATER),
      run.networkName,
    );
    return null;
  }
}

/**
 * The commit that makes a crash from here on visible (never publish blindly again), then
 * the one irreversible call and its outcome. The commit waits instead when the account's
 * last post was too recent (gap, network's cap).
 */
async function publishPrepared(
  context: PublicationRunContext,
  prepared: PublicationRow,
  run: Run,
): Promise<void> {
  const { repo, now, tokens } = context;
  const { account, adapter, networkName, post, accessToken } = run;
  const refs = prepared.checkpoint?.refs ?? {};
  const rules = { minGapMs: context.minGapMs, perMinute: adapter.maxPostsPerMinute ?? null };
  const start = await repo.startPublishing({
    id: prepared.id,
    accountId: account.id,
    owner: context.owner,
    since: new Date(now().getTime() - pacingWindowMs(rules)),
    decide: (starts) => nextAllowedStart(starts, now(), rules),
    change: { state: 'publishing', publishStartedAt: now(), updatedAt: now() },
  });
  if (!start) return;
  if ('waitUntil' in start) {
    await retryLater(context, prepared, start.waitUntil, {
      errorClass: null,
      errorMessage: `Waiting so that posts on this ${networkName} account are spaced out.`,
    });
    return;
  }
  const started = start.started;

  const call = (token: string) =>
    adapter.publish({ target: account.remoteId, accessToken: token, post, prepared: refs });
  try {
    let result;
    try {
      result = await call(accessToken);
    } catch (error) {
      // One refresh-and-retry on an expired token; it does not count as an attempt.
      if (!(error instanceof PublishError && error.errorClass === 'auth')) throw error;
      result = await call(await tokens.refreshAfterRejection(account, accessToken));
    }
    if (isProcessing(result)) {
      // Accepted, not yet live: the publish id is saved first, then the network is asked
      // (read-only) at once; a post still processing is asked again by a later sweep.
      const waiting = await awaitNetwork(context, started, result.processing, context.owner);
      if (waiting) {
        await reconcileOrUnconfirm(
          context,
          waiting,
          networkName,
          askNetwork(context, adapter, account, waiting),
        );
      }
      return;
    }
    await settle(context, started, {
      state: 'published',
      remoteId: result.remoteId,
      remoteUrl: result.url,
      errorClass: null,
      errorMessage: null,
      errorCode: null,
      leaseOwner: null,
      leaseExpiresAt: null,
    });
  } catch (error) {
    await recordFailure(
      context,
      started,
      error,
      networkName,
      askNetwork(context, adapter, account, started),
    );
  }
}

/**
 * One run of a claimed publication (ADR 0030): prepare (reversible; checkpoint saved) →
 * commit publish_started_at → the one irreversible call → record the outcome.
 */
export async function runPublication(
  context: PublicationRunContext,
  claimed: PublicationRow,
): Promise<void> {
  const { repo, now, tokens } = context;
  const account = await repo.account(claimed.accountId);
  const adapter = account ? accountAdapter(context.networks, account) : undefined;
  if (!account || !adapter) {
    await settle(context, claimed, {
      state: 'failed',
      errorClass: 'permission',
      errorMessage: account
        ? missingAdapterMessage(account)
        : 'This account is no longer connected.',
      leaseOwner: null,
    });
    return;
  }
  const networkName = NETWORK_NAMES[account.network];
  if (account.status === 'needs_reconnect') {
    await repo.markNeedsReconnect(account.id, 'Reconnect this account to publish.', now());
    return;
  }
  // Preparation (reversible): the content, and the token (refreshed first when close to expiry).
  const post = await contentOf(context, claimed, account.network);
  if (post === null) return;
  if (!post.imageKey && needsImage(account.network)) {
    // Nothing the network could take: a content reason the owner can fix, no call made.
    await settle(context, claimed, {
      state: 'failed',
      errorClass: 'content',
      errorCode: 'image_required',
      errorMessage: `${networkName} posts need an image. Add one to the post.`,
      leaseOwner: null,
      leaseExpiresAt: null,
    });
    return;
  }
  let accessToken: string;
  try {
    accessToken = await tokens.accessToken(account);
  } catch (error) {
    if (error instanceof ReconnectNeeded) return;
    await retryLater(context, claimed, backoffFrom(context, 1), {
      errorClass: 'transient',
      errorMessage: 'We could not renew the connection; we will try again.',
    });
    return;
  }
  const run = { account, adapter, networkName, post, accessToken };
  const prepared = await prepareOnNetwork(context, claimed, run);
  if (prepared) await publishPrepared(context, prepared, run);
}
