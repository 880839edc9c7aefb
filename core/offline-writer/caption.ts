import type { CaptionLength } from '@contract/generation';
import { CAPTION_BANDS, measureCaption } from '../caption-bands';
import { capitalise } from '../clean-text';
import { splitSentences } from '../sentences';
import type { WriterBrief } from './brief';
import { descriptionSubject } from './keywords';
import { rotate, seedFor } from './seed';

/**
 * A caption is assembled from slots, each one sentence (the description may bring two):
 *
 *   opening  a hook naming the business and city, then the description
 *   about    the anonymous generator's business description
 *   detail1  what the business does, in the industry's words (up to four of them)
 *   tagline  the brand's tagline
 *   local    a line about the city
 *   action   the industry's call to action
 *   closer   a thank-you in the industry's words
 *   signOff  the brand's recurring closing line, on a line of its own
 *
 * Opening and call to action are always there (and the sign-off when the brand has
 * one); the others are added in order of priority until the caption reaches its band
 * (CAPTION_BANDS). If that misses the band, the longest or the shortest wording of each
 * slot is tried, then the same adding the longest sentences first, then a shorter cut
 * of the description. A shorter cut also comes before giving up a wanted slot: a short
 * caption loses words of the description before it loses its call to action.
 */

type SlotKey =
  | 'opening'
  | 'about'
  | 'detail1'
  | 'tagline'
  | 'detail2'
  | 'local'
  | 'detail3'
  | 'action'
  | 'closer'
  | 'detail4'
  | 'signOff';

/** Reading order of the slots in a caption. */
const ORDER: readonly SlotKey[] = [
  'opening',
  'about',
  'detail1',
  'tagline',
  'detail2',
  'local',
  'detail3',
  'detail4',
  'action',
  'closer',
  'signOff',
];

interface BandPlan {
  required: readonly SlotKey[];
  optional: readonly SlotKey[];
  /** Optional slots worth a shorter cut of the description. */
  wanted: readonly SlotKey[];
  /** Slots are added until the caption has this many characters... */
  targetCharacters: number;
  /** ...and this many sentences. */
  targetSentences: number;
  /** How much of the description to echo, from the roomiest cut to the tightest. */
  subjectCuts: readonly SubjectCut[];
}

interface SubjectCut {
  sentences: number;
  length: number;
}

const cuts = (sentences: number, lengths: readonly number[]): SubjectCut[] => [
  ...(sentences > 1 ? [{ sentences, length: lengths[0] ?? 0 }] : []),
  ...lengths.map((length) => ({ sentences: 1, length })),
];

const PLANS: Record<CaptionLength, BandPlan> = {
  short: {
    required: ['opening'],
    optional: ['action'],
    wanted: ['action'],
    targetCharacters: 200,
    targetSentences: 2,
    subjectCuts: cuts(1, [110, 80, 50, 30]),
  },
  medium: {
    required: ['opening', 'action'],
    optional: ['detail1', 'tagline', 'about', 'detail2', 'local'],
    wanted: ['detail1'],
    targetCharacters: 280,
    targetSentences: 4,
    subjectCuts: cuts(2, [180, 120, 80, 40]),
  },
  long: {
    required: ['opening', 'action'],
    optional: ['detail1', 'tagline', 'about', 'detail2', 'local', 'closer', 'detail3', 'detail4'],
    wanted: ['detail1'],
    targetCharacters: 640,
    targetSentences: 6,
    subjectCuts: cuts(2, [260, 180, 120, 60]),
  },
};

type Wording = 'seeded' | 'longest' | 'shortest';
/** Which optional slots are tried first: by priority, or the longest sentences. */
type Filling = 'priority' | 'longest';

function choose(options: readonly string[], wording: Wording, seed: number): string {
  if (options.length === 0) return '';
  if (wording === 'seeded') return rotate(options, seed)[0] ?? '';
  const sorted = [...options].sort((a, b) =>
    wording === 'longest' ? b.length - a.length : a.length - b.length,
  );
  return sorted[0] ?? '';
}

/** The details in the order the wording prefers: distinct sentences for detail1..4. */
function orderedDetails(options: readonly string[], wording: Wording, seed: number): string[] {
  if (wording === 'seeded') return rotate(options, seed);
  return [...options].sort((a, b) =>
    wording === 'longest' ? b.length - a.length : a.length - b.length,
  );
}

const endsSentence = (text: string) => /[.!?…]["'”’)\]]*$/u.test(text);
const withStop = (text: string) => (endsSentence(text) ? text : `${text}.`);

function aboutSentence(businessDescription: string): string {
  const [first = businessDescription] = splitSentences(businessDescription);
  const bare = first.replace(/[\s.!?…]+$/u, '');
  // "A family bike repair shop" reads as "We're a family bike repair shop", and "We make
  // candles" already speaks for itself; anything else keeps its own words and capitals
  // after "About us:".
  if (/^(?:we|i|our|my)\b/iu.test(bare)) return `${capitalise(bare)}.`;
  const article = /^(a|an)\s+(.*)$/iu.exec(bare);
  return article ? `We're ${article[1]?.toLowerCase()} ${article[2]}.` : `About us: ${bare}.`;
}

function slotTexts(brief: WriterBrief, wording: Wording, cut: SubjectCut): Map<SlotKey, string> {
  const { vocabulary, pronouns: p, voice, seed } = brief;
  const slots = new Map<SlotKey, string>();
  const emoji = (index: number) => {
    const symbol = brief.emoji[index % Math.max(brief.emoji.length, 1)];
    return symbol ? ` ${symbol}` : '';
  };

  const subject = descriptionSubject(brief.description, {
    maxSentences: cut.sentences,
    maxLength: cut.length,
  });
  const hooks = brief.who
    ? [...vocabulary.hooks.map((hook) => hook(brief.who ?? '')), brief.who]
    : vocabulary.anonymousHooks.map((hook) => hook(p));
  const hook = choose(hooks, wording, seedFor(seed, 'hook'));
  const subjectEnd = endsSentence(subject.text)
    ? ''
    : (subject.ending ?? (voice.exclamations === 'never' ? '.' : '!'));
  // A description of symbols only ("!!!") leaves nothing to echo: the hook stands alone.
  const opening = subject.text ? `${hook}: ${subject.text}${subjectEnd}` : `${hook}${subjectEnd}`;
  slots.set('opening', `${opening}${emoji(0)}`);

  if (brief.businessDescription) slots.set('about', aboutSentence(brief.businessDescription));
  if (brief.tagline) slots.set('tagline', withStop(capitalise(brief.tagline)));
  if (brief.city) {
    const local = [
      `${p.WeAre} proud to be part of the ${brief.city} community and love seeing familiar faces around town.`,
      `Thank you, ${brief.city}, for welcoming ${p.us} and keeping ${p.our} corner of the city so lively.`,
    ];
    slots.set('local', choose(local, wording, seedFor(seed, 'local')));
  }

  const details = orderedDetails(
    vocabulary.details.map((line) => `${line(p)}.`),
    wording,
    seedFor(seed, 'details'),
  );
  (['detail1', 'detail2', 'detail3', 'detail4'] as const).forEach((key, index) => {
    const detail = details[index];
    if (detail) slots.set(key, detail);
  });

  const actionEnd = voice.exclamations === 'often' ? '!' : '.';
  const action = choose(
    vocabulary.callsToAction.map((line) => line(p)),
    wording,
    seedFor(seed, 'action'),
  );
  slots.set('action', `${action}${actionEnd}${emoji(1)}`);
  slots.set(
    'closer',
    `${choose(
      vocabulary.closers.map((line) => line(p)),
      wording,
      seedFor(seed, 'closer'),
    )}.`,
  );
  if (voice.signOff) slots.set('signOff', voice.signOff);
  return slots;
}

function join(slots: Map<SlotKey, string>, keys: ReadonlySet<SlotKey>, long: boolean): string {
  let text = '';
  for (const key of ORDER) {
    const sentence = slots.get(key);
    if (!keys.has(key) || !sentence) continue;
    // Long captions breathe: the call to action starts a paragraph. A sign-off always
    // has a line of its own, as the brand writes it.
    const gap = !text ? '' : key === 'signOff' ? '\n' : key === 'action' && long ? '\n\n' : ' ';
    text += `${gap}${sentence}`;
  }
  return text;
}

interface Assembled {
  text: string;
  fits: boolean;
  /** Every wanted slot that exists is in. */
  complete: boolean;
}

function assemble(
  slots: Map<SlotKey, string>,
  plan: BandPlan,
  length: CaptionLength,
  filling: Filling,
): Assembled {
  const band = CAPTION_BANDS[length];
  const long = length === 'long';
  const keys = new Set<SlotKey>(plan.required);
  if (slots.has('signOff')) keys.add('signOff');
  // A short caption with a sign-off has no room left for the call to action.
  const optional = (length === 'short' && slots.has('signOff') ? [] : plan.optional).filter((key) =>
    slots.has(key),
  );
  const ordered =
    filling === 'priority'
      ? optional
      : [...optional].sort((a, b) => (slots.get(b)?.length ?? 0) - (slots.get(a)?.length ?? 0));
  for (const key of ordered) {
    const current = measureCaption(join(slots, keys, long));
    if (current.characters >= plan.targetCharacters && current.sentences >= plan.targetSentences) {
      break;
    }
    const next = measureCaption(join(slots, new Set([...keys, key]), long));
    if (next.sentences <= band.sentences.max && next.characters <= band.characters.max) {
      keys.add(key);
    }
  }
  const text = join(slots, keys, long);
  const { sentences, characters } = measureCaption(text);
  const fits =
    sentences >= band.sentences.min &&
    sentences <= band.sentences.max &&
    characters >= band.characters.min &&
    characters <= band.characters.max;
  const complete = plan.wanted.every((key) => keys.has(key) || !optional.includes(key));
  return { text, fits, complete };
}

/** A caption of the chosen length, in the brand's voice and the industry's words. */
export function writeCaption(brief: WriterBrief, length: CaptionLength): string {
  const plan = PLANS[length];
  let incomplete: string | null = null;
  let fallback: string | null = null;
  for (const cut of plan.subjectCuts) {
    // Priority first: the tagline and the business description are the brand's own words.
    for (const filling of ['priority', 'longest'] as const) {
      for (const wording of ['seeded', 'longest', 'shortest'] as const) {
        const slots = slotTexts(brief, wording, cut);
        const { text, fits, complete } = assemble(slots, plan, length, filling);
        if (fits && complete) return text;
        if (fits) incomplete ??= text;
        fallback ??= text;
      }
    }
  }
  // Only an extreme profile (a business name of a hundred characters and more) misses
  // its band altogether.
  return incomplete ?? fallback ?? '';
}
