export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused the request ends. */
  retryAfterSeconds: number;
}

export interface Limiter {
  hit(key: string, now?: number): LimitVerdict;
}

/**
 * Counts hits per key in fixed windows, in memory. A single process is what we run;
 * a fleet would move this to a shared store behind the same interface.
 */
export function fixedWindowLimiter(max: number, windowMs = 60_000): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  };
  return {
    hit(key, now = Date.now()) {
      sweep(now);
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= max,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
      };
    },
  };
}
