import type { INDUSTRIES } from '@contract/constants';
import { INDUSTRY_TRADES, tradeById } from '../offline-writer/trades';
import { hasOwnNotes } from './thing-notes';

type Industry = (typeof INDUSTRIES)[number];

/** What each trade talks about in a month of posts: its things, and one craft verb. */
export interface TradeTopics {
  things: readonly string[];
  /** "care for", "bake", "train": what the owner does with the things. */
  craft: string;
}

export const TRADE_TOPICS: Record<Industry, TradeTopics> = {
  Bakery: {
    things: [
      'sourdough loaf',
      'croissants',
      'celebration cakes',
      'cinnamon buns',
      'rye bread',
      'seasonal tarts',
    ],
    craft: 'bake',
  },
  'Real Estate': {
    things: [
      'first home',
      'valuation',
      'open house',
      'rental listing',
      'neighbourhood guide',
      'moving checklist',
    ],
    craft: 'sell',
  },
  Fitness: {
    things: [
      'morning class',
      'strength plan',
      'mobility routine',
      'personal training',
      'beginner session',
      'recovery day',
    ],
    craft: 'train',
  },
  Restaurant: {
    things: [
      'signature dish',
      'weekend brunch',
      'chef’s special',
      'house dessert',
      'seasonal menu',
      'wine pairing',
    ],
    craft: 'cook',
  },
  Retail: {
    things: [
      'new arrivals',
      'best seller',
      'gift ideas',
      'staff pick',
      'care guide',
      'limited edition',
    ],
    craft: 'choose',
  },
  Healthcare: {
    things: [
      'check-up',
      'healthy habits',
      'first visit',
      'team of practitioners',
      'prevention tips',
      'after-care',
    ],
    craft: 'look after',
  },
  Technology: {
    things: [
      'product update',
      'setup guide',
      'security check',
      'customer story',
      'new feature',
      'support desk',
    ],
    craft: 'build',
  },
  Education: {
    things: [
      'new course',
      'study routine',
      'exam preparation',
      'student project',
      'tutor session',
      'reading list',
    ],
    craft: 'teach',
  },
  Marketing: {
    things: [
      'campaign idea',
      'brand story',
      'social media plan',
      'case study',
      'social audit',
      'newsletter',
    ],
    craft: 'plan',
  },
  Consulting: {
    things: [
      'strategy session',
      'growth plan',
      'client result',
      'workshop',
      'process review',
      'quarterly review',
    ],
    craft: 'advise on',
  },
  'Beauty & Wellness': {
    things: [
      'signature treatment',
      'skincare routine',
      'relaxing massage',
      'gift voucher',
      'new therapist',
      'self-care evening',
    ],
    craft: 'care for',
  },
  Automotive: {
    things: ['winter check', 'service plan', 'tyre change', 'MOT', 'detailing', 'battery care'],
    craft: 'service',
  },
  Finance: {
    things: [
      'budget plan',
      'tax return',
      'savings habit',
      'pension review',
      'bookkeeping',
      'cash-flow check',
    ],
    craft: 'plan',
  },
  Legal: {
    things: [
      'first meeting',
      'will and estate plan',
      'contract review',
      'tenant rights',
      'small business advice',
      'family law question',
    ],
    craft: 'advise on',
  },
  Entertainment: {
    things: [
      'next show',
      'dress rehearsal',
      'ticket release',
      'guest performer',
      'venue tour',
      'fan night',
    ],
    craft: 'stage',
  },
  'Non-profit': {
    things: [
      'volunteer day',
      'fundraiser',
      'impact story',
      'donation drive',
      'community project',
      'local partners',
    ],
    craft: 'run',
  },
  Other: {
    things: [
      'best-loved service',
      'regulars’ favourite',
      'team favourite',
      'customer question',
      'how we work',
      'local partner',
    ],
    craft: 'make',
  },
};

/** Whether the industry has things of its own, rather than the placeholders of "Other". */
export const hasTradeTopics = (industry: string) => topicsFor(industry) !== TRADE_TOPICS.Other;

export function topicsFor(industry: string): TradeTopics {
  return (TRADE_TOPICS as Record<string, TradeTopics>)[industry] ?? TRADE_TOPICS.Other;
}

const NORTH_SEASONS = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];
const SOUTHERN = new Set(['AU', 'NZ', 'ZA', 'AR', 'BR', 'CL', 'UY', 'PY']);

/** The season a month (1-12) falls in where the business is. */
export function seasonOf(month: number, country: string | null): string {
  const index = (((month - 1 + (country && SOUTHERN.has(country) ? 6 : 0)) % 12) + 12) % 12;
  return NORTH_SEASONS[index] ?? 'spring';
}

/** Words of a trade's tip that tie it to a time of year: it fits only that season. */
const SEASON_BOUND = new Set([
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'christmas',
  'festive',
  'easter',
  'halloween',
  'fireworks',
  'hot',
  'heat',
  'snow',
  'cold',
  'tick',
  'cinnamon',
  'spice',
]);

/**
 * The trade's own tips (the writer's know-how lines: "Keep your loaf cut side down on the
 * board…"), those tied to another time of year left out, for trades without a bank of
 * tips about their own things: a planned tip post of such a trade leads with one of these.
 */
export function tradeTipsFor(industry: string, season: string): string[] {
  // A trade with a bank of tips about its own things gets its tips from the writer,
  // after a brief that names the thing (thing-notes.ts).
  if (hasOwnNotes(industry)) return [];
  const tradeId = (INDUSTRY_TRADES as Record<string, string>)[industry] ?? 'business';
  return tradeById(tradeId)
    .tips.filter((tip) => tip.keys.every((key) => !SEASON_BOUND.has(key) || key === season))
    .map((tip) => tip.line);
}
