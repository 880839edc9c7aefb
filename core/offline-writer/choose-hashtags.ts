import { HASHTAG_LIMITS, isWellFormedHashtag, uniqueHashtags } from '../hashtags';
import type { WriterBrief } from './brief';
import { order } from './lines';
import { isJunkPhrase, tagWords } from './junk-words';
import { occasionOf } from './occasion';
import { offeringsFor } from './owner-material';
import { nounPhrases, properNames } from './phrases';
import { hashText } from './seed';

/**
 * Hashtags a marketer would pick (writer rule 8, ADR 0012): whole noun phrases and names in
 * CamelCase (#OpenHouse, #HazyDazeIPA), the place with the trade (#LeedsPlumber), the
 * trade's own tags (#CraftBeer) when the trade is known, the owner's products, the
 * business and the city. Never function words, verbs, numbers or prices, never a phrase
 * split into two tags; fewer tags rather than a weak one. Most relevant first: platforms that allow fewer drop
 * from the end. At most 2 on a post for X alone.
 */

const MAX_TAG_LENGTH = 30;
const X_ONLY_MAX = 2;

/** "hazy daze IPA" gives #HazyDazeIPA; words keep their inner capitals. */
export function camelTag(phrase: string): string | null {
  const words = phrase
    .normalize('NFC')
    // "Stage d’automne" is #StageDAutomne: an elided French or Italian word is a word.
    .replace(/(?<!\p{L})(d|l|qu|dell|dall|nell|sull|all|un)['’](?=\p{L})/giu, '$1 ')
    .replace(/['’]/gu, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join('');
  const tag = `#${body}`;
  return isWellFormedHashtag(tag) && body.length <= MAX_TAG_LENGTH ? tag : null;
}

// Words of the scripts written without spaces: katakana runs and short runs of kanji.
const CJK_WORDS = /[\p{Script=Katakana}ー]{2,12}|\p{Script=Han}{2,4}/gu;

/**
 * Tags from a request in another language: its names and, in scripts written without
 * spaces, its words. Other single words are left out: most are verbs or function words
 * (#Bitte, #Είμαι), and the owner's products and name make better tags.
 */
function ownLanguageCandidates(text: string, language: string): string[] {
  // German capitalises every noun: one capitalised word ("Werkstatt", "Kehrung") is a
  // common noun, not a name; a compound name keeps its hyphen ("Thomaskirche-Orgel").
  const names = properNames(text).filter((name) => language !== 'de' || /[\s-]/u.test(name));
  return [...names, ...(text.match(CJK_WORDS) ?? [])];
}

// Events and seasons a request may name: a tag of their own when it does.
const EVENTS =
  /\b(?:christmas|xmas|easter|halloween|valentine['’]?s?|mother['’]?s day|father['’]?s day|black friday|new year|ramadan|eid|diwali|hanukkah|thanksgiving|carnival|festival|season|spring|summer|autumn|winter|navidad|natal|noël|weihnachten|natale|pascua|páscoa|ostern|pasqua|χριστούγεννα|πάσχα)\b/iu;

/** The owner's products and services the request names, or a vague request's choice. */
function offeringNames(brief: WriterBrief): string[] {
  const offerings = brief.business?.offerings ?? [];
  if (offerings.length === 0) return [];
  if (brief.request.brief) {
    return offeringsFor(brief)
      .slice(0, 1)
      .map((offering) => offering.name)
      .filter((offeringName) => !/\p{N}/u.test(offeringName));
  }
  const text = brief.request.text.toLocaleLowerCase();
  return offerings
    .filter((offering) => text.includes(offering.name.toLocaleLowerCase()))
    .map((offering) => offering.name)
    .filter((offeringName) => !/\p{N}/u.test(offeringName));
}

/** A stem good enough to match "repairs" with "repair" and "pipes" with "pipe". */
const stem = (word: string) => word.replace(/(?:es|s)$/u, '');

/**
 * The words of what the business sells and does, in the owner's words and, when the trade
 * is known, the trade's: a phrase of the request makes a tag only when it is about one of
 * them ("screen repairs" for a phone repairer), never when it is the request's reason or
 * its wording ("parts cost", "fabric costs").
 */
function businessWords(brief: WriterBrief): Set<string> {
  const business = brief.business;
  const own = [
    brief.whatYouDo ?? brief.businessDescription ?? '',
    ...(business?.offerings ?? []).flatMap((offering) => [offering.name, offering.description]),
    ...(business?.differences ?? []),
  ];
  const trade = brief.tradeKnown ? [...brief.trade.cues, ...brief.trade.tags] : [];
  return new Set([...own, ...trade].flatMap((text) => tagWords(text)).map(stem));
}

/** Phrases of the request worth a tag: names and noun phrases with no junk word in them. */
function requestPhrases(brief: WriterBrief): string[] {
  // Sad news is no occasion for a tag of its words: the name of a person who died is not one.
  if (brief.kind === 'sad-news') return [];
  const business = businessWords(brief);
  const aboutTheBusiness = (phrase: string) =>
    tagWords(phrase).some((word) => business.has(stem(word)));
  const { city, name } = brief;
  const source = brief.request.brief ? brief.request.topic : brief.request.text;
  const phrases =
    brief.language === 'en'
      ? [...properNames(source), ...nounPhrases(source)]
      : order(ownLanguageCandidates(source, brief.brandLanguage), brief, 'own-words');
  const names = new Set(properNames(source));
  return phrases.filter(
    (phrase) =>
      // A lone common noun ("#Rooms", "#Coins") is a weak tag; a name or a phrase is not.
      (names.has(phrase) || phrase.includes(' ') || brief.language !== 'en') &&
      // A common noun phrase of the request tags what the business sells, or nothing.
      (names.has(phrase) ||
        brief.language !== 'en' ||
        EVENTS.test(phrase) ||
        aboutTheBusiness(phrase)) &&
      phrase !== name &&
      phrase !== city &&
      !isJunkPhrase(phrase) &&
      // A vague request's words are a brief, not a subject: only an event it names.
      (!brief.request.brief || EVENTS.test(phrase)),
  );
}

/** "farrier" in "farrier: hot and cold shoeing"; null when what the owner wrote has no such label. */
function ownTradeWord(brief: WriterBrief): string | null {
  const label = /^([\p{L}-]{4,24}):\s/u.exec(brief.whatYouDo ?? '')?.[1];
  return !label || isJunkPhrase(label) ? null : label;
}

export function chooseHashtags(brief: WriterBrief): string[] {
  const { trade, city, name } = brief;
  const english = brief.language === 'en';
  // One tag per phrase: "Sam Okafor" adds nothing after "Dr Sam Okafor".
  const bodies: string[] = [];
  // What the owner says the business does: the products and services when none is named;
  // none on sad news, where #ValveRadios beside a death reads as selling.
  const ownWork =
    brief.kind === 'sad-news'
      ? []
      : nounPhrases(brief.whatYouDo ?? brief.businessDescription ?? '')
          .filter((phrase) => phrase.includes(' ') && !isJunkPhrase(phrase))
          .slice(0, 2);
  // A holiday the post is for is a tag of its own (#MothersDay, #Diwali).
  const occasion = occasionOf(brief);
  const holiday = occasion?.kind === 'day' && !occasion.ownWords ? [occasion.name] : [];
  const relevant = [
    ...offeringNames(brief),
    ...holiday,
    ...requestPhrases(brief),
    ...ownWork,
  ].filter((phrase) => {
    const body = (camelTag(phrase) ?? '').slice(1).toLocaleLowerCase();
    if (!body || bodies.some((kept) => kept.includes(body) || body.includes(kept))) return false;
    bodies.push(body);
    return true;
  });
  // The trade's tags only for a business of that trade: another trade's tag is a lie. A
  // calm notice gets no promotional tag (#GoodFood on sad news), only who and where.
  const tradeTags =
    english && brief.tradeKnown && !brief.calm ? order(trade.tags, brief, 'trade-tags') : [];
  // The trade the owner names in one word before saying what they do ("farrier: hot and
  // cold shoeing…") makes the local tag a known trade's noun would (#HerefordFarrier).
  const ownTrade = ownTradeWord(brief);
  const local =
    english && city && brief.kind !== 'sad-news' && ['en', ''].includes(brief.brandLanguage)
      ? brief.tradeKnown
        ? [`${city} ${trade.noun}`]
        : ownTrade
          ? [`${city} ${ownTrade}`]
          : []
      : [];
  const candidates = [
    ...relevant.slice(0, 2),
    ...local,
    ...tradeTags.slice(0, 2),
    name,
    ...order(relevant.slice(2), brief, 'more-topics'),
    city,
    ...tradeTags.slice(2),
  ];
  const tags = uniqueHashtags(
    candidates
      .map((candidate) => (candidate ? camelTag(candidate) : null))
      .filter((tag): tag is string => tag !== null),
  );
  const { min, max } = HASHTAG_LIMITS[brief.hashtagStyle];
  const xOnly = brief.platforms.length > 0 && brief.platforms.every((platform) => platform === 'x');
  const count = xOnly
    ? X_ONLY_MAX
    : min + ((hashText(`${brief.seed}:hashtag-count`) + brief.variation) % (max - min + 1));
  return tags.slice(0, count);
}
