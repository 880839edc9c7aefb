import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from '../db/rate-limits';

/**
 * A `@fastify/rate-limit` store over the `rate_limits` table: every server process on one
 * PostgreSQL counts into the same fixed windows, so a limit holds across instances.
 */
export function postgresRateLimitStore(counters: RateLimitRepository): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
