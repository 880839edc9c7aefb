import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  notLike,
  or,
} from 'drizzle-orm';
import type { Network, PublicationState } from '@contract/integrations';
import type { Db } from './client';
import {
  drafts,
  publications,
  socialAccounts,
  socialConnections,
  type ConnectTarget,
} from './schema';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialConnectionRow = typeof socialConnections.$inferSelect;
export type PublicationRow = typeof publications.$inferSelect;
type PublicationChange = Partial<Omit<typeof publications.$inferInsert, 'id' | 'userId'>>;

/** Before the claim: the owner may still change or cancel what goes out (ADR 0030). */
export const EDITABLE_STATES = [
  'scheduled',
  'retry_wait',
  'failed',
  'missed',
  'needs_reconnect',
  'cancelled',
] as const satisfies readonly PublicationState[];
/** Waiting for their time (or their next attempt). */
export const QUEUED_STATES = [
  'scheduled',
  'retry_wait',
] as const satisfies readonly PublicationState[];

/** Claimed and under way: the network's answer is not recorded yet. */
const IN_FLIGHT_STATES: readonly PublicationState[] = ['preparing', 'publishing'];
/** What a post keeps of an account after it is disconnected: whatever reached the network. */
const HISTORY_STATES = [
  'published',
  'unconfirmed',
  'publishing',
] as const satisfies readonly PublicationState[];

/** Connected accounts, "Connect" attempts and publications; every owner read names the owner. */
export function socialRepository(db: Db) {
  const ownAccount = (userId: string, id: string) =>
    and(eq(socialAccounts.id, id), eq(socialAccounts.userId, userId));

  return {
    accountsOf(userId: string): Promise<SocialAccountRow[]> {
      return db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.network), asc(socialAccounts.displayName));
    },

    /** The account, or undefined when it was disconnected (a publication's id is then null). */
    async account(id: string | null): Promise<SocialAccountRow | undefined> {
      if (id === null) return undefined;
      const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
      return row;
    },

    async ownAccount(userId: string, id: string): Promise<SocialAccountRow | undefined> {
      const [row] = await db.select().from(socialAccounts).where(ownAccount(userId, id));
      return row;
    },

    /**
     * Connecting the same page again replaces its tokens and clears "needs reconnect".
     * Tokens are sealed for the row they are stored in, whose id a new row only has once
     * inserted: `seal` gets it inside the transaction, which holds the row until the sealed
     * tokens replace the empty placeholder (never seen outside it).
     */
    upsertAccount(
      row: Omit<typeof socialAccounts.$inferInsert, 'id' | 'accessToken' | 'refreshToken'>,
      seal: (accountId: string) => { accessToken: string; refreshToken: string | null },
    ): Promise<SocialAccountRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(socialAccounts)
          .values({ ...row, accessToken: '' })
          .onConflictDoUpdate({
            target: [socialAccounts.userId, socialAccounts.network, socialAccounts.remoteId],
            set: {
              displayName: row.displayName,
              status: 'connected',
              accessExpiresAt: row.accessExpiresAt,
              refreshExpiresAt: row.refreshExpiresAt,
            },
          })
          .returning({ id: socialAccounts.id });
        if (!saved) throw new Error('Upsert returned no account');
        const tokens = seal(saved.id);
        const [sealed] = await tx
          .update(socialAccounts)
          .set({
            accessToken: tokens.accessToken,
            // A reconnect without a refresh token never erases the one we have.
            ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
          })
          .where(eq(socialAccounts.id, saved.id))
          .returning();
        if (!sealed) throw new Error('The account went while its tokens were stored');
        return sealed;
      });
    },

    /**
     * Up to `limit` accounts, in id order after `after`, with a token not starting with
     * `currentPrefix`: sealed as v1 or by an older key (ADR 0045).
     */
    async accountIdsToReseal(
      currentPrefix: string,
      after: string | null,
      limit: number,
    ): Promise<string[]> {
      // The prefix is letters, digits and dots: nothing LIKE treats specially.
      const pattern = `${currentPrefix}%`;
      const rows = await db
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(
          and(
            after === null ? undefined : gt(socialAccounts.id, after),
            or(
              notLike(socialAccounts.accessToken, pattern),
              notLike(socialAccounts.refreshToken, pattern),
            ),
          ),
        )
        .orderBy(asc(socialAccounts.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the account and its tokens. What reached the network (published, unconfirmed
     * for the owner to settle, or accepted and still processing) stays in its posts'
     * history; what had not is deleted with it. Not while a worker is sending one of its
     * posts: that call's outcome must be recorded first.
     */
    disconnectAccount(
      userId: string,
      id: string,
      now: Date,
    ): Promise<{ account: SocialAccountRow } | 'not_found' | 'busy'> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(socialAccounts)
          .where(ownAccount(userId, id))
          .for('update');
        if (!account) return 'not_found';
        // Locked, so a claim (which skips locked rows) cannot start one of them meanwhile.
        const rows = await tx
          .select({
            state: publications.state,
            leaseOwner: publications.leaseOwner,
            leaseExpiresAt: publications.leaseExpiresAt,
          })
          .from(publications)
          .where(eq(publications.accountId, id))
          .for('update');
        // A worker holds a live lease: its call's outcome is about to be recorded. A post
        // the network accepted and still processes (TikTok) holds none and stays as history:
        // with the account gone, the sweep settles it as unconfirmed for the owner.
        const working = (row: (typeof rows)[number]) =>
          IN_FLIGHT_STATES.includes(row.state) &&
          row.leaseOwner !== null &&
          row.leaseExpiresAt !== null &&
          row.leaseExpiresAt > now;
        if (rows.some(working)) return 'busy';
        await tx
          .delete(publications)
          .where(
            and(
              eq(publications.accountId, id),
              notInArray(publications.state, [...HISTORY_STATES]),
            ),
          );
        await tx.delete(socialAccounts).where(eq(socialAccounts.id, id));
        return { account };
      });
    },

    /**
     * Runs `work` holding the account's row lock (SELECT … FOR UPDATE): one token refresh at
     * a time per account, across processes. `work` must use only the transaction it gets.
     */
    withAccountLocked<T>(
      id: string,
      work: (
        row: SocialAccountRow,
        save: (change: Partial<SocialAccountRow>) => Promise<void>,
      ) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(socialAccounts)
          .where(eq(socialAccounts.id, id))
          .for('update');
        if (!row) return undefined;
        return work(row, async (change) => {
          await tx.update(socialAccounts).set(change).where(eq(socialAccounts.id, id));
        });
      });
    },

    /**
     * Commits "publishing" for a prepared row unless the account's pacing says to wait:
     * under the account's row lock, so two workers (or instances) never both pass the
     * check for one account. `decide` gets the account's recent starts (other rows).
     */
    startPublishing(input: {
      id: string;
      accountId: string;
      owner: string;
      since: Date;
      decide: (starts: Date[]) => Date | null;
      change: PublicationChange;
    }): Promise<{ started: PublicationRow } | { waitUntil: Date } | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: socialAccounts.id })
          .from(socialAccounts)
          .where(eq(socialAccounts.id, input.accountId))
          .for('update');
        const recent = await tx
          .select({ at: publications.publishStartedAt })
          .from(publications)
          .where(
            and(
              eq(publications.accountId, input.accountId),
              ne(publications.id, input.id),
              gte(publications.publishStartedAt, input.since),
            ),
          );
        const waitUntil = input.decide(recent.flatMap((row) => (row.at ? [row.at] : [])));
        if (waitUntil) return { waitUntil };
        const [row] = await tx
          .update(publications)
          .set(input.change)
          .where(
            and(
              eq(publications.id, input.id),
              eq(publications.state, 'preparing'),
              eq(publications.leaseOwner, input.owner),
            ),
          )
          .returning();
        return row ? { started: row } : null;
      });
    },

    /** Marks the account and, at once, every queued publication of it (ADR 0030). */
    async markNeedsReconnect(id: string, message: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(socialAccounts)
          .set({ status: 'needs_reconnect' })
          .where(eq(socialAccounts.id, id));
        await tx
          .update(publications)
          .set({
            state: 'needs_reconnect',
            errorClass: 'auth',
            errorMessage: message,
            leaseOwner: null,
            leaseExpiresAt: null,
            updatedAt: now,
          })
          .where(
            and(
              eq(publications.accountId, id),
              inArray(publications.state, [...QUEUED_STATES, 'preparing']),
            ),
          );
      });
    },

    /** After a reconnect, the account's blocked publications are queued again. */
    async unblock(accountId: string, now: Date): Promise<void> {
      await db
        .update(publications)
        .set({ state: 'scheduled', errorClass: null, errorMessage: null, updatedAt: now })
        .where(
          and(eq(publications.accountId, accountId), eq(publications.state, 'needs_reconnect')),
        );
    },

    async createConnection(
      row: typeof socialConnections.$inferInsert,
    ): Promise<SocialConnectionRow> {
      const [saved] = await db.insert(socialConnections).values(row).returning();
      if (!saved) throw new Error('Insert returned no connection');
      return saved;
    },

    /** Claims a state once: the row is returned only if no callback used it before. */
    async claimConnection(stateHash: string, now: Date): Promise<SocialConnectionRow | undefined> {
      const [row] = await db
        .update(socialConnections)
        .set({ stateHash: `used:${stateHash}` })
        .where(
          and(
            eq(socialConnections.stateHash, stateHash),
            isNull(socialConnections.targets),
            gt(socialConnections.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async completeConnection(
      id: string,
      change: Pick<
        SocialConnectionRow,
        'targets' | 'refreshToken' | 'accessExpiresAt' | 'refreshExpiresAt' | 'expiresAt'
      >,
    ): Promise<void> {
      await db
        .update(socialConnections)
        .set({ ...change, codeVerifier: null })
        .where(eq(socialConnections.id, id));
    },

    async ownConnection(userId: string, id: string, now: Date) {
      const [row] = await db
        .select()
        .from(socialConnections)
        .where(
          and(
            eq(socialConnections.id, id),
            eq(socialConnections.userId, userId),
            gt(socialConnections.expiresAt, now),
          ),
        );
      return row;
    },

    async deleteConnection(id: string): Promise<void> {
      await db.delete(socialConnections).where(eq(socialConnections.id, id));
    },

    async deleteExpiredConnections(now: Date): Promise<void> {
      await db.delete(socialConnections).where(lt(socialConnections.expiresAt, now));
    },

    /**
     * Runs `work` with the post's publications locked (FOR UPDATE): a claim, which skips
     * locked rows, cannot start one meanwhile. `work` must use only the transaction.
     */
    withPostPublicationsLocked<T>(
      postId: string,
      work: (tx: Db, rows: PublicationRow[]) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(publications)
          .where(eq(publications.postId, postId))
          .for('update');
        return work(tx, rows);
      });
    },

    publicationsOfPost(postId: string): Promise<PublicationRow[]> {
      return db
        .select()
        .from(publications)
        .where(eq(publications.postId, postId))
        .orderBy(asc(publications.publishAt), asc(publications.id));
    },

    async publication(id: string): Promise<PublicationRow | undefined> {
      const [row] = await db.select().from(publications).where(eq(publications.id, id));
      return row;
    },

    /** The owner's scheduled posts due after `from`: what a newly connected account takes on. */
    async scheduledPostsAfter(userId: string, from: Date) {
      return db
        .select()
        .from(drafts)
        .where(
          and(
            eq(drafts.userId, userId),
            eq(drafts.status, 'scheduled'),
            gt(drafts.scheduledAt, from),
          ),
        );
    },

    /** The states of the owner's publications for these posts, as [post id, state] pairs. */
    async statesOfPosts(
      userId: string,
      postIds: readonly string[],
    ): Promise<{ postId: string; state: PublicationState }[]> {
      if (!postIds.length) return [];
      return db
        .select({ postId: publications.postId, state: publications.state })
        .from(publications)
        .where(and(eq(publications.userId, userId), inArray(publications.postId, [...postIds])));
    },

    /** The owner's latest publications in `states`, newest change first, with the post's title. */
    async latestInStates(
      userId: string,
      states: readonly PublicationState[],
      limit: number,
    ): Promise<{ row: PublicationRow; postTitle: string }[]> {
      const rows = await db
        .select({ row: publications, postTitle: drafts.title })
        .from(publications)
        .innerJoin(drafts, eq(drafts.id, publications.postId))
        .where(and(eq(publications.userId, userId), inArray(publications.state, [...states])))
        .orderBy(desc(publications.updatedAt))
        .limit(limit);
      return rows;
    },

    async ownPublication(userId: string, id: string): Promise<PublicationRow | undefined> {
      const [row] = await db
        .select()
        .from(publications)
        .where(and(eq(publications.id, id), eq(publications.userId, userId)));
      return row;
    },

    async insertPublications(
      rows: (typeof publications.$inferInsert)[],
    ): Promise<PublicationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(publications).values(rows).onConflictDoNothing().returning();
    },

    /** Changes a publication only while it is still in one of `states`; the row, or undefined. */
    async update(
      id: string,
      states: readonly PublicationState[],
      change: PublicationChange,
      leaseOwner?: string,
    ): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set(change)
        .where(
          and(
            eq(publications.id, id),
            inArray(publications.state, [...states]),
            ...(leaseOwner ? [eq(publications.leaseOwner, leaseOwner)] : []),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Claims due publications in one statement (FOR UPDATE SKIP LOCKED): two instances
     * never claim the same row. `onlyId` narrows the claim to one publication.
     */
    claimDue(input: {
      now: Date;
      owner: string;
      leaseMs: number;
      limit: number;
      onlyId?: string;
    }): Promise<PublicationRow[]> {
      const due = db
        .select({ id: publications.id })
        .from(publications)
        .where(
          and(
            inArray(publications.state, [...QUEUED_STATES]),
            lte(publications.nextAttemptAt, input.now),
            ...(input.onlyId ? [eq(publications.id, input.onlyId)] : []),
          ),
        )
        .orderBy(asc(publications.nextAttemptAt))
        .limit(input.limit)
        .for('update', { skipLocked: true });
      return db
        .update(publications)
        .set({
          state: 'preparing',
          leaseOwner: input.owner,
          leaseExpiresAt: new Date(input.now.getTime() + input.leaseMs),
          updatedAt: input.now,
        })
        .where(inArray(publications.id, due))
        .returning();
    },

    /** Rows whose worker vanished (crash, kill) with the lease still on. */
    expiredLeases(now: Date): Promise<PublicationRow[]> {
      return db
        .select()
        .from(publications)
        .where(
          and(
            inArray(publications.state, ['preparing', 'publishing']),
            lt(publications.leaseExpiresAt, now),
          ),
        );
    },

    /** Queued rows whose time passed longer ago than the grace period become missed. */
    async markMissed(before: Date, now: Date): Promise<number> {
      const rows = await db
        .update(publications)
        .set({
          state: 'missed',
          errorMessage:
            'Its time passed while the server was down. Choose Try again to post it now.',
          updatedAt: now,
        })
        .where(
          and(
            inArray(publications.state, [...QUEUED_STATES]),
            lt(publications.nextAttemptAt, before),
          ),
        )
        .returning({ id: publications.id });
      return rows.length;
    },

    /** The owner's posts publications, to cancel or re-time when the post changes. */
    async cancelPublicationsExcept(postId: string, keepAccountIds: string[], now: Date) {
      await db
        .update(publications)
        .set({ state: 'cancelled', leaseOwner: null, updatedAt: now })
        .where(
          and(
            eq(publications.postId, postId),
            inArray(publications.state, [...EDITABLE_STATES]),
            ...(keepAccountIds.length ? [notInArray(publications.accountId, keepAccountIds)] : []),
          ),
        );
    },

    async postText(postId: string) {
      const [row] = await db
        .select({
          caption: drafts.caption,
          hashtags: drafts.hashtags,
          variants: drafts.variants,
          imageUrl: drafts.imageUrl,
        })
        .from(drafts)
        .where(eq(drafts.id, postId));
      return row;
    },
  };
}
export type SocialRepository = ReturnType<typeof socialRepository>;
export type { ConnectTarget, Network };
