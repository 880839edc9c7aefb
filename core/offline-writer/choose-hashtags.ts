import { HASHTAG_LIMITS, isWellFormedHashtag, uniqueHashtags } from '../hashtags';
import type { WriterBrief } from './brief';
import { order } from './lines';
import { BRIEF_WORDS } from './message';
import { nounPhrases, properNames } from './phrases';
import { hashText } from './seed';

/**
 * Hashtags a marketer would pick (writer rule 8, ADR 0012): whole noun phrases and names in
 * CamelCase (#OpenHouse, #HazyDazeIPA), the place with the trade (#LeedsPlumber), the
 * trade's own tags (#CraftBeer), the business and the city. Never function words, never
 * a phrase split into two tags. Most relevant first: platforms that allow fewer drop
 * from the end. At most 2 on a post for X alone.
 */

const MAX_TAG_LENGTH = 30;
const X_ONLY_MAX = 2;

/** "hazy daze IPA" gives #HazyDazeIPA; words keep their inner capitals. */
export function camelTag(phrase: string): string | null {
  const words = phrase
    .normalize('NFC')
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
const SHORT_WORDS = new Set(
  'για και από στο στη στην στις την του της τον των με που είναι θα σας μας'.split(' '),
);

/** Tags from a request in another language: its names and its longer words, as written. */
function ownLanguageCandidates(text: string): string[] {
  const names = properNames(text);
  const cjk = text.match(CJK_WORDS) ?? [];
  // A word of a name ("Γιορτή" of "Γιορτή της Μητέρας") is never a tag of its own.
  const inNames = new Set(names.flatMap((name) => name.toLocaleLowerCase().split(/\s+/u)));
  const words = (text.match(/[\p{L}\p{M}]{5,}/gu) ?? []).filter(
    (word) =>
      !SHORT_WORDS.has(word.toLocaleLowerCase()) &&
      !inNames.has(word.toLocaleLowerCase()) &&
      !/\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u.test(word),
  );
  return [...names, ...cjk, ...words];
}

export function chooseHashtags(brief: WriterBrief): string[] {
  const { trade, city, name } = brief;
  const source = brief.request.brief ? brief.request.topic : brief.request.text;
  const english = brief.language === 'en';
  const topical = english
    ? [
        ...properNames(source).filter((item) => item !== name && item !== city),
        ...nounPhrases(source),
      ]
    : order(ownLanguageCandidates(source), brief, 'own-words');
  // One tag per phrase: "Sam Okafor" adds nothing after "Dr Sam Okafor".
  const bodies: string[] = [];
  const relevant = topical.filter((phrase) => {
    if (phrase.split(/\s+/u).every((word) => BRIEF_WORDS.has(word.toLocaleLowerCase('en-US')))) {
      return false;
    }
    const body = (camelTag(phrase) ?? '').slice(1).toLocaleLowerCase();
    if (!body || bodies.some((kept) => kept.includes(body) || body.includes(kept))) return false;
    bodies.push(body);
    return true;
  });
  const local = english && city ? [`${city} ${trade.noun}`] : [];
  const candidates = [
    ...relevant.slice(0, 2),
    ...local,
    ...(english ? order(trade.tags, brief, 'trade-tags').slice(0, 2) : []),
    name,
    ...order(relevant.slice(2), brief, 'more-topics'),
    city,
    ...(english ? order(trade.tags, brief, 'trade-tags').slice(2) : []),
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
