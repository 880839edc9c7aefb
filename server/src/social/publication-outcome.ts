import type { FastifyBaseLogger } from 'fastify';
import { API_MESSAGES } from '@contract/messages';
import type { LocalPostFactsRepository } from '../db/local-post-facts';
import type { PublicationQueueRepository } from '../db/publication-queue';
import type { PublicationChange, PublicationRepository, PublicationRow } from '../db/publications';
import type { SocialAccountRepository, SocialAccountRow } from '../db/social-accounts';
import { backoffMs, MAX_TRANSIENT_ATTEMPTS } from './backoff';
import {
  isProcessing,
  PublishError,
  ReconnectNeeded,
  type NetworkAdapter,
  type PreparedRefs,
  type Processing,
  type Published,
} from './networks/adapter';
import type { Networks } from './networks/registry';
import { RECONNECT_MESSAGE, type TokenService } from './tokens';

/** What one publisher instance shares with each run of a publication. */
export interface PublicationRunContext {
  repo: PublicationQueueRepository &
    Pick<PublicationRepository, 'update' | 'postText'> &
    Pick<LocalPostFactsRepository, 'localPostFacts'> &
    Pick<SocialAccountRepository, 'account' | 'markNeedsReconnect'>;
  networks: Networks;
  tokens: TokenService;
  now: () => Date;
  log: FastifyBaseLogger;
  /** This instance's lease name: a row is settled only while it still holds it. */
  owner: string;
  /** The least time between two posts on one account. */
  minGapMs: number;
  jitter: () => number;
  /** Queues the job that runs a publication at its next attempt. */
  enqueue(row: PublicationRow): Promise<void>;
}

/** The network's read-only word on a post whose outcome is not known yet. */
export type AskNetwork = () => Promise<Published | Processing | null>;

const unconfirmedMessage = (network: string) =>
  `We lost the connection while sending this post and cannot tell whether ${network} published it. ` +
  'Check the account: if the post is there, choose Mark as posted; if not, Try again.';
const stillProcessingMessage = (network: string) =>
  `${network} accepted this post but has not finished publishing it after a day. ` +
  'Check the account: if the post is there, choose Mark as posted; if not, Try again.';

/** The checkpoint stage of a post the network accepted and is still processing. */
const ACCEPTED = 'accepted';
/** How often a post being processed is asked about: soon at first, then less often. */
const STATUS_CHECK_SOON_MS = 60_000;
const STATUS_CHECK_LATER_MS = 10 * 60_000;
const STATUS_CHECK_SOON_FOR_MS = 10 * 60_000;
/** After this long "processing", the owner is asked to check instead. */
const MAX_PROCESSING_MS = 24 * 60 * 60_000;

/** Records a claimed row's change while this instance still holds its lease. */
export const settle = (
  context: PublicationRunContext,
  row: PublicationRow,
  change: PublicationChange,
) =>
  context.repo.update(
    row.id,
    ['preparing', 'publishing'],
    { ...change, updatedAt: context.now() },
    context.owner,
  );

/** Gives the row back to the queue until `at`, and queues its job for then. */
export async function retryLater(
  context: PublicationRunContext,
  row: PublicationRow,
  at: Date,
  change: PublicationChange,
): Promise<void> {
  const saved = await settle(context, row, {
    ...change,
    state: 'retry_wait',
    nextAttemptAt: at,
    publishStartedAt: null,
    leaseOwner: null,
    leaseExpiresAt: null,
  });
  if (saved) await context.enqueue(saved);
}

/** The next attempt after `attempt` transient failures, jittered. */
export const backoffFrom = (context: PublicationRunContext, attempt: number) =>
  new Date(context.now().getTime() + backoffMs(attempt, context.jitter()));

/**
 * Keeps a post the network accepted in `publishing`, its refs (a publish id) saved, until
 * the next status check; the sweep finds the lapsed lease and asks the network then.
 */
export function awaitNetwork(
  context: PublicationRunContext,
  row: PublicationRow,
  refs: PreparedRefs,
  leaseOwner?: string,
) {
  const { now } = context;
  const startedAt = row.publishStartedAt?.getTime() ?? now().getTime();
  const soon = now().getTime() - startedAt < STATUS_CHECK_SOON_FOR_MS;
  return context.repo.update(
    row.id,
    ['publishing'],
    {
      checkpoint: { stage: ACCEPTED, refs: { ...row.checkpoint?.refs, ...refs } },
      errorClass: null,
      errorMessage: null,
      errorCode: null,
      leaseOwner: null,
      leaseExpiresAt: new Date(
        now().getTime() + (soon ? STATUS_CHECK_SOON_MS : STATUS_CHECK_LATER_MS),
      ),
      updatedAt: now(),
    },
    leaseOwner,
  );
}

/** The adapter's read-only check for a row's checkpoint, when it has one. */
export const askNetwork =
  (
    context: PublicationRunContext,
    adapter: NetworkAdapter,
    account: SocialAccountRow,
    row: PublicationRow,
  ): AskNetwork =>
  async () => {
    if (!adapter.reconcile || !row.checkpoint) return null;
    return adapter.reconcile({
      target: account.remoteId,
      accessToken: await context.tokens.accessToken(account),
      prepared: row.checkpoint.refs,
    });
  };

/** The change that records what the network said, or the owner's turn when it cannot tell. */
function outcomeChange(
  networkName: string,
  found: Published | Processing | null,
): PublicationChange {
  if (found && isProcessing(found)) {
    return {
      state: 'unconfirmed',
      errorClass: 'unknown_outcome',
      errorMessage: stillProcessingMessage(networkName),
    };
  }
  if (found) {
    return {
      state: 'published',
      remoteId: found.remoteId,
      remoteUrl: found.url,
      errorClass: null,
      errorMessage: null,
      errorCode: null,
    };
  }
  return {
    state: 'unconfirmed',
    errorClass: 'unknown_outcome',
    errorMessage: unconfirmedMessage(networkName),
  };
}

/** After a call with no answer: the network's read-only word, else the owner decides. */
export async function reconcileOrUnconfirm(
  context: PublicationRunContext,
  row: PublicationRow,
  networkName: string,
  ask: AskNetwork,
  /** This worker's lease, when the row is still ours; none when settling a dead worker's row. */
  leaseOwner?: string,
): Promise<void> {
  const { repo, now } = context;
  const states = ['publishing'] as const;
  const accepted = row.checkpoint?.stage === ACCEPTED;
  let found: Published | Processing | null;
  try {
    found = await ask();
  } catch (error) {
    if (error instanceof PublishError && error.errorClass === 'content') {
      // The network says the post it had accepted did not go out, and why.
      await repo.update(
        row.id,
        states,
        {
          state: 'failed',
          errorClass: 'content',
          errorMessage: error.message,
          errorCode: error.code,
          leaseOwner: null,
          leaseExpiresAt: null,
          updatedAt: now(),
        },
        leaseOwner,
      );
      return;
    }
    // A post the network is known to have taken is asked about again; others cannot be told.
    found = accepted ? { processing: {} } : null;
  }
  if (found && isProcessing(found)) {
    const startedAt = row.publishStartedAt?.getTime() ?? now().getTime();
    if (now().getTime() - startedAt < MAX_PROCESSING_MS) {
      await awaitNetwork(context, row, found.processing, leaseOwner);
      return;
    }
  }
  await repo.update(
    row.id,
    states,
    {
      ...outcomeChange(networkName, found),
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: now(),
    },
    leaseOwner,
  );
}

/** A publish error's change: a failure, a retry, or (for a duplicate) a post already out. */
function failureChange(
  context: PublicationRunContext,
  row: PublicationRow,
  error: PublishError,
  networkName: string,
): { retryAt: Date; change: PublicationChange } | { change: PublicationChange } {
  const base = { errorCode: error.code, errorMessage: error.message };
  const done = { leaseOwner: null, leaseExpiresAt: null };
  switch (error.errorClass) {
    case 'duplicate':
      // The network already holds this very post: count it as published.
      return {
        change: {
          ...base,
          state: 'published',
          errorClass: null,
          errorMessage: `${networkName} already had this post, so it was not sent again.`,
          ...done,
        },
      };
    case 'quota':
    case 'rate_limit':
      return {
        retryAt: error.retryAt ?? backoffFrom(context, 1),
        change: { ...base, errorClass: error.errorClass },
      };
    case 'transient': {
      const attempt = row.attempt + 1;
      if (attempt >= MAX_TRANSIENT_ATTEMPTS) {
        return {
          change: {
            ...base,
            attempt,
            state: 'failed',
            errorClass: 'transient',
            errorMessage: `${networkName} kept failing after ${attempt} attempts. Choose Try again later.`,
            publishStartedAt: null,
            ...done,
          },
        };
      }
      return {
        retryAt: backoffFrom(context, attempt),
        change: { ...base, attempt, errorClass: 'transient' },
      };
    }
    case 'auth':
      return {
        change: {
          ...base,
          state: 'failed',
          errorClass: 'permission',
          errorMessage: API_MESSAGES.accountDisconnected,
          publishStartedAt: null,
          ...done,
        },
      };
    default:
      return {
        change: {
          ...base,
          state: 'failed',
          errorClass: error.errorClass,
          publishStartedAt: null,
          ...done,
        },
      };
  }
}

/** Records why a run did not publish: reconnect, retry, failure, or an outcome to find out. */
export async function recordFailure(
  context: PublicationRunContext,
  row: PublicationRow,
  error: unknown,
  networkName: string,
  ask: AskNetwork = async () => null,
): Promise<void> {
  if (error instanceof ReconnectNeeded) {
    // The account and its queue are marked; this row was already sending, and the
    // network's refusal of the old token proves nothing went out: it waits too.
    await settle(context, row, {
      state: 'needs_reconnect',
      errorClass: 'auth',
      errorMessage: RECONNECT_MESSAGE,
      leaseOwner: null,
      leaseExpiresAt: null,
    });
    return;
  }
  if (!(error instanceof PublishError)) {
    // No answer (reset, timeout): the network may have published. Ask it, read-only,
    // where it can tell; otherwise the owner checks.
    context.log.warn({ publicationId: row.id, err: error }, 'publish outcome unknown');
    await reconcileOrUnconfirm(context, row, networkName, ask, context.owner);
    return;
  }
  if (error.errorClass === 'auth' && row.accountId) {
    await context.repo.markNeedsReconnect(
      row.accountId,
      'Reconnect this account to publish.',
      context.now(),
    );
    return;
  }
  const failure = failureChange(context, row, error, networkName);
  if ('retryAt' in failure) {
    await retryLater(context, row, failure.retryAt, failure.change);
    return;
  }
  await settle(context, row, failure.change);
}
