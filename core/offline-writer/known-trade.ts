import type { Industry } from './industry';
import {
  bestTrade,
  DEFINING_INDUSTRIES,
  INDUSTRY_TRADES,
  TRADE_NAMING_WORDS,
  TRADES,
  TRADE_INDUSTRIES,
  tradeById,
  type Trade,
} from './trades';

/**
 * Whether the writer knows the business's trade, and which (ADR 0012, "sources"). The
 * trade is known from what the owner says the business does, or from an explicit
 * industry that the name, tagline and samples agree with. Otherwise it is not known and
 * the writer uses the trade-neutral bank: the nearest trade's lines read as lies about a
 * business of another trade.
 */
export interface KnownTrade {
  trade: Trade;
  /** False when the trade is the neutral bank: no trade lines, tags or tips. */
  known: boolean;
}

export interface TradeEvidence {
  /** "What you do" in the owner's words, or the anonymous generator's description. */
  whatYouDo: string;
  /** The name and the tagline. */
  identity: string;
  samples: string;
  industry: Industry;
}

const NEUTRAL: KnownTrade = { trade: tradeById('business'), known: false };

/** Cues "what you do" must match to name a trade: two words, or one phrase. */
const SAYS_TRADE = 2;

/** A trade the identity points to firmly enough to contradict another reading. */
const CONTRADICTS = 2;

function identityTrade(evidence: TradeEvidence): { trade: Trade; score: number } | null {
  const own = bestTrade(evidence.identity);
  const posts = bestTrade(evidence.samples);
  if (own && posts && own.trade.id !== posts.trade.id) {
    return own.score * 2 >= posts.score ? own : posts;
  }
  if (own) return { trade: own.trade, score: own.score * 2 + (posts?.score ?? 0) };
  return posts;
}

/**
 * "A family bakery" names its trade in one word, where a single shared word such as
 * "lessons" or "rooms" does not: the words in TRADE_NAMING_WORDS are such names.
 */
function namesTrade(text: string, trade: Trade): boolean {
  // "mobile dog grooming: bath, cut" names its trade as much as "dog grooming at your door".
  const clean = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&'’-]+/gu, ' ')} `;
  const words = new Set(clean.match(/[\p{L}\p{N}&-]+/gu) ?? []);
  const naming = TRADE_NAMING_WORDS[trade.id] ?? [];
  return naming.some((word) =>
    word.includes(' ') ? clean.includes(` ${word} `) : words.has(word),
  );
}

/** The one trade "what you do" names outright; null when none or several are named. */
function namedTrade(text: string): { trade: Trade; score: number } | null {
  const named = TRADES.filter((trade) => namesTrade(text, trade));
  return named.length === 1 && named[0] ? { trade: named[0], score: SAYS_TRADE } : null;
}

export function knowTrade(evidence: TradeEvidence): KnownTrade {
  const identity = identityTrade(evidence);
  if (evidence.whatYouDo.trim()) {
    // A trade named outright ("pottery classes and a shop") outweighs shared cues ("shop").
    const said = namedTrade(evidence.whatYouDo) ?? bestTrade(evidence.whatYouDo);
    // One shared word is not a trade: "driving lessons" is no tutor, "escape rooms" no hotel.
    if (!said) return NEUTRAL;
    if (said.score < SAYS_TRADE && !namesTrade(evidence.whatYouDo, said.trade)) return NEUTRAL;
    const contradicted =
      identity !== null && identity.trade.id !== said.trade.id && identity.score > CONTRADICTS;
    return contradicted ? NEUTRAL : { trade: said.trade, known: true };
  }
  if (evidence.industry === 'Other') return NEUTRAL;
  const industryTrade = INDUSTRY_TRADES[evidence.industry];
  if (identity) {
    if (identity.trade.id === industryTrade) return { trade: identity.trade, known: true };
    // "Fernhill Vets" under Healthcare is a vet; a "Boutique" under Healthcare is unclear.
    const fits = TRADE_INDUSTRIES[identity.trade.id]?.includes(evidence.industry) ?? false;
    return fits ? { trade: identity.trade, known: true } : NEUTRAL;
  }
  return DEFINING_INDUSTRIES.has(evidence.industry)
    ? { trade: tradeById(industryTrade), known: true }
    : NEUTRAL;
}
