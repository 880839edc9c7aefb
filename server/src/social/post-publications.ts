import type { PublicationState } from '@contract/integrations';
import type { Db } from '../db/client';
import type { DraftRow } from '../db/drafts';
import { EDITABLE_STATES } from '../db/publication-states';
import type { PublicationRepository } from '../db/publications';
import type { SocialAccountRepository, SocialAccountRow } from '../db/social-accounts';
import { HttpError } from '../http-error';
import type { Publisher } from './publisher';

/** The account a publication goes to, and its name kept with the row for the post's history. */
const where = (account: SocialAccountRow) => ({
  accountId: account.id,
  network: account.network,
  accountName: account.displayName,
  sandbox: account.sandbox,
});

export const PUBLICATION_STARTED_MESSAGE =
  'This post is already being published or has been published, so it can no longer be changed or deleted.';

const isEditable = (state: PublicationState) =>
  (EDITABLE_STATES as readonly PublicationState[]).includes(state);

interface PostPublicationsOptions {
  repo: PublicationRepository & Pick<SocialAccountRepository, 'accountsOf'>;
  publisher: Publisher;
  now: () => Date;
}

/** A post's changes, guarded while its publications start, and its publications after. */
function postChanges({ repo, publisher, now }: PostPublicationsOptions) {
  return {
    /**
     * Changes the post only while none of its publications has started, in one
     * transaction with them locked: a change either lands before the claim (and is what
     * gets published) or answers 409. `change` must use only the transaction it gets.
     */
    guardedChange<T>(postId: string, change: (tx: Db) => Promise<T>): Promise<T> {
      return repo.withPostPublicationsLocked(postId, async (tx, rows) => {
        if (rows.some((row) => !isEditable(row.state))) {
          throw new HttpError(409, PUBLICATION_STARTED_MESSAGE);
        }
        return change(tx);
      });
    },

    /** After the post was saved: create, re-time or cancel its publications. */
    async sync(post: DraftRow): Promise<void> {
      const publishAt = post.status === 'scheduled' ? post.scheduledAt : null;
      if (!publishAt) {
        await repo.cancelPublicationsExcept(post.id, [], now());
        return;
      }
      const accounts = (await repo.accountsOf(post.businessId)).filter((account) =>
        post.platforms.includes(account.network),
      );
      const existing = new Map(
        (await repo.publicationsOfPost(post.id)).map((row) => [row.accountId, row]),
      );
      await repo.cancelPublicationsExcept(
        post.id,
        accounts.map((account) => account.id),
        now(),
      );
      for (const account of accounts) {
        const state = account.status === 'needs_reconnect' ? 'needs_reconnect' : 'scheduled';
        const fresh = {
          state,
          publishAt,
          nextAttemptAt: publishAt,
          attempt: 0,
          checkpoint: null,
          publishStartedAt: null,
          errorClass: state === 'needs_reconnect' ? ('auth' as const) : null,
          errorMessage: state === 'needs_reconnect' ? 'Reconnect this account to publish.' : null,
          errorCode: null,
          updatedAt: now(),
        } as const;
        const row = existing.get(account.id);
        const saved = row
          ? await repo.update(row.id, EDITABLE_STATES, { ...fresh, version: row.version + 1 })
          : (
              await repo.insertPublications([
                { ...fresh, businessId: post.businessId, postId: post.id, ...where(account) },
              ])
            )[0];
        if (saved?.state === 'scheduled') await publisher.enqueue(saved);
      }
    },
  };
}

/** An account connected after its network's posts were scheduled takes them on. */
function scheduledPostAdoption({ repo, publisher, now }: PostPublicationsOptions) {
  return {
    /**
     * A newly connected account takes on the owner's posts already scheduled for its
     * network (from now on): one publication each, as if they had been scheduled after it.
     * Posts that already have a publication on that account are left as they are.
     */
    async adoptScheduledPosts(businessId: string, accountIds: readonly string[]): Promise<number> {
      const accounts = (await repo.accountsOf(businessId)).filter(
        (account) => accountIds.includes(account.id) && account.status === 'connected',
      );
      if (!accounts.length) return 0;
      let added = 0;
      for (const post of await repo.scheduledPostsAfter(businessId, now())) {
        if (!post.scheduledAt) continue;
        const taken = new Set((await repo.publicationsOfPost(post.id)).map((row) => row.accountId));
        for (const account of accounts) {
          if (!post.platforms.includes(account.network) || taken.has(account.id)) continue;
          const [saved] = await repo.insertPublications([
            {
              businessId,
              postId: post.id,
              ...where(account),
              state: 'scheduled',
              publishAt: post.scheduledAt,
              nextAttemptAt: post.scheduledAt,
              updatedAt: now(),
            },
          ]);
          if (saved) {
            await publisher.enqueue(saved);
            added += 1;
          }
        }
      }
      return added;
    },
  };
}

/**
 * Keeps a post's publications in step with the post: one per connected account of each
 * of its platforms, at its time, while it is scheduled (ADR 0030). Once any of them has
 * started, the post can no longer be changed (409).
 */
export function createPostPublications(options: PostPublicationsOptions) {
  return { ...postChanges(options), ...scheduledPostAdoption(options) };
}
export type PostPublications = ReturnType<typeof createPostPublications>;
