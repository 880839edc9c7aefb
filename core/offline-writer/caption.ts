import type { CaptionLength } from '@contract/generation';
import { CAPTION_BANDS, measureCaption } from '../caption-bands';
import { capitalise } from '../clean-text';
import { carriesPoint, extractFacts } from '../facts';
import { splitSentences } from '../sentences';
import type { WriterBrief } from './brief';
import { lowerFirst, order, pick, render, sentenceEnd } from './lines';
import type { PostKind } from './post-kind';
import { detectLanguage, soundsEnglish } from './language';
import { occasionOf } from './occasion';
import { tipsFor } from './topics';
import {
  calmClosing,
  featureOpening,
  headedByOwner,
  leadIn,
  leadInOptions,
  materialLines,
  moreLine,
  type SentenceSource,
  type SourcedLine,
  whatYouDoOf,
} from './owner-material';

/**
 * A caption is the owner's message, presented: the writer edits rather than composes
 * (ADR 0012). Around the message it may put a short opening of the post's kind, lines
 * about the trade, the tagline and the place, and an invitation that promises nothing;
 * it fills the caption's length band with them and never cuts a fact to fit one. A
 * brief ("post about tick season") is written from the trade's topic lines instead.
 */

/** Short openings per kind, each a sentence of its own. Calm kinds have none. */
export const OPENINGS: Partial<Record<PostKind, readonly string[]>> = {
  event: ['Save the date', 'Diary date', 'Pencil this one in'],
  product: ['Something new at {place}', 'Fresh news from {place}', 'A new arrival'],
  offer: ['Good news', 'A quick heads-up'],
  hours: ['Opening times at {place}', 'Note the times'],
  hiring: ['{We} are growing', 'Work alongside {us}'],
  tip: ['A quick tip from {place}', 'Tip of the week'],
  'behind-the-scenes': ['Behind the scenes at {place}', 'How it is made'],
  general: ['News from {place}', 'A quick update from {place}'],
};

/** Lines that suit a kind, after the message. */
export const KIND_LINES: Partial<Record<PostKind, readonly string[]>> = {
  // Short on purpose: a notice needs no padding, and four words or fewer are not a
  // sentence two businesses could be caught sharing.
  emergency: ['Please share this', 'Stay safe, everyone', 'More updates soon'],
  // "Updates will follow here" promised updates the owner never offered.
  closure: ['Thanks for your patience', 'Thank you for understanding', 'Sorry for any trouble'],
  // Plain and short: the new price and its reason are the owner's; the writer only thanks.
  'price-rise': ['Thank you for your support', 'Thanks for sticking with {us}'],
  // None for sad news: no invitation, no farewell, nothing asked of the reader.
  'sad-news': [],
  // Only for an event with a start time, which the business hosts: "Bring a friend along"
  // after a booking deadline or a market stall read as an invitation to nothing.
  event: ['See you there'],
  hiring: ['Know someone who would fit in at {place}? Share this with them'],
  thanks: ['{place} would be nothing without you', 'Here is to the next chapter'],
  hours: ['Thanks for planning around {place}'],
  greeting: ['Warm wishes from all at {place}'],
};

/**
 * "A family bakery" reads as "We're a family bakery."; "We make candles" speaks for itself;
 * "Bicycle repairs and servicing" is not a sentence, so it follows the name as a sign would.
 */
function aboutSentence(businessDescription: string, name: string | null): string {
  const [first = businessDescription] = splitSentences(businessDescription);
  const bare = first.replace(/[\s.!?…]+$/u, '');
  if (/^(?:we|i|our|my)\b/iu.test(bare)) return `${capitalise(bare)}.`;
  const article = /^(a|an)\s+(.*)$/iu.exec(bare);
  if (article) return `We're ${article[1]?.toLowerCase()} ${article[2]}.`;
  // "KeyRight: locksmith: lock changes" would stack two colons; a dash reads as a sign.
  const separator = bare.includes(':') ? ' —' : ':';
  return name ? `${name}${separator} ${lowerFirst(bare)}.` : `${capitalise(bare)}.`;
}

/**
 * What a business that names itself does, as the last line of its post signs it:
 * "— Stitch & Frame, upholstery and curtain making in Leeds". In the middle of a post,
 * "Stitch & Frame: upholstery and curtain making. Based in Leeds. Send us a message."
 * read as a form letter. Null when the owner's words are a sentence of their own
 * ("We're a farm shop…"), which reads well where it is.
 */
function signatureLine(brief: WriterBrief): string | null {
  const own = brief.whatYouDo ?? brief.businessDescription;
  if (!own || !brief.name || brief.voice.signOff) return null;
  const [first = own] = splitSentences(own);
  let bare = first.replace(/[\s.!?…]+$/u, '');
  if (/^(?:we|i|our|my|a|an)\b/iu.test(bare)) return null;
  // "locksmith: lock changes…" under the name "KeyRight Locksmiths" says it twice.
  const [label, rest] = bare.split(/:\s+/u);
  const name = brief.name.toLocaleLowerCase();
  if (rest && label && label.split(/\s+/u).every((word) => name.includes(word.toLocaleLowerCase())))
    bare = rest;
  // "blended in the shop in Mumbai" would say "in" twice.
  const city =
    brief.city && !bare.includes(brief.city)
      ? `${/\bin\b/u.test(bare) ? ',' : ' in'} ${brief.city}`
      : '';
  return `— ${brief.name}, ${lowerFirst(bare)}${city}`;
}

/**
 * Pronouns that open a sentence: after "Please note —" they are lower case. Only these: the
 * owner's other words keep their case, as a fact keeps its form.
 */
const COMMON_OPENERS = new Set('we our all this these there it my every'.split(' '));

/** "Please note — we are closed", never "— We are closed"; a name keeps its capital. */
function afterLeadIn(sentence: string): string {
  const first = sentence.split(/\s+/u)[0]?.toLocaleLowerCase('en-US') ?? '';
  return COMMON_OPENERS.has(first) ? lowerFirst(sentence) : sentence;
}

/** Whether a message names a time of day ("10am", "21:00", "9h30"): an event one hosts. */
const startsAt = (text: string) =>
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}[:.h]\d{2}\b/iu.test(text);

/** The kind's openings: "Save the date" only for an event with a start time. */
function openingsFor(brief: WriterBrief): readonly string[] {
  if (brief.kind === 'event' && !startsAt(brief.request.text)) return [];
  // "Something new at Captain Giggles! New this summer: …" says "new" twice.
  if (
    brief.kind === 'product' &&
    /^(?:new|a new|brand new|fresh|introducing|just in)\b/iu.test(brief.request.text)
  )
    return [];
  return OPENINGS[brief.kind] ?? [];
}

/** The kind's own lines for this message: an event's only when it gives a start time. */
function kindLinesFor(brief: WriterBrief): readonly string[] {
  if (brief.kind === 'event' && !startsAt(brief.request.text)) return [];
  return KIND_LINES[brief.kind] ?? [];
}

/** Greetings for a closure, by the holiday the request names; the first list is the default. */
const HOLIDAY_GREETINGS: readonly [RegExp, readonly string[]][] = [
  [
    /\b(?:christmas|xmas|festive|new year|holidays)\b/iu,
    ['Happy holidays', 'Season’s greetings', 'Wishing you a restful break'],
  ],
  [/\beaster\b/iu, ['Happy Easter', 'Wishing you a lovely Easter']],
  [/\beid\b/iu, ['Eid Mubarak']],
  [/\bdiwali\b/iu, ['Happy Diwali']],
  [/./u, ['Enjoy the break', 'Wishing you a lovely break']],
];

const BACK_ALREADY_SAID = /\b(?:back|reopen\w*|open again|return\w*|resume\w*)\b/iu;
const CLOSED_UNTIL = /\b(?:to|until|till|through|thru)\s+$|[-–]\s*$/iu;

/**
 * A holiday closure's own lines: a greeting, then the day the business is back when the
 * request gives the end of the closure and does not say it already. Never a farewell:
 * "thank you for everything" reads as closing for good.
 */
function holidayLines(brief: WriterBrief): string[] {
  const text = brief.request.text;
  const greetings = HOLIDAY_GREETINGS.find(([pattern]) => pattern.test(text))?.[1] ?? [];
  const greeting = pick(greetings, brief, 'holiday-greeting');
  const lines = greeting ? [greeting] : [];
  if (BACK_ALREADY_SAID.test(text)) return lines;
  // One sentence, so that a short band keeps the greeting with the day back.
  const back = (date: string) =>
    greeting ? [`${greeting}, and see you after ${date}`] : [`See you after ${date}`];
  const lastDate = extractFacts(text)
    .filter((fact) => fact.kind === 'date' || fact.kind === 'weekday')
    .map((fact) => ({ fact, at: text.indexOf(fact.text) }))
    .filter(({ at }) => CLOSED_UNTIL.test(text.slice(Math.max(0, at - 10), at)))
    .sort((a, b) => b.at - a.at)[0];
  if (lastDate) return back(lastDate.fact.text);
  if (/\b(?:christmas|xmas|new year)\b/iu.test(text))
    return back('the new year').map((line) =>
      line.replace('after the new year', 'in the new year'),
    );
  return lines;
}

interface Piece {
  text: string;
  source: SentenceSource;
  /** Required pieces are always in; supports are added to reach the band. */
  role: 'opening' | 'message' | 'support' | 'invite' | 'signOff';
}

/**
 * The lines that read well for this business: one with no name has no "{place}" to speak
 * of ("Something new at the team" would claim a team the owner never mentioned).
 */
function forThisBusiness(lines: readonly string[], brief: WriterBrief): string[] {
  return brief.name ? [...lines] : lines.filter((line) => !line.includes('{place}'));
}

function withEmoji(text: string, brief: WriterBrief, index: number): string {
  const symbol = brief.emoji.length
    ? order(brief.emoji, brief, 'emoji')[index % brief.emoji.length]
    : '';
  return symbol ? `${text} ${symbol}` : text;
}

/** Whether the message already tells the reader how to act (a phone, a link, an address). */
function messageHasContact(brief: WriterBrief): boolean {
  return extractFacts(brief.request.text).some((fact) =>
    ['phone', 'url', 'email'].includes(fact.kind),
  );
}

function supports(brief: WriterBrief, used: ReadonlySet<string>, signed = false): SourcedLine[] {
  const end = sentenceEnd(brief);
  const lines: SourcedLine[] = [];
  const add = (source: SentenceSource, texts: readonly string[]) =>
    lines.push(...texts.map((text) => ({ text, source })));
  // A price rise whose owner already says thank you needs no second thanks.
  const thanked = brief.kind === 'price-rise' && /\bthank/iu.test(brief.request.text);
  const kind =
    brief.kind === 'holiday-closure'
      ? holidayLines(brief)
      : thanked
        ? []
        : order(forThisBusiness(kindLinesFor(brief), brief), brief, 'kind-lines').slice(
            // One thank-you for a price rise, one line after a notice: two read as pleading.
            0,
            brief.calm ? 1 : undefined,
          );
  add(
    'neutral',
    kind.map((line) => render(line, brief, end)),
  );
  const ownAbout = brief.whatYouDo ?? brief.businessDescription;
  if (!brief.calm) {
    // The owner's own words about the business come before the trade's.
    // A signed post says what the business does and where in its signature.
    if (ownAbout && !signed) add('profile', [aboutSentence(ownAbout, brief.name)]);
    // The trade's lines are know-how true of any business of the trade, never a claim
    // about this one: services, facilities and stock come only from the owner's material.
    // A trade's lines only for a business of that trade (ADR 0012, "sources").
    if (brief.tradeKnown)
      add(
        'trade',
        order(brief.trade.about, brief, 'about').map((line) => render(line, brief)),
      );
    if (brief.tagline) add('profile', [render(brief.tagline, brief)]);
    // Where the business is, as its profile says: a fact, where "this one is for you" was filler.
    // Only after the owner's words about the business or their tagline: between two
    // tips, "Based in Glasgow!" reads as a slip.
    if (brief.city && !signed && (ownAbout || brief.tagline))
      add('profile', [render(`Based in ${brief.city}`, brief, end)]);
    // A brief's other topic lines; for a message, the trade's know-how fills a long post.
    if (brief.tradeKnown) {
      add(
        'trade',
        tipsFor(brief)
          .slice(brief.request.brief ? 1 : 0)
          .map((line) => render(line, brief)),
      );
    }
  }
  return lines.filter((line) => !used.has(line.text));
}

function invitation(brief: WriterBrief): SourcedLine | null {
  // A job post's call to action is the owner's (apply, send your work), never a customer's.
  if (brief.calm || brief.kind === 'hiring') return null;
  const more = brief.request.brief ? moreLine(brief) : null;
  if (more) return more;
  const line = pick(forThisBusiness(brief.trade.invites, brief), brief, 'invite');
  if (!line) return null;
  return {
    text: withEmoji(render(line, brief, sentenceEnd(brief)), brief, 1),
    source: brief.tradeKnown ? 'trade' : 'neutral',
  };
}

/** A calm line of the notice's kind for this version, or none. */
function headedClosing(brief: WriterBrief): SourcedLine | null {
  const lines = forThisBusiness(KIND_LINES[brief.kind] ?? [], brief);
  const line = pick([null, ...lines], brief, 'headed-closing');
  return line ? { text: render(line, brief), source: 'neutral' } : null;
}

function calmContact(brief: WriterBrief): SourcedLine | null {
  // Sad news asks nothing; a price rise ends on its thanks.
  if (!brief.calm || messageHasContact(brief) || brief.kind === 'sad-news') return null;
  // A holiday closure ends on its greeting and the day it is back, which must not give way.
  if (brief.kind === 'price-rise' || brief.kind === 'holiday-closure') return null;
  return { text: render('Questions? Send {us} a message', brief), source: 'neutral' };
}

function join(pieces: readonly Piece[], long: boolean): string {
  let text = '';
  for (const piece of pieces) {
    // A sign-off has a line of its own, as the brand writes it; a long caption breathes
    // before its invitation.
    const gap = !text
      ? ''
      : piece.role === 'signOff'
        ? '\n'
        : long && piece.role === 'invite'
          ? '\n\n'
          : ' ';
    text += `${gap}${piece.text}`;
  }
  return text;
}

/** The message's sentences for this length: all of them, or the first and every one that carries the point. */
function messagePieces(brief: WriterBrief, length: CaptionLength): Piece[] {
  if (brief.request.brief) return briefPieces(brief, length);
  const sentences = brief.request.sentences;
  const band = CAPTION_BANDS[length];
  let kept = sentences;
  if (sentences.length > band.sentences.max) {
    // A sentence with a fact, a name or a negation is the point ("we never reuse
    // needles"): it stays at every length, even past the band.
    // Every sentence of a safety notice is an instruction ("Life jackets on at all times").
    kept = sentences.filter(
      (sentence, index) => index === 0 || carriesPoint(sentence) || brief.kind === 'emergency',
    );
    if (kept.length > band.sentences.max && length !== 'short') kept = sentences;
  }
  return actionFirst(brief, kept).map((text) => ({ text, role: 'message', source: 'request' }));
}

const ACTION =
  /^(?:please\s+)?(?:do not|don['’]t|never|stop|turn off|switch off|call|ring|return|bring|check|boil|avoid|keep|leave|evacuate|stay|unplug|throw (?:it |them )?away)\b/iu;

/** A safety notice puts what the reader must do first: "Do not eat..." before the why. */
function actionFirst(brief: WriterBrief, sentences: readonly string[]): string[] {
  if (brief.kind !== 'emergency') return [...sentences];
  // "Do not eat them" before what "them" is would read as a riddle.
  const action = sentences.findIndex(
    (sentence) =>
      ACTION.test(sentence) && !/\b(?:it|them|they|this|these|those)\b/iu.test(sentence),
  );
  if (action <= 0) return [...sentences];
  return [sentences[action] ?? '', ...sentences.filter((_, index) => index !== action)];
}

const MATERIAL_LINES: Record<CaptionLength, number> = { short: 1, medium: 2, long: 3 };

/**
 * A vague request's message: the owner's own material first (an offering, a difference),
 * else the known trade's topic line; nothing when neither exists (the post then needs a
 * detail from the owner, see `needsDetail`).
 */
function briefPieces(brief: WriterBrief, length: CaptionLength): Piece[] {
  const material = materialLines(brief, MATERIAL_LINES[length]);
  if (material.length > 0) return material.map((line) => ({ ...line, role: 'message' }));
  const own = whatYouDoOf(brief);
  if (!brief.tradeKnown) {
    // What the owner says they do is the subject when the profile says nothing else.
    return own
      ? [{ text: aboutSentence(own, brief.name), role: 'message', source: 'profile' }]
      : [];
  }
  return tipsFor(brief)
    .slice(0, 1)
    .map((line) => ({ text: render(line, brief), role: 'message', source: 'trade' }));
}

/** A caption and where each of its sentences came from. */
export interface SourcedCaption {
  text: string;
  lines: SourcedLine[];
  /** False for a vague request the owner's material and the trade gave nothing for. */
  hasSubject: boolean;
}

const sourced = (pieces: readonly { text: string; source: SentenceSource }[]) =>
  pieces.map(({ text, source }) => ({ text, source }));

/**
 * A request in another language keeps the owner's text: the writer adds only what needs
 * no language (a line break between sentences, the brand's emoji, its own sign-off when
 * that is in the same language) and, for a vague request, the owner's own material with
 * an opening from the neutral bank of the brand's language.
 */
function ownLanguageCaption(brief: WriterBrief, length: CaptionLength): SourcedCaption {
  const pieces: SourcedLine[] = [];
  let hasMaterial = false;
  let headed = false;
  if (brief.request.brief) {
    const found = materialLines(brief, MATERIAL_LINES[length]);
    const own = whatYouDoOf(brief);
    // What the owner says they do, in their words, when the profile says nothing else and
    // they said it in a language of their own (an English line is no Spanish post); every
    // other version puts their name to it, so that another version is another post.
    const ownLine =
      own && !soundsEnglish(own)
        ? brief.name && brief.variation % 2 === 1
          ? `${brief.name} — ${own}.`
          : `${capitalise(own)}.`
        : null;
    // A single short offering makes a thin post ("Esta semana: Bajo de pantalón (15 €):
    // listo en 48 horas."): what the business does, in the owner's words, follows it.
    const signed = own && brief.name ? `${brief.name} — ${own}.` : null;
    const thin =
      found.length > 0 && found.length < MATERIAL_LINES[length] && length !== 'short' && ownLine;
    const material: SourcedLine[] =
      found.length > 0 || !ownLine
        ? thin && signed
          ? [...found, { text: signed, source: 'profile' }]
          : found
        : [{ text: ownLine, source: 'profile' }];
    hasMaterial = material.length > 0;
    const opening = featureOpening(brief);
    headed = material.length > 0 && opening !== null;
    // French sets a space before a colon ("Pour la rentrée :").
    const colon = brief.brandLanguage === 'fr' ? ' :' : ':';
    if (headed) pieces.push({ text: `${opening}${colon}`, source: 'neutral' });
    pieces.push(...material);
    const more = material.length > 0 ? moreLine(brief) : null;
    if (more) pieces.push(more);
    // Without material, the brand's own words in its language stand in for the brief,
    // never the brief itself; the name (and city) when there are none.
    const tagline = brief.tagline && detectLanguage(brief.tagline) !== 'en' ? brief.tagline : null;
    const signature = [brief.name, brief.variation % 2 === 1 ? brief.city : null]
      .filter(Boolean)
      .join(' · ');
    if (pieces.length === 0 && (tagline ?? signature)) {
      pieces.push({ text: tagline ?? signature, source: 'profile' });
    }
  } else {
    const lead = leadIn(brief, brief.brandLanguage);
    if (lead) pieces.push({ text: `${lead} —`, source: 'neutral' });
    pieces.push(
      ...brief.request.sentences.map((text): SourcedLine => ({ text, source: 'request' })),
    );
    const closing = calmClosing(brief, brief.brandLanguage);
    const stop = brief.brandLanguage === 'ja' ? '。' : '.';
    if (closing) pieces.push({ text: `${closing}${stop}`, source: 'neutral' });
  }
  // Japanese runs its sentences on with no space.
  const space = brief.brandLanguage === 'ja' ? '' : ' ';
  // Two offerings ("Osterkerze (24,90 €): …") on one line run together as one price list.
  const listed = pieces.filter((piece) => /^[^:]+: /u.test(piece.text)).length > 1;
  const lines = listed ? '\n' : (pick([space, '\n'], brief, 'line-breaks') ?? space);
  let text = pieces
    .map((piece) => piece.text)
    .join(lines)
    .replace(/ —\n/u, ' — ');
  // The occasion heads its own line: "Para el fin de semana: Azulejo (12 €): pintado…"
  // read as one sentence with two colons.
  if (headed) text = text.replace(/^([^\n]*?:) /u, '$1\n');
  if (brief.emoji.length) text = withEmoji(text, brief, 0);
  const signOff = brief.voice.signOff;
  if (signOff && detectLanguage(signOff) !== 'en') {
    text = `${text}\n${signOff}`;
    pieces.push({ text: signOff, source: 'profile' });
  }
  return { text, lines: pieces, hasSubject: !brief.request.brief || hasMaterial };
}

/** Whether a post is written in the brand's own language rather than the writer's English. */
function inOwnLanguage(brief: WriterBrief): boolean {
  if (brief.language !== 'en') return true;
  return brief.request.brief && brief.brandLanguage !== 'en' && brief.brandLanguage !== '';
}

/**
 * The opening sentence: the kind's for a message, a neutral one for a post written from
 * the owner's material, none for a calm notice or a brief with nothing to say.
 */
function openingPiece(brief: WriterBrief, hasMessage: boolean, tradeTip = false): Piece | null {
  if (brief.calm || !hasMessage) return null;
  // A post whose message is the trade's know-how is a tip, not "A closer look at" the
  // business, unless it is for an occasion the opening names.
  const tipOpening =
    tradeTip && !occasionOf(brief)
      ? pick([...forThisBusiness(OPENINGS.tip ?? [], brief), null], brief, 'opening')
      : undefined;
  const template =
    tipOpening !== undefined
      ? tipOpening
      : brief.request.brief
        ? brief.business?.offerings.length ||
          brief.business?.differences.length ||
          whatYouDoOf(brief) ||
          occasionOf(brief)
          ? featureOpening(brief)
          : null
        : pick([...forThisBusiness(openingsFor(brief), brief), null], brief, 'opening');
  if (!template) return null;
  const text = withEmoji(
    keepHolidayCapital(render(template, brief, sentenceEnd(brief)), brief),
    brief,
    0,
  );
  return { text, role: 'opening', source: 'neutral' };
}

/** "father’s Day at anvil & ash": a lower-case brand still writes a holiday's name as a name. */
function keepHolidayCapital(text: string, brief: WriterBrief): string {
  const occasion = occasionOf(brief);
  if (!occasion || occasion.kind !== 'day' || occasion.ownWords) return text;
  const lowered = lowerFirst(occasion.name);
  return text.startsWith(lowered) ? `${occasion.name}${text.slice(lowered.length)}` : text;
}

/**
 * A vague request with nothing to write from: neither an echo of it nor filler, only
 * what the owner said about the business (or its name), for the owner to add a detail to.
 */
function identityOnly(brief: WriterBrief): SourcedCaption {
  const own = supports(brief, new Set()).filter((line) => line.source === 'profile');
  const lines: SourcedLine[] = own.length
    ? own.slice(0, 2)
    : brief.name
      ? [{ text: brief.name, source: 'profile' }]
      : [];
  // The occasion asked for heads what there is ("For Mother’s Day: I make soy candles…").
  const occasion = occasionOf(brief);
  if (occasion && lines.length > 0) {
    lines.unshift({
      text: `${occasion.thisPhrase ?? capitalise(occasion.forPhrase)}:`,
      source: 'neutral',
    });
  }
  return { text: lines.map((line) => line.text).join(' '), lines, hasSubject: false };
}

/** A caption of the chosen length, in the brand's voice and the trade's words. */
export function writeCaption(brief: WriterBrief, length: CaptionLength): SourcedCaption {
  if (inOwnLanguage(brief)) return ownLanguageCaption(brief, length);
  const band = CAPTION_BANDS[length];
  const long = length === 'long';
  const message = messagePieces(brief, length);
  const hasSubject = message.length > 0;
  if (!hasSubject) return identityOnly(brief);
  // A short or calm message has no room or no place for an opening: a lead-in before its
  // first sentence makes another version another post.
  const lead =
    !brief.request.brief && (length === 'short' || brief.calm) ? leadIn(brief, 'en') : null;
  if (lead && message[0]) message[0] = { ...message[0], text: afterLeadIn(message[0].text) };
  const opening: Piece | null = lead
    ? { text: `${lead} —`, role: 'opening', source: 'neutral' }
    : // A short post has no room for an opening, unless it names the occasion asked for.
      length === 'short' && !occasionOf(brief)
      ? null
      : openingPiece(brief, true, message[0]?.source === 'trade');
  if (!opening && message[0] && brief.emoji.length) {
    message[0] = { ...message[0], text: withEmoji(message[0].text, brief, 0) };
  }
  // Once the lead-ins have come round, the next versions of a short post drop the
  // invitation: another version is another post, not the first one again.
  const cycle = leadInOptions(brief, 'en').length;
  const secondRound =
    length === 'short' && cycle > 0 && Math.floor(brief.variation / cycle) % 2 === 1;
  // A notice the owner headed themselves ("Lake warning: …") takes no lead-in; its versions
  // end with one of its kind's short lines, or none.
  const headed = brief.calm && !brief.request.brief && headedByOwner(brief);
  const inviteLine = headed
    ? headedClosing(brief)
    : secondRound
      ? null
      : (invitation(brief) ?? calmContact(brief));
  const invite: Piece | null = inviteLine ? { ...inviteLine, role: 'invite' } : null;
  // What the business does signs the post, unless the message is already about it.
  const ownAbout = brief.whatYouDo ?? brief.businessDescription;
  const aboutInMessage =
    ownAbout !== null &&
    message.some((piece) => piece.text === aboutSentence(ownAbout, brief.name));
  // A short post has no room for a signature: its versions differ in what little there is.
  const signature =
    brief.calm || aboutInMessage || length === 'short' ? null : signatureLine(brief);
  const signOffText = brief.voice.signOff ?? signature;
  const signOff: Piece | null = signOffText
    ? { text: signOffText, role: 'signOff', source: 'profile' }
    : null;

  const used = new Set([...message, ...(invite ? [invite] : [])].map((piece) => piece.text));
  const extra = supports(brief, used, signature !== null).map((line): Piece => ({
    ...line,
    role: 'support',
  }));
  const ownLines = new Set(
    extra.filter((piece) => piece.source === 'profile').map((piece) => piece.text),
  );
  const assemble = (withOpening: boolean, withInvite: boolean, added: readonly Piece[]) => [
    ...(withOpening && opening ? [opening] : []),
    ...message,
    ...added,
    ...(withInvite && invite ? [invite] : []),
    ...(signOff ? [signOff] : []),
  ];
  // Each piece is measured once: every piece ends its own sentences, so a caption's
  // measure is the sum of its pieces' and its gaps'. Measuring the joined text again for
  // every layout made a long request quadratic.
  const measures = new Map<Piece, { sentences: number; characters: number }>();
  // A lead-in is part of the message's first sentence, not a sentence of its own.
  if (lead && opening) measures.set(opening, { sentences: 0, characters: opening.text.length });
  const measure = (pieces: readonly Piece[]) => {
    let sentences = 0;
    let characters = pieces
      .slice(1)
      .reduce((total, piece) => total + (long && piece.role === 'invite' ? 2 : 1), 0);
    for (const piece of pieces) {
      let own = measures.get(piece);
      if (!own) {
        own = measureCaption(piece.text);
        measures.set(piece, own);
      }
      sentences += own.sentences;
      characters += own.characters;
    }
    return { sentences, characters };
  };
  const fits = (pieces: readonly Piece[]) => {
    const { sentences, characters } = measure(pieces);
    return sentences <= band.sentences.max && characters <= band.characters.max;
  };
  const reached = (pieces: readonly Piece[]) => {
    const { sentences, characters } = measure(pieces);
    return sentences >= band.sentences.min && characters >= band.characters.min;
  };

  // Layouts from the fullest down: with or without the opening and the invitation, the
  // supports in this version's order or longest first. The first that reaches the band
  // wins; otherwise the fullest that fits; the message and its facts always stay.
  const layouts: Layout[] = [];
  // An opening that names the occasion asked for stays in every layout.
  const keepOpening = opening !== null && occasionOf(brief) !== null;
  for (const withOpening of opening ? (keepOpening ? [true] : [true, false]) : [false]) {
    for (const withInvite of invite ? [true, false] : [false]) {
      for (const longest of [false, true]) {
        layouts.push({ opening: withOpening, invite: withInvite, longest });
      }
    }
  }
  // The owner's own words (business description, tagline, city) stay first either way.
  const own = (piece: Piece) => ownLines.has(piece.text);
  const { reachedBand, fitting } = candidateCaptions(layouts, extra, own, {
    assemble,
    fits,
    reached,
    characters: (pieces) => measure(pieces).characters,
  });
  // The first layout that reaches the band wins: its opening and invitation already change
  // with the version.
  const [firstReached] = reachedBand;
  if (firstReached)
    return { text: join(firstReached, long), lines: sourced(firstReached), hasSubject };
  const chosen = captionForVersion(fitting, brief.variation, band.characters.min * 0.75);
  if (chosen) return { text: join(chosen, long), lines: sourced(chosen), hasSubject };
  // Only the message is left, and it is longer than the band: the facts win. A short
  // caption gives up the sign-off before it breaks its band.
  const bareMessage = assemble(lead !== null || keepOpening, headed, []);
  const withoutSignOff = bareMessage.filter((piece) => piece.role !== 'signOff');
  const last = fits(withoutSignOff) || length === 'short' ? withoutSignOff : bareMessage;
  return { text: join(last, long), lines: sourced(last), hasSubject };
}

interface Layout {
  opening: boolean;
  invite: boolean;
  longest: boolean;
}

interface LayoutTools {
  assemble: (withOpening: boolean, withInvite: boolean, added: readonly Piece[]) => Piece[];
  fits: (pieces: readonly Piece[]) => boolean;
  reached: (pieces: readonly Piece[]) => boolean;
  characters: (pieces: readonly Piece[]) => number;
}

/**
 * The captions the layouts make, in the layouts' order: up to the first that reaches the
 * band, or else every one that fits it. When none reaches it (the bank's lines are short for the band),
 * the owner's lines with each one trade line are candidates as well, so that another
 * version can be another post rather than the same longest caption again.
 */
function candidateCaptions(
  layouts: readonly Layout[],
  extra: readonly Piece[],
  own: (piece: Piece) => boolean,
  tools: LayoutTools,
): { reachedBand: Piece[][]; fitting: FittingCaption[] } {
  const { assemble, fits, reached, characters } = tools;
  const longestFirst = [...extra].sort(
    (a, b) => Number(own(b)) - Number(own(a)) || b.text.length - a.text.length,
  );
  const reachedBand: Piece[][] = [];
  const fitting: FittingCaption[] = [];
  const keep = (pieces: Piece[]) => {
    if (!fits(pieces)) return;
    if (reached(pieces)) reachedBand.push(pieces);
    else
      fitting.push({ pieces, characters: characters(pieces), ownLines: pieces.filter(own).length });
  };
  for (const layout of layouts) {
    const added: Piece[] = [];
    for (const piece of layout.longest ? longestFirst : extra) {
      if (reached(assemble(layout.opening, layout.invite, added))) break;
      if (fits(assemble(layout.opening, layout.invite, [...added, piece]))) added.push(piece);
    }
    keep(assemble(layout.opening, layout.invite, added));
    if (reachedBand.length > 0) return { reachedBand, fitting };
  }
  const ownFirst = longestFirst.filter(own);
  for (const layout of layouts.filter((each) => each.longest)) {
    for (const other of longestFirst.filter((piece) => !own(piece))) {
      const added: Piece[] = [];
      for (const piece of [...ownFirst, other]) {
        if (fits(assemble(layout.opening, layout.invite, [...added, piece]))) added.push(piece);
      }
      keep(assemble(layout.opening, layout.invite, added));
    }
  }
  return { reachedBand, fitting };
}

/** The caption of this version among distinct ones: the first for version 0, then in turn. */
function inTurn(captions: readonly Piece[][], variation: number): Piece[] | null {
  const seen = new Set<string>();
  const distinct = captions.filter((pieces) => {
    const key = pieces.map((piece) => piece.text).join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return distinct.length ? (distinct[variation % distinct.length] ?? null) : null;
}

interface FittingCaption {
  pieces: Piece[];
  characters: number;
  /** How many of the owner's own lines (description, tagline, city) it keeps. */
  ownLines: number;
}

/**
 * The caption this version takes among those that fit the band without reaching it: the
 * first version the longest; the next ones in turn the others at least seven tenths as long
 * and no shorter than `floor` (unless the longest is), those keeping more of the owner's own
 * lines first. Another version is then another post, not the longest caption again.
 */
function captionForVersion(
  fitting: readonly FittingCaption[],
  variation: number,
  floor: number,
): Piece[] | null {
  const longest = Math.max(...fitting.map((caption) => caption.characters));
  const shortest = Math.min(longest, Math.max(longest * 0.7, floor));
  const byLength = fitting
    .filter((caption) => caption.characters >= shortest)
    .sort((a, b) => b.characters - a.characters);
  const [first, ...others] = byLength;
  if (!first) return null;
  others.sort((a, b) => b.ownLines - a.ownLines || b.characters - a.characters);
  return inTurn(
    [first, ...others].map((caption) => caption.pieces),
    variation,
  );
}
