import type { WriterBrief } from './brief';
import { order } from './lines';
import { occasionOf } from './occasion';

const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

/** Keys that tie a tip to a time of year: such a tip is written only when that time is asked. */
const TIMELY = new Set([
  ...SEASONS,
  'new year',
  'january',
  'christmas',
  'halloween',
  'easter',
  'valentine',
  'valentines',
  'september',
  'term',
]);

/**
 * Whether a tip suits the occasion asked for: a tip keyed to a season never heads a post for
 * another season ("keep cooler with a de-shed" for winter), nor one for a holiday it is not
 * keyed to, whose season depends on the hemisphere.
 */
function suitsOccasion(keys: readonly string[], brief: WriterBrief): boolean {
  const occasion = occasionOf(brief);
  const seasonal = keys.filter((key) => SEASONS.has(key));
  if (!occasion || seasonal.length === 0) return true;
  if (occasion.kind === 'season') {
    const asked = occasion.name.toLocaleLowerCase('en-US') === 'fall' ? 'autumn' : occasion.name;
    return seasonal.some(
      (key) => (key === 'fall' ? 'autumn' : key) === asked.toLocaleLowerCase('en-US'),
    );
  }
  if (occasion.kind === 'day') return keys.includes(occasion.name.toLocaleLowerCase('en-US'));
  return true;
}

const words = (text: string) =>
  new Set(text.toLocaleLowerCase('en-US').match(/[\p{L}\p{N}'-]+/gu) ?? []);

/** A stem good enough to match "ticks" with "tick" and "parents" with "parent". */
const stem = (word: string) => word.replace(/(?:ed|ing|es|s)$/u, '');

/**
 * The trade's topic lines for a brief, those that answer its topic first (a vet's "tick
 * season" finds the tick check), then the rest in the order of this variation.
 */
export function tipsFor(brief: WriterBrief): string[] {
  const topic = words(brief.request.topic);
  const topicStems = new Set([...topic].map(stem));
  const phrase = ` ${brief.request.topic.toLocaleLowerCase('en-US')} `;
  const ordered = order(brief.trade.tips, brief, 'tips');
  const suitable = ordered.filter((tip) => suitsOccasion(tip.keys, brief));
  const scored = (suitable.length > 0 ? suitable : ordered).map((tip) => ({
    line: tip.line,
    score: tip.keys.filter((key) =>
      key.includes(' ') ? phrase.includes(` ${key} `) : topic.has(key) || topicStems.has(stem(key)),
    ).length,
  }));
  // "Pick one goal … every morning" is a New Year tip: on a weekend post it reads as a slip.
  const timely = new Set(
    (suitable.length > 0 ? suitable : ordered)
      .filter((tip) => tip.keys.some((key) => TIMELY.has(key)))
      .map((tip) => tip.line),
  );
  const sorted = scored.sort((a, b) => b.score - a.score);
  const fitting = sorted.filter((tip) => tip.score > 0 || !timely.has(tip.line));
  return (fitting.length > 0 ? fitting : sorted).map((tip) => tip.line);
}
