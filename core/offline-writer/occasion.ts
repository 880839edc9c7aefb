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
  kind: 'day' | 'season' | 'weekend' | 'weekday' | 'week' | 'break';
  /**
   * "This weekend", "Esta semana": for a time the post goes out in rather than a day it is
   * for. Such a time heads the post ("This weekend: Made-to-measure curtains") and is never
   * put on an offering ("Made-to-measure curtains for the weekend" says they are for it).
   */
  thisPhrase: string | null;
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
  [/^week$/u, 'the week', 'week'],
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
    const thisPhrase =
      kind === 'weekend' || kind === 'week' || kind === 'weekday'
        ? `This ${name.replace(/^the /u, '')}`
        : null;
    return { name, forPhrase: `for ${name}`, ownWords: false, kind, thisPhrase };
  }
  return null;
}

/**
 * A time a post goes out in, as the owner wrote it after "for" in another language, and
 * the same time as a post's heading says it ("la semana" is "Esta semana").
 */
const OTHER_THIS: readonly (readonly [RegExp, string])[] = [
  [/^el (fin de semana|finde)$/iu, 'Este $1'],
  [/^el (lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/iu, 'Este $1'],
  [/^la semana$/iu, 'Esta semana'],
  [/^o (fim de semana|sábado|domingo)$/iu, 'Este $1'],
  [/^a (semana|segunda|terça|quarta|quinta|sexta)$/iu, 'Esta $1'],
  [/^le (week-?end|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/iu, 'Ce $1'],
  [/^la semaine$/iu, 'Cette semaine'],
  [/^(?:das )?wochenende$/iu, 'Dieses Wochenende'],
  [/^die woche$/iu, 'Diese Woche'],
  [/^(?:den )?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/iu, 'Diesen $1'],
  [/^il (weekend|fine settimana|lunedì|martedì|mercoledì|giovedì|venerdì|sabato)$/iu, 'Questo $1'],
  [/^la (settimana|domenica)$/iu, 'Questa $1'],
  [/^την (εβδομάδα|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Κυριακή)$/iu, 'Αυτή την $1'],
  [/^το (Σαββατοκύριακο|Σάββατο)$/iu, 'Αυτό το $1'],
];

function otherThisPhrase(rest: string): string | null {
  for (const [pattern, replacement] of OTHER_THIS) {
    if (pattern.test(rest)) return rest.replace(pattern, replacement);
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
  const thisPhrase = otherThisPhrase(rest);
  return {
    name: rest,
    forPhrase: `${preposition} ${rest}`,
    ownWords: true,
    kind: thisPhrase ? 'week' : 'day',
    thisPhrase,
  };
}

// "For Christmas, from Tuned Up" read as a gift tag; a question asks the reader in.
const ENGLISH_OPENINGS: Readonly<Record<Kind, readonly string[]>> = {
  day: ['{Occasion} at {place}', 'Getting ready for {occasion}?'],
  season: ['{Occasion} at {place}', 'Getting ready for {occasion}?'],
  weekend: ['This weekend at {place}', 'This weekend, from {place}'],
  week: ['This week at {place}', 'This week, from {place}'],
  weekday: ['This {Occasion} at {place}', '{Occasion} at {place}'],
  break: ['Over {occasion} at {place}', 'Getting ready for {occasion}?'],
};

/**
 * Openings that name the occasion: "Christmas at Frame & Fettle", "For Diwali, from
 * Masala Lane"; in another language the owner's own phrase ("Para el fin de semana").
 * Without a business name, only "For Christmas".
 */
export function occasionOpenings(occasion: Occasion, named: boolean): readonly string[] {
  if (occasion.ownWords) return [occasion.thisPhrase ?? capitalise(occasion.forPhrase)];
  // With no name, "For Christmas." alone reads as half a sentence.
  if (!named)
    return [
      occasion.thisPhrase ??
        (occasion.kind === 'day' || occasion.kind === 'season' || occasion.kind === 'break'
          ? `Getting ready for ${occasion.name}?`
          : capitalise(occasion.forPhrase)),
    ];
  return ENGLISH_OPENINGS[occasion.kind].map((template) =>
    template.replace('{Occasion}', capitalise(occasion.name)).replace('{occasion}', occasion.name),
  );
}

/**
 * "Conservation framing for Christmas", "This weekend: The Lost Temple"; the name alone
 * when it already says the occasion.
 */
export function withOccasion(headline: string, occasion: Occasion | null): string {
  if (!occasion) return headline;
  const key = occasion.name.toLocaleLowerCase().replace(/^the\s+/u, '');
  if (headline.toLocaleLowerCase().includes(key)) return headline;
  if (occasion.thisPhrase) return `${occasion.thisPhrase}: ${headline}`;
  return `${headline} ${occasion.forPhrase}`;
}
