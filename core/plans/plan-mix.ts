import type { BriefKind } from './plan-phrases';
import type { PlanSettings } from './plan-types';

/** The everyday kinds, in the order a month cycles through them. */
export const MIX: readonly BriefKind[] = [
  'tip',
  'behind_the_scenes',
  'spotlight',
  'seasonal',
  'community',
  'spotlight',
  'tip',
  'behind_the_scenes',
];

/** Whether a kind is one of the everyday kinds a month cycles through. */
export const isEveryday = (kind: string): kind is BriefKind =>
  (MIX as readonly string[]).includes(kind);

/**
 * The mix with the favoured kinds coming round more often: after every second kind of the
 * usual mix, a favoured one (a kind of weight 3 twice as often as one of weight 2), never
 * next to itself. Without weights, the usual mix.
 */
export function weightedMix(weights: PlanSettings['kindWeights']): readonly BriefKind[] {
  const favoured = Object.entries(weights ?? {}).flatMap(([kind, weight]) =>
    !isEveryday(kind)
      ? []
      : Array.from({ length: Math.max(0, Math.min(3, weight ?? 1) - 1) }, () => kind as BriefKind),
  );
  if (favoured.length === 0) return MIX;
  const mix: BriefKind[] = [];
  let turn = 0;
  MIX.forEach((kind, index) => {
    mix.push(kind);
    const extra = favoured[turn % favoured.length];
    if (index % 2 === 1 && extra && extra !== kind && extra !== MIX[index + 1]) {
      mix.push(extra);
      turn += 1;
    }
  });
  return mix;
}
