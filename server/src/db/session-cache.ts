import type { Role } from '@contract/team';
import type { users } from './schema';

/** The business a session acts for and the person's role in it (ADR 0061). */
export interface SessionBusiness {
  id: string;
  name: string;
  role: Role;
}

/**
 * A signed-in session with its user's row. Declared here, beside the cache that keeps it,
 * so that neither the session nor the user repository is imported by the cache they both use.
 */
export interface ActiveSession {
  user: typeof users.$inferSelect;
  /** Null when the session's business is gone or the person is no longer its member. */
  business: SessionBusiness | null;
  expiresAt: Date;
  /** When the sign-in that started it happened: the absolute lifetime counts from here. */
  createdAt: Date;
}

/**
 * Session lookups remembered in memory, so that a signed-in request on the embedded
 * database costs one statement instead of two (ADR 0027). Only for PGlite: it lives in
 * this one process, which is the only writer of its data directory, so every write that
 * could end a session or change its user passes through the repositories, which forget
 * the entries concerned here. On PostgreSQL other processes write too, so nothing is
 * remembered there.
 *
 * A revoked session must never be honoured, including when a lookup races with the write
 * that revokes it: every change bumps a generation before the write starts and again once
 * it is done, and a lookup that saw the generation move while it ran is not remembered.
 */
export interface SessionCache {
  /** The remembered session, when there is one and it has not expired by `now`. */
  get(tokenHash: string, now: Date): ActiveSession | undefined;
  /** Starts a lookup: the answer may be remembered only if nothing changed meanwhile. */
  lookup(): { remember(tokenHash: string, session: ActiveSession): void };
  /** Runs a write that ends or changes sessions, forgetting what it concerns around it. */
  changing<T>(write: () => Promise<T>, forget: Forget): Promise<T>;
}

export type Forget =
  { token: string } | { user: string; keepToken?: string } | { everything: true };

/** What PostgreSQL uses: nothing remembered, every write simply run. */
export const noSessionCache: SessionCache = {
  get: () => undefined,
  lookup: () => ({ remember: () => undefined }),
  changing: (write) => write(),
};

/** Plenty for one small business's devices; the oldest entry goes first beyond it. */
const DEFAULT_CAPACITY = 10_000;

export function createSessionCache(capacity = DEFAULT_CAPACITY): SessionCache {
  const entries = new Map<string, ActiveSession>();
  let generation = 0;

  const forgetNow = (forget: Forget) => {
    if ('everything' in forget) {
      entries.clear();
    } else if ('token' in forget) {
      entries.delete(forget.token);
    } else {
      for (const [tokenHash, session] of entries) {
        if (session.user.id === forget.user && tokenHash !== forget.keepToken) {
          entries.delete(tokenHash);
        }
      }
    }
  };

  return {
    get(tokenHash, now) {
      const session = entries.get(tokenHash);
      if (!session) return undefined;
      if (session.expiresAt.getTime() <= now.getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return session;
    },

    lookup() {
      const startedAt = generation;
      return {
        remember(tokenHash, session) {
          if (generation !== startedAt) return;
          if (entries.size >= capacity) {
            const oldest = entries.keys().next();
            if (!oldest.done) entries.delete(oldest.value);
          }
          // Shared by every request of this session: nobody may change it in place.
          entries.set(
            tokenHash,
            Object.freeze({
              ...session,
              user: Object.freeze(session.user),
              business: session.business && Object.freeze(session.business),
            }),
          );
        },
      };
    },

    async changing(write, forget) {
      generation += 1;
      forgetNow(forget);
      try {
        return await write();
      } finally {
        // Whether or not the write went through, what it concerned is read afresh.
        generation += 1;
        forgetNow(forget);
      }
    },
  };
}
