const countFormat = new Intl.NumberFormat('en-US');
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Counts under ten thousand in full, larger ones compact (48.2K); rates with a % sign. */
export function formatMetric(value: number, unit: 'count' | 'percent'): string {
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  return value < 10_000 ? countFormat.format(value) : compactFormat.format(value);
}

export type TrendDirection = 'up' | 'down' | 'flat';

/**
 * How a change reads on screen ("12.5%", or "0.4 pts" for a rate, whose change is in
 * percentage points) and to a screen reader, which cannot see the arrow ("Up 12.5%").
 */
export function describeChange(change: number, unit: 'count' | 'percent') {
  const magnitude = Math.abs(change).toFixed(1);
  const direction: TrendDirection = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const visible = unit === 'percent' ? `${magnitude} pts` : `${magnitude}%`;
  const amount = unit === 'percent' ? `${magnitude} percentage points` : `${magnitude}%`;
  const spoken =
    direction === 'flat' ? 'No change' : `${direction === 'up' ? 'Up' : 'Down'} ${amount}`;
  return { direction, visible, spoken };
}
