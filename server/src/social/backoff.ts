/** At most this many attempts for temporary failures (about an hour in all). */
export const MAX_TRANSIENT_ATTEMPTS = 6;
const BASE_MS = 30_000;
const CAP_MS = 30 * 60_000;

/** min(30 min, 30 s · 2^(attempt−1)) × jitter (0.8–1.2): retries spread, gaps grow. */
export function backoffMs(attempt: number, jitter: number): number {
  return Math.round(Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1)) * jitter);
}
