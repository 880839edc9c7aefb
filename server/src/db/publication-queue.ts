import { and, asc, eq, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { Db } from './client';
import type { PublicationChange, PublicationRow } from './publications';
import { QUEUED_STATES } from './publication-states';
import { publications, socialAccounts } from './schema';

/** Claiming due publications: one statement, so two instances never take the same row. */
function publicationClaims(db: Db) {
  return {
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
  };
}

/** Starting a prepared publication within its account's pacing. */
function publicationStarts(db: Db) {
  return {
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
  };
}

/** Rows a vanished worker left, rows whose time passed, and rows a reconnect frees. */
function publicationRecovery(db: Db) {
  return {
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

    /** After a reconnect, the account's blocked publications are queued again. */
    async unblock(accountId: string, now: Date): Promise<void> {
      await db
        .update(publications)
        .set({ state: 'scheduled', errorClass: null, errorMessage: null, updatedAt: now })
        .where(
          and(eq(publications.accountId, accountId), eq(publications.state, 'needs_reconnect')),
        );
    },
  };
}

/** What the publisher claims, starts, recovers and marks missed (ADR 0030). */
export function publicationQueueRepository(db: Db) {
  return {
    ...publicationClaims(db),
    ...publicationStarts(db),
    ...publicationRecovery(db),
  };
}
export type PublicationQueueRepository = ReturnType<typeof publicationQueueRepository>;
