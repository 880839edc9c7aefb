import type { CaptionLength } from '@contract/generation';
import { CAPTION_BANDS, measureCaption } from '../caption-bands';
import { capitalise } from '../clean-text';
import { extractFacts } from '../facts';
import { splitSentences } from '../sentences';
import type { WriterBrief } from './brief';
import { lowerFirst, order, pick, render, sentenceEnd } from './lines';
import type { PostKind } from './post-kind';
import { detectLanguage } from './language';
import { tipsFor } from './topics';

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
  hours: ['Opening times at {place}', 'Plan your visit'],
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
  closure: ['Thanks for your patience', 'Updates will follow here', 'Sorry for any trouble'],
  'sad-news': ['Thank you for everything', 'Thanks for every visit', 'Share your memories below'],
  event: ['See you there', 'Bring a friend along'],
  hiring: ['Know someone who would fit in at {place}? Share this with them'],
  thanks: ['{place} would be nothing without you', 'Here is to the next chapter'],
  hours: ['Thanks for planning around {place}'],
  greeting: ['Warm wishes from all at {place}'],
};

/** A template's first word in lower case, its pronoun tokens included ("{We}" to "{we}"). */
function lowerTemplate(line: string): string {
  const token = /^\{(We|Our|WeAre)\}/u.exec(line);
  if (!token?.[1]) return lowerFirst(line);
  return `{${lowerFirst(token[1])}}${line.slice(token[0].length)}`;
}

/** "A family bakery" reads as "We're a family bakery."; "We make candles" speaks for itself. */
function aboutSentence(businessDescription: string): string {
  const [first = businessDescription] = splitSentences(businessDescription);
  const bare = first.replace(/[\s.!?…]+$/u, '');
  if (/^(?:we|i|our|my)\b/iu.test(bare)) return `${capitalise(bare)}.`;
  const article = /^(a|an)\s+(.*)$/iu.exec(bare);
  return article ? `We're ${article[1]?.toLowerCase()} ${article[2]}.` : `${capitalise(bare)}.`;
}

function cityLines(brief: WriterBrief): string[] {
  if (!brief.city) return [];
  return [`See you around ${brief.city}`, `${brief.city}, this one is for you`];
}

interface Piece {
  text: string;
  /** Required pieces are always in; supports are added to reach the band. */
  role: 'opening' | 'message' | 'support' | 'invite' | 'signOff';
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

function supports(brief: WriterBrief, used: ReadonlySet<string>, long: boolean): string[] {
  const end = sentenceEnd(brief);
  const lines: string[] = [];
  const kind = order(KIND_LINES[brief.kind] ?? [], brief, 'kind-lines');
  lines.push(...kind.map((line) => render(line, brief, end)));
  if (!brief.calm) {
    // The owner's own words about the business come before the trade's.
    if (brief.businessDescription) lines.push(aboutSentence(brief.businessDescription));
    // The first line about the work carries the business's name, so that two businesses
    // of one trade do not publish the same sentence.
    const about = order(brief.trade.about, brief, 'about').map((line, index) =>
      index === 0 && brief.name ? `At {place}, ${lowerTemplate(line)}` : line,
    );
    // A long post has room for the whole story in one sentence rather than two.
    const [first, second, ...rest] = about;
    const told = long && first && second ? [`${first}, and ${lowerFirst(second)}`, ...rest] : about;
    lines.push(...told.map((line) => render(line, brief)));
    if (brief.tagline) lines.push(render(brief.tagline, brief));
    lines.push(...order(cityLines(brief), brief, 'city').map((line) => render(line, brief, end)));
    // A brief's other topic lines; for a message, the trade's know-how fills a long post.
    lines.push(
      ...tipsFor(brief)
        .slice(brief.request.brief ? 1 : 0)
        .map((line) => render(line, brief)),
    );
  }
  return lines.filter((line) => !used.has(line));
}

function invitation(brief: WriterBrief): string | null {
  if (brief.calm) return null;
  const line = pick(brief.trade.invites, brief, 'invite');
  return line ? withEmoji(render(line, brief, sentenceEnd(brief)), brief, 1) : null;
}

function calmContact(brief: WriterBrief): string | null {
  if (!brief.calm || messageHasContact(brief) || brief.kind === 'sad-news') return null;
  return render('Questions? Send {us} a message', brief);
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

/** The message's sentences for this length: all of them, or for a short caption the first and every one with a fact. */
function messagePieces(brief: WriterBrief, length: CaptionLength): Piece[] {
  const sentences = brief.request.brief
    ? tipsFor(brief)
        .slice(0, 1)
        .map((line) => render(line, brief))
    : brief.request.sentences;
  const band = CAPTION_BANDS[length];
  let kept = sentences;
  if (sentences.length > band.sentences.max) {
    kept = sentences.filter(
      (sentence, index) =>
        index === 0 ||
        extractFacts(sentence).some((fact) => fact.kind !== 'name' || length !== 'short'),
    );
    if (kept.length > band.sentences.max && length !== 'short') kept = sentences;
  }
  return kept.map((text) => ({ text, role: 'message' }));
}

/**
 * A request in another language keeps the owner's text: the writer adds only what needs
 * no language (a line break between sentences, the brand's emoji, its own sign-off when
 * that is in the same language).
 */
function ownLanguageCaption(brief: WriterBrief): string {
  // A brief is never echoed: the brand's own words in its language stand in for it.
  const ownWords = [brief.tagline].filter(
    (text): text is string => !!text && detectLanguage(text) !== 'en',
  );
  // Without a tagline in the language, the name (and city) is all that can be said
  // honestly: the writer has no words of its own in that language.
  const signature = [brief.name, brief.variation % 2 === 1 ? brief.city : null]
    .filter(Boolean)
    .join(' · ');
  const sentences = brief.request.brief
    ? ownWords
        .slice(0, 1)
        .concat(signature ? [signature] : [])
        .slice(0, 1)
    : brief.request.sentences;
  const lines = pick([' ', '\n'], brief, 'line-breaks') ?? ' ';
  let text = sentences.join(lines);
  if (brief.emoji.length) text = withEmoji(text, brief, 0);
  const signOff = brief.voice.signOff;
  if (signOff && detectLanguage(signOff) !== 'en') text = `${text}\n${signOff}`;
  return text;
}

/** A caption of the chosen length, in the brand's voice and the trade's words. */
export function writeCaption(brief: WriterBrief, length: CaptionLength): string {
  if (brief.language !== 'en') return ownLanguageCaption(brief);
  const band = CAPTION_BANDS[length];
  const long = length === 'long';
  const message = messagePieces(brief, length);
  const openingTemplate = brief.request.brief
    ? undefined
    : pick([...(OPENINGS[brief.kind] ?? []), null], brief, 'opening');
  const opening: Piece | null =
    openingTemplate && !brief.calm
      ? {
          text: withEmoji(render(openingTemplate, brief, sentenceEnd(brief)), brief, 0),
          role: 'opening',
        }
      : null;
  if (!opening && message[0] && brief.emoji.length) {
    message[0] = { ...message[0], text: withEmoji(message[0].text, brief, 0) };
  }
  const inviteText = invitation(brief) ?? calmContact(brief);
  const invite: Piece | null = inviteText ? { text: inviteText, role: 'invite' } : null;
  const signOff: Piece | null = brief.voice.signOff
    ? { text: brief.voice.signOff, role: 'signOff' }
    : null;

  const used = new Set(message.map((piece) => piece.text));
  const extra = supports(brief, used, long).map((text): Piece => ({ text, role: 'support' }));
  const ownLines = new Set(
    [
      brief.businessDescription ? aboutSentence(brief.businessDescription) : null,
      brief.tagline ? render(brief.tagline, brief) : null,
    ].filter((line): line is string => line !== null),
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
  const layouts: { opening: boolean; invite: boolean; longest: boolean }[] = [];
  for (const withOpening of opening ? [true, false] : [false]) {
    for (const withInvite of invite ? [true, false] : [false]) {
      for (const longest of [false, true]) {
        layouts.push({ opening: withOpening, invite: withInvite, longest });
      }
    }
  }
  let best: { pieces: Piece[]; characters: number } | null = null;
  for (const layout of layouts) {
    // The owner's own words (business description, tagline) stay first either way.
    const own = (piece: Piece) => ownLines.has(piece.text);
    const ordered = layout.longest
      ? [...extra].sort((a, b) => Number(own(b)) - Number(own(a)) || b.text.length - a.text.length)
      : extra;
    const added: Piece[] = [];
    for (const piece of ordered) {
      if (reached(assemble(layout.opening, layout.invite, added))) break;
      if (fits(assemble(layout.opening, layout.invite, [...added, piece]))) added.push(piece);
    }
    const pieces = assemble(layout.opening, layout.invite, added);
    if (reached(pieces) && fits(pieces)) return join(pieces, long);
    const { characters } = measure(pieces);
    if (fits(pieces) && (!best || characters > best.characters)) best = { pieces, characters };
  }
  if (best) return join(best.pieces, long);
  // Only the message is left, and it is longer than the band: the facts win. A short
  // caption gives up the sign-off before it breaks its band.
  const bareMessage = assemble(false, false, []);
  const withoutSignOff = bareMessage.filter((piece) => piece.role !== 'signOff');
  return join(fits(withoutSignOff) || length === 'short' ? withoutSignOff : bareMessage, long);
}
