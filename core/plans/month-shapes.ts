/**
 * How alike two businesses' months read: a post's shape is its first three words, with
 * the owner's own names (the business, its town, what it sells) and every number masked,
 * and the kinds of its sentences in order. Two months of different trades should share
 * under a tenth of their shapes (issue 36; ADR 0022, update of 29 November 2026, shapes).
 */
import { splitSentences } from '../sentences';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The caption with the owner's own names and every number as "X". */
export function masked(caption: string, owned: readonly string[]): string {
  let text = caption;
  const longestFirst = [...owned].sort((a, b) => b.length - a.length);
  for (const word of longestFirst) text = text.replace(new RegExp(escape(word), 'giu'), 'X');
  return text.replace(/\d+(?:[.,]\d+)*/gu, 'X');
}

/** A sentence's kind: a question, an exclamation, a headline with a colon, or a statement. */
const sentenceKind = (sentence: string) =>
  sentence.endsWith('?') ? 'Q' : sentence.endsWith('!') ? 'E' : sentence.includes(':') ? 'C' : 'S';

/** A post's shape: its masked first three words and the kinds of its sentences. */
export function shapeOf(caption: string, owned: readonly string[]): string {
  const text = masked(caption, owned).toLowerCase();
  const opening = (text.match(/\p{L}+|X/gu) ?? []).slice(0, 3).join(' ');
  return `${opening} | ${splitSentences(text).map(sentenceKind).join('')}`;
}

export interface ShapedMonth {
  name: string;
  /** What tells the trades apart: two months of one trade are not compared. */
  trade: string;
  captions: readonly string[];
  /** The owner's own names, masked before shapes are compared. */
  owned: readonly string[];
}

/**
 * Every pair of months of different trades, both ways: the share of the first's posts
 * whose shape the second also has. The worst pair, and every pair at a tenth or more.
 */
export function sharedShapes(
  months: readonly ShapedMonth[],
  compared: (first: string, second: string) => boolean = () => true,
) {
  let worst = { pair: '', share: 0 };
  const failing: string[] = [];
  for (const first of months) {
    for (const second of months) {
      if (first === second || first.trade === second.trade) continue;
      if (!compared(first.name, second.name)) continue;
      const theirs = new Set(second.captions.map((caption) => shapeOf(caption, second.owned)));
      const shared = first.captions.filter((caption) => theirs.has(shapeOf(caption, first.owned)));
      const share = first.captions.length ? shared.length / first.captions.length : 0;
      if (share > worst.share) worst = { pair: `${first.name} and ${second.name}`, share };
      if (share >= 0.1) failing.push(`${first.name} and ${second.name}: ${shared.join(' / ')}`);
    }
  }
  return { worst, failing };
}
