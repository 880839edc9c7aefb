/** How far back the starts that pacing looks at go: the longer of the gap and a minute. */
export const pacingWindowMs = (rules: PacingRules) =>
  Math.max(rules.minGapMs, rules.perMinute ? 60_000 : 0);

export interface PacingRules {
  /** The least time between two posts on one account (PUBLISH_MIN_GAP_SECONDS). */
  minGapMs: number;
  /** The network's own cap per account per minute (TikTok: 6), or null. */
  perMinute: number | null;
}

/**
 * When the next irreversible call on an account may start, given the instants the
 * account's earlier ones started: null for "now". Pure, so each rule is tested alone.
 */
export function nextAllowedStart(starts: Date[], now: Date, rules: PacingRules): Date | null {
  const times = starts.map((start) => start.getTime()).sort((a, b) => a - b);
  let earliest = 0;
  const last = times.at(-1);
  if (rules.minGapMs > 0 && last !== undefined) earliest = last + rules.minGapMs;
  if (rules.perMinute) {
    const inLastMinute = times.filter((time) => time > now.getTime() - 60_000);
    if (inLastMinute.length >= rules.perMinute) {
      // The call that must leave the window before another fits in it.
      const leaving = inLastMinute[inLastMinute.length - rules.perMinute] ?? now.getTime();
      earliest = Math.max(earliest, leaving + 60_000);
    }
  }
  return earliest > now.getTime() ? new Date(earliest) : null;
}
