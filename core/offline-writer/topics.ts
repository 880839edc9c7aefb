import type { WriterBrief } from './brief';
import { order } from './lines';

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
  const scored = order(brief.trade.tips, brief, 'tips').map((tip) => ({
    line: tip.line,
    score: tip.keys.filter((key) =>
      key.includes(' ') ? phrase.includes(` ${key} `) : topic.has(key) || topicStems.has(stem(key)),
    ).length,
  }));
  return scored.sort((a, b) => b.score - a.score).map((tip) => tip.line);
}
