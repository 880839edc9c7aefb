/**
 * The word a month's briefs lead with, so that a bakery's month and an upholsterer's do
 * not open alike (issue 36; ADR 0022, update of 29 November 2026, shapes): the trade's
 * own word when the writer has tables for it, else the first words of what the owner
 * says they do ("upholstery and curtain making" gives "upholstery", "Rauchfangkehrer für
 * Graz" gives "Rauchfangkehrer"), in the owner's language and spelling.
 */
import type { BusinessProfile } from '@contract/business-profile';

/** A word for each trade with tables, as a headline would say it ("Bakery tip: …"). */
const INDUSTRY_WORDS: Readonly<Record<string, string>> = {
  Bakery: 'bakery',
  'Real Estate': 'property',
  Fitness: 'gym',
  Restaurant: 'kitchen',
  Retail: 'shop',
  Healthcare: 'clinic',
  Technology: 'tech',
  Education: 'classroom',
  Marketing: 'marketing',
  Consulting: 'consulting',
  'Beauty & Wellness': 'salon',
  Automotive: 'garage',
  Finance: 'money',
  Legal: 'legal',
  Entertainment: 'events',
  'Non-profit': 'charity',
};

/** Words that end the trade's name: "für Graz", "de llaves", "and curtain making". */
const ENDS_THE_NAME =
  /^(?:and|or|for|of|in|at|with|by|y|e|o|ou|et|und|oder|ed|de|del|da|do|das|dos|di|della|en|em|für|mit|im|am|per|pour|du|des|la|le|el|los|las)$/iu;

/** Words a trade's name does not start with: "we fix bikes" names no trade. */
const NOT_A_TRADE = /^(?:we|i|our|my|a|an|the|nous|wir|somos|siamo|je|ich|yo|eu|io)$/iu;

/** The first one or two words of what the owner does, before any "and", "for" or comma. */
export function tradeWordFrom(whatYouDo: string): string | null {
  const first = whatYouDo.split(/[,.;:&/()!?]|\s[-–—]\s/u)[0] ?? '';
  const words = first.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || NOT_A_TRADE.test(words[0] ?? '')) return null;
  const kept: string[] = [];
  for (const word of words) {
    if (ENDS_THE_NAME.test(word) || !/^[\p{L}'’-]+$/u.test(word)) break;
    kept.push(word);
    if (kept.length === 2) break;
  }
  return kept.length > 0 ? kept.join(' ') : null;
}

/**
 * The month's trade word: the tables' word for a known trade writing English, else the
 * owner's own from "what you do"; null when neither says one.
 */
export function tradeWordOf(
  industry: string,
  business: BusinessProfile | null | undefined,
  language: string,
): string | null {
  const known = INDUSTRY_WORDS[industry];
  if (known && language === 'en') return known;
  const own = tradeWordFrom(business?.whatYouDo ?? '');
  if (own) return language === 'de' ? own : own.toLowerCase();
  return null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "¿Dudas…" as "¿dudas…": the brief after the trade's word no longer starts the line. */
const lowerFirst = (text: string) =>
  text.replace(
    /^(\P{L}*)(\p{Lu})/u,
    (_, marks: string, letter: string) => marks + letter.toLowerCase(),
  );

/**
 * The brief headed by the trade's word: "Bakery: Good Friday falls on 26 March",
 * "Cerrajería — en el foco: copias de llaves". A brief that opened with a word of the
 * planner's own goes on in lower case (German keeps its capitals); one that opens with a
 * name (a holiday's, the owner's) keeps it. No word, no heading.
 */
export function withTradeWord(
  brief: string,
  trade: string | null,
  language: string,
  opensWithOwnWord = false,
): string {
  if (!trade) return brief;
  if (language === 'en') return `${capitalise(trade)}: ${brief}`;
  const rest = opensWithOwnWord && language !== 'de' ? lowerFirst(brief) : brief;
  return `${capitalise(trade)} — ${rest}`;
}
