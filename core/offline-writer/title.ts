import { capitalise } from '../clean-text';
import { MAX_TITLE_LENGTH, type PostRequest } from '../post-writer';
import { splitSentences } from '../sentences';
import type { WriterBrief } from './brief';
import { detectLanguage } from './language';
import { pick, render } from './lines';
import { startSentence } from './message';
import { nounPhrases, properNames } from './phrases';
import { occasionOf, withOccasion, type Occasion } from './occasion';
import { offeringsFor, whatYouDoOf } from './owner-material';
import { tipsFor } from './topics';

/**
 * A title is a headline written from the message, whole, at most 80 characters: never
 * the request cut with an ellipsis (writer rule 7, ADR 0012). It is the message's first sentence
 * or clause when that fits, otherwise a headline built from its names and noun phrases.
 * SEO adds the business and city after it; trending research ends a lively post with an
 * emoji, and leaves closures and bad news alone.
 */

const bare = (text: string) => text.replace(/[\s.…,;:—–-]+$/u, '').trim();

/** The first sentence, else its first clause, when it is a headline of its own. */
function leadingHeadline(text: string, room: number, preferClause = false): string | null {
  // Japanese and Chinese end sentences with 。！？ and no space.
  const first = (splitSentences(text)[0] ?? '').split(/(?<=[。！？])/u)[0] ?? '';
  const sentence = bare(first);
  if (!preferClause && sentence && sentence.length <= room) return sentence;
  // A clause before a colon or question mark is a headline ("Weekend sorted"); one
  // before a comma needs three words at least ("A small" is not).
  const beforeColon = bare(sentence.split(/:\s|\?\s/u)[0] ?? '');
  const clauses = [
    ...(beforeColon !== sentence && beforeColon.split(/\s+/u).length >= 2 ? [beforeColon] : []),
    ...sentence
      .split(/\s*[,;:—–]\s+|\s+-\s+|[，、：；]/u)
      .filter((clause) => clause.split(/\s+/u).length >= 3),
    // "From 1 March a full set goes up from £95 to £105 because the price of steel…": the
    // news before its reason.
    ...sentence
      .split(/\s+(?:because|as|since|so that|due to)\s+/u)
      .slice(0, 1)
      .filter((clause) => clause !== sentence && clause.split(/\s+/u).length >= 3),
  ];
  for (const clause of clauses) {
    const candidate = bare(clause);
    if (candidate.length <= room) {
      return startSentence(candidate);
    }
  }
  return preferClause && sentence.length <= room ? sentence : null;
}

const KIND_HEADLINES: Partial<Record<WriterBrief['kind'], readonly string[]>> = {
  emergency: ['Important notice from {place}', 'Please read: a notice from {place}'],
  closure: ['A note about opening at {place}', 'Closure notice from {place}'],
  'sad-news': ['A note from {place}', 'A few words from {place}'],
  hiring: ['{place} is hiring', 'Now hiring at {place}'],
  hours: ['Opening times at {place}', 'When to find {place}'],
  event: ['Coming up at {place}', 'A date for your diary at {place}'],
  offer: ['Something for you at {place}', 'This week at {place}'],
  product: ['New at {place}', 'Just in at {place}'],
  greeting: ['Season’s greetings from {place}', 'Warm wishes from {place}'],
  thanks: ['Thank you from {place}', 'A thank-you from {place}'],
  tip: ['A tip from {place}', 'Good to know, from {place}'],
  'behind-the-scenes': ['Behind the scenes at {place}', 'How it is made at {place}'],
  general: ['News from {place}', 'An update from {place}'],
};

function phraseHeadline(brief: WriterBrief, room: number): string | null {
  const source = brief.request.text;
  const names = properNames(source).filter((name) => name !== brief.name && name !== brief.city);
  const phrases = [...names, ...nounPhrases(source)];
  const where = brief.name ?? brief.trade.place;
  for (const phrase of phrases) {
    const headline = capitalise(`${phrase} at ${where}`);
    if (headline.length <= room) return headline;
    if (phrase.length <= room) return capitalise(phrase);
  }
  return null;
}

/**
 * A headline without the business's name when it has none: "Good to know", not "Good to
 * know, from the team", which would claim a team the owner never mentioned.
 */
function withoutPlace(template: string): string {
  return template.replace(/^\{place\} is /u, 'Now ').replace(/,?\s+(?:from|at)\s+\{place\}/u, '');
}

function kindHeadline(brief: WriterBrief, room: number): string {
  const options = KIND_HEADLINES[brief.kind] ?? KIND_HEADLINES.general ?? [];
  const template = pick(options, brief, 'kind-headline') ?? '{place}';
  const named = brief.name ? template : withoutPlace(template);
  const line = bare(render(named, brief, ''));
  return line.length <= room ? line : bare(render('News', brief, ''));
}

/** A brief in another language: the brand's tagline or name, never the brief itself. */
function ownLanguageBriefHeadline(brief: WriterBrief): string {
  return brief.tagline && detectLanguage(brief.tagline) !== 'en'
    ? brief.tagline
    : (brief.name ?? '');
}

/**
 * The occasion a title may name: the owner's own words, or an English one for a brand
 * that writes English ("Passeio pela Ribeira for Christmas" heads a Portuguese post with
 * English, as featureOpening in owner-material.ts already avoids for the caption).
 */
function titleOccasion(brief: WriterBrief): Occasion | null {
  const occasion = occasionOf(brief);
  const english = brief.brandLanguage === 'en' || brief.brandLanguage === '';
  return occasion && (occasion.ownWords || english) ? occasion : null;
}

/** "For Mother’s Day" or "Thinking of Mother’s Day?"; null when no occasion is asked for. */
function occasionHeadline(brief: WriterBrief, room: number): string | null {
  const occasion = titleOccasion(brief);
  if (!occasion) return null;
  // "Autumn at Fix It Friday" heads a post about the business better than "For autumn".
  const named =
    brief.name && !occasion.ownWords && occasion.kind !== 'weekend' && occasion.kind !== 'week'
      ? `${capitalise(occasion.name.replace(/^the /u, ''))} at ${brief.name}`
      : null;
  const options = [named ?? occasion.thisPhrase ?? capitalise(occasion.forPhrase)];
  if (!occasion.ownWords && occasion.kind === 'day') options.push(`Thinking of ${occasion.name}?`);
  const headline = pick(options, brief, 'occasion-headline');
  return headline && headline.length <= room ? headline : null;
}

function briefHeadline(brief: WriterBrief, room: number): string {
  // A post written from the owner's material is headed by what it features.
  const featured = offeringsFor(brief)[0]?.name;
  if (featured) {
    // The occasion asked for ("Garam masala for Diwali") when it fits, else the name alone.
    const forOccasion = withOccasion(featured, titleOccasion(brief));
    if (forOccasion.length <= room) return forOccasion;
    if (featured.length <= room) return featured;
  }
  // With no offering and no tip of a known trade, what the owner says they do heads it
  // ("Funeral directors, family-run since 1952"), not "A tip from…" with no tip in it.
  const own = whatYouDoOf(brief);
  if (own && tipsFor(brief).length === 0) {
    const headline = occasionHeadline(brief, room) ?? capitalise(own);
    if (headline.length <= room) return headline;
  }
  if (brief.language !== 'en') {
    return occasionHeadline(brief, room) ?? ownLanguageBriefHeadline(brief);
  }
  // A post for a holiday is headed by it, not by the trade's tip that fills it; the trade's
  // tips for a season or the weekend are about it already.
  const forHoliday = titleOccasion(brief)?.kind === 'day' ? occasionHeadline(brief, room) : null;
  if (forHoliday) return forHoliday;
  const tip = tipsFor(brief)[0];
  if (tip) {
    const line = leadingHeadline(render(tip, brief), room, brief.variation % 2 === 0);
    if (line) return line;
  }
  return occasionHeadline(brief, room) ?? kindHeadline(brief, room);
}

export function writeTitle(brief: WriterBrief, request: PostRequest): string {
  const who = brief.name ? `${brief.name}${brief.city ? ` in ${brief.city}` : ''}` : null;
  let suffix = '';
  if (request.seoEnabled && who) {
    suffix = ` | ${who}`;
    if (MAX_TITLE_LENGTH - suffix.length < 24) suffix = brief.name ? ` | ${brief.name}` : '';
    if (MAX_TITLE_LENGTH - suffix.length < 24) suffix = '';
  }
  const trend = request.trendingEnabled && !brief.calm ? ` ${brief.trade.emoji[0] ?? '✨'}` : '';
  const room = MAX_TITLE_LENGTH - suffix.length - trend.length;

  let headline: string;
  if (brief.request.brief) {
    headline = briefHeadline(brief, room);
  } else {
    // Every other version leads with the first clause when the first sentence has several.
    const preferClause = !brief.calm && brief.variation % 2 === 1;
    headline =
      leadingHeadline(brief.request.sentences.join(' '), room, preferClause) ??
      (brief.language === 'en' ? phraseHeadline(brief, room) : null) ??
      (brief.language === 'en' ? kindHeadline(brief, room) : (brief.name ?? ''));
  }
  const named = suffix && brief.name && headline.includes(brief.name) ? '' : suffix;
  return `${headline}${trend}${named}`.slice(0, MAX_TITLE_LENGTH).trim();
}
