import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { HISTORY_STATES, IN_FLIGHT_STATES, QUEUED_STATES } from './publication-states';
import { publications, socialAccounts } from './schema';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

const ownAccount = (businessId: string, id: string) =>
  and(eq(socialAccounts.id, id), eq(socialAccounts.businessId, businessId));

/** Reading the owner's accounts, or one account by id. */
function socialAccountReads(db: Db) {
  return {
    accountsOf(businessId: string): Promise<SocialAccountRow[]> {
      return db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.businessId, businessId))
        .orderBy(asc(socialAccounts.network), asc(socialAccounts.displayName));
    },

    /** The account, or undefined when it was disconnected (a publication's id is then null). */
    async account(id: string | null): Promise<SocialAccountRow | undefined> {
      if (id === null) return undefined;
      const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
      return row;
    },

    async ownAccount(businessId: string, id: string): Promise<SocialAccountRow | undefined> {
      const [row] = await db.select().from(socialAccounts).where(ownAccount(businessId, id));
      return row;
    },
  };
}

/** Connecting an account, or connecting the same page again. */
function socialAccountConnections(db: Db) {
  return {
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
            target: [socialAccounts.businessId, socialAccounts.network, socialAccounts.remoteId],
            set: {
              displayName: row.displayName,
              status: 'connected',
              needsReconnectSince: null,
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
  };
}

/** Disconnecting an account, with the posts that had not reached the network yet. */
function socialAccountDisconnection(db: Db) {
  return {
    /**
     * Deletes the account and its tokens. What reached the network (published, unconfirmed
     * for the owner to settle, or accepted and still processing) stays in its posts'
     * history; what had not is deleted with it. Not while a worker is sending one of its
     * posts: that call's outcome must be recorded first.
     */
    disconnectAccount(
      businessId: string,
      id: string,
      now: Date,
    ): Promise<{ account: SocialAccountRow } | 'not_found' | 'busy'> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(socialAccounts)
          .where(ownAccount(businessId, id))
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
  };
}

/** An account whose tokens the network refused: the owner must connect it again. */
function socialAccountReconnectMarks(db: Db) {
  return {
    /** Marks the account and, at once, every queued publication of it (ADR 0030). */
    async markNeedsReconnect(id: string, message: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(socialAccounts)
          .set({
            status: 'needs_reconnect',
            // The first time it was marked: the event the owner is told about once.
            needsReconnectSince: sql`coalesce(${socialAccounts.needsReconnectSince}, ${now.toISOString()}::timestamptz)`,
          })
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
  };
}

/** The owner's connected accounts: connecting, disconnecting, and "needs reconnect". */
export function socialAccountRepository(db: Db) {
  return {
    ...socialAccountReads(db),
    ...socialAccountConnections(db),
    ...socialAccountDisconnection(db),
    ...socialAccountReconnectMarks(db),
  };
}
export type SocialAccountRepository = ReturnType<typeof socialAccountRepository>;
