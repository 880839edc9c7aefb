import { capitalise } from '../clean-text';
import type { WriterBrief } from './brief';

/**
 * The occasion a vague request is for ("something for christmas", "algo para el fin de
 * semana"): the owner asked for a post for that day or season, so every version names it,
 * in the opening and the title (ADR 0012, update "27 November, late"). Nothing is claimed
 * about it: no opening hours, no offer, only the occasion beside the owner's own material.
 */
export interface Occasion {
  /** "Christmas", "Mother's Day", "summer", "the weekend": as it reads inside a sentence. */
  name: string;
  /** "for Christmas", "para el fin de semana": the phrase a title ends with. */
  forPhrase: string;
  /** Whether the owner's words are kept as they were typed (another language). */
  ownWords: boolean;
  kind: 'day' | 'season' | 'weekend' | 'weekday' | 'break';
}

type Kind = Occasion['kind'];

/** English occasions owners name, each with the spelling a post uses. */
const ENGLISH: readonly (readonly [RegExp, string, Kind])[] = [
  [/^(?:christmas|xmas)$/u, 'Christmas', 'day'],
  [/^(?:christmas|xmas) eve$/u, 'Christmas Eve', 'day'],
  [/^new year(?:'?s| ?eve)?$/u, 'New Year', 'day'],
  [/^valentine'?s?(?: day)?$/u, 'Valentine’s Day', 'day'],
  [/^mother'?s?(?: day)?$/u, 'Mother’s Day', 'day'],
  [/^father'?s?(?: day)?$/u, 'Father’s Day', 'day'],
  [/^easter$/u, 'Easter', 'day'],
  [/^halloween$/u, 'Halloween', 'day'],
  [/^bonfire night$/u, 'Bonfire Night', 'day'],
  [/^thanksgiving$/u, 'Thanksgiving', 'day'],
  [/^black friday$/u, 'Black Friday', 'day'],
  [/^small business saturday$/u, 'Small Business Saturday', 'day'],
  [/^(?:st\.? )?patrick'?s day$/u, 'St Patrick’s Day', 'day'],
  [/^diwali$/u, 'Diwali', 'day'],
  [/^eid(?: al[- ]fitr| al[- ]adha)?$/u, 'Eid', 'day'],
  [/^ramadan$/u, 'Ramadan', 'day'],
  [/^(?:hanukkah|chanukah)$/u, 'Hanukkah', 'day'],
  [/^(?:lunar|chinese) new year$/u, 'Lunar New Year', 'day'],
  [/^(?:spring|summer|autumn|fall|winter)$/u, '', 'season'],
  [/^(?:this )?weekend$/u, 'the weekend', 'weekend'],
  // "Something for the school holidays": weeks off school, written "the school holidays".
  [
    /^(?:school|summer|easter|christmas|winter|spring|autumn|october) (?:holidays|hols|break)$/u,
    '',
    'break',
  ],
  [/^half[- ]?term$/u, 'half-term', 'break'],
  [/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/u, '', 'weekday'],
];

/** "for" in the languages the writer keeps the owner's words in ("etwas zu Ostern"). */
const OTHER_FOR = /(?:^|\s)(para|pour|für|zu|per|για)\s+(\S.{0,40})$/iu;

function englishOccasion(topic: string): Occasion | null {
  const words = topic
    .toLocaleLowerCase()
    .replace(/[’‘`]/gu, "'")
    .replace(/^(?:the|this|next)\s+/u, '')
    .replace(/[.!?]+$/u, '')
    .trim();
  for (const [pattern, spelling, kind] of ENGLISH) {
    if (!pattern.test(words)) continue;
    const name =
      spelling ||
      (kind === 'weekday' ? capitalise(words) : kind === 'break' ? `the ${words}` : words);
    return { name, forPhrase: `for ${name}`, ownWords: false, kind };
  }
  return null;
}

/** The occasion a vague request names, or null when it names none (or is a message). */
export function occasionOf(brief: WriterBrief): Occasion | null {
  const { request } = brief;
  if (!request.brief || !request.topic) return null;
  const english = englishOccasion(request.topic);
  if (english) return english;
  const match = OTHER_FOR.exec(request.text.replace(/[.!?]+$/u, '').trim());
  const [, preposition, rest] = match ?? [];
  if (!preposition || !rest || rest !== request.topic) return null;
  if (rest.split(/\s+/u).length > 4) return null;
  return { name: rest, forPhrase: `${preposition} ${rest}`, ownWords: true, kind: 'day' };
}

const ENGLISH_OPENINGS: Readonly<Record<Kind, readonly string[]>> = {
  day: ['{Occasion} at {place}', 'For {occasion}, from {place}'],
  season: ['{Occasion} at {place}', 'For {occasion}, from {place}'],
  weekend: ['This weekend at {place}', 'For the weekend, from {place}'],
  weekday: ['{Occasion} at {place}', 'For {occasion}, from {place}'],
  break: ['For {occasion}, from {place}', 'Over {occasion} at {place}'],
};

/**
 * Openings that name the occasion: "Christmas at Frame & Fettle", "For Diwali, from
 * Masala Lane"; in another language the owner's own phrase ("Para el fin de semana").
 * Without a business name, only "For Christmas".
 */
export function occasionOpenings(occasion: Occasion, named: boolean): readonly string[] {
  if (occasion.ownWords || !named) return [capitalise(occasion.forPhrase)];
  return ENGLISH_OPENINGS[occasion.kind].map((template) =>
    template.replace('{Occasion}', capitalise(occasion.name)).replace('{occasion}', occasion.name),
  );
}

/** "Conservation framing for Christmas"; the name alone when it already says the occasion. */
export function withOccasion(headline: string, occasion: Occasion | null): string {
  if (!occasion) return headline;
  const key = occasion.name.toLocaleLowerCase().replace(/^the\s+/u, '');
  if (headline.toLocaleLowerCase().includes(key)) return headline;
  return `${headline} ${occasion.forPhrase}`;
}
