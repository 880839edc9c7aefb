import { capitalise } from '../clean-text';
import type { WriterBrief } from './brief';
import { hashText } from './seed';

/**
 * One of several options for a decision of a post. The request's seed picks where to
 * start and the variation steps from there, so the same variation always gives the same
 * choice and the next variation a different one.
 */
export function pick<T>(options: readonly T[], brief: WriterBrief, label: string): T | undefined {
  if (options.length === 0) return undefined;
  const start = hashText(`${brief.seed}:${label}`);
  return options[(start + brief.variation) % options.length];
}

/** The options in the order this variation prefers them. */
export function order<T>(options: readonly T[], brief: WriterBrief, label: string): T[] {
  if (options.length === 0) return [];
  const start = (hashText(`${brief.seed}:${label}`) + brief.variation) % options.length;
  return [...options.slice(start), ...options.slice(0, start)];
}

// Words English always capitalises, that owners often open "what you do" with: a
// language, a people or a place's cooking ("Polish language courses", "Thai massage").
const ALWAYS_CAPITALISED = new Set(
  `Polish Italian French Spanish Portuguese Greek Thai Japanese Chinese Korean Indian Mexican
  Turkish Lebanese Vietnamese German Irish Scottish Welsh English British American Brazilian
  Moroccan Persian Ethiopian Caribbean Jamaican Nepalese Cantonese Sicilian Neapolitan Nordic
  Scandinavian Danish Swedish Norwegian Finnish Dutch Belgian Swiss Austrian Hungarian Czech
  Russian Ukrainian Georgian Arabic Hebrew Latin African Asian European Mediterranean Filipino
  Malaysian Indonesian Peruvian Argentinian Colombian Cuban Hawaiian Cajun Tuscan Catalan Basque
  Cornish`.split(/\s+/u),
);

/**
 * "We brew" as a lower-case brand writes it; "I", an initialism ("ASL", "DJ") and a word
 * English always capitalises ("Polish language courses") stay as they are.
 */
export function lowerFirst(text: string): string {
  const first = /^[\p{L}]+/u.exec(text)?.[0] ?? '';
  return /^(?:I\b|\p{Lu}{2})/u.test(text) || ALWAYS_CAPITALISED.has(first)
    ? text
    : text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** A template line in the brand's person, with its place, as a finished sentence. */
export function render(template: string, brief: WriterBrief, end = '.'): string {
  const p = brief.pronouns;
  const values: Record<string, string> = {
    we: p.we,
    We: p.We,
    our: p.our,
    Our: p.Our,
    us: p.us,
    weAre: p.weAre,
    WeAre: p.WeAre,
    place: brief.name ?? brief.trade.place,
    city: brief.city ?? '',
  };
  const text = template.replace(/\{(\w+)\}/gu, (_, key: string) => values[key] ?? '');
  const started = brief.voice.lowerCase ? lowerFirst(text) : capitalise(text);
  return /[.!?…]$/u.test(started) ? started : `${started}${end}`;
}

/** How the writer ends its own sentences: as the brand does, and never loudly when calm. */
export function sentenceEnd(brief: WriterBrief): '.' | '!' {
  return !brief.calm && brief.voice.exclamations === 'often' ? '!' : '.';
}
