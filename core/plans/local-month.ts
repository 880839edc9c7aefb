/**
 * The everyday posts of a month planned in a language other than English: the kinds'
 * briefs in that language, about what the owner sells (in their own words) or about the
 * business itself. The trade's tables (`trade-topics.ts`, `thing-notes.ts`) are English,
 * so none of their things or tips go into such a month: a shorter post rather than an
 * English sentence in a Spanish one (ADR 0022, update of 29 November 2026, language).
 */
import type { PostingDay } from './plan-days';
import type { PlannedSlot, PlanSettings } from './plan-types';
import type { BriefKind } from './plan-phrases';
import { PLAN_PHRASES } from './plan-phrases';
import type { PlanLanguage } from './plan-language';
import { ownDetails, ownThings } from './business-month';
import { seasonOf } from './trade-topics';
import { weightedMix } from './plan-mix';
import { tradeWordOf, withTradeWord } from './trade-word';
import { openingOf } from './variety';
import { kindLines, listOf, LOCAL_LINES } from './local-lines';
import type { BusinessProfile } from '@contract/business-profile';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "25 €" after the thing's name; the owner's line as a sentence of its own. */
const withDetail = (brief: string, detail: string) =>
  /^\P{L}*$/u.test(detail) ? `${brief}, ${detail}` : `${brief}. ${capitalise(detail)}`;

/** "and" and "or" in the planner's languages: where "what you do" divides into things. */
const JOINS = /,|&|\/|\b(?:y|e|o|ou|et|und|oder|ed|and|or)\b/u;

/**
 * What the owner says they do, as things a month can be about, for a business that lists
 * no offerings: "cerrajería y copias de llaves" as "cerrajería" and "copias de llaves",
 * in the owner's own words. Only short phrases of letters.
 */
function whatYouDoParts(whatYouDo: string): string[] {
  const parts = whatYouDo
    .split(JOINS)
    .map((part) => part.trim().replace(/[.!]+$/u, ''))
    .filter((part) => /^[\p{L}' -]+$/u.test(part) && part.split(/\s+/u).length <= 3);
  return [...new Set(parts)];
}

interface Fill {
  name: string;
  season: string;
  /** The trade's word in the owner's language (`trade-word.ts`), when they said one. */
  trade: string | null;
}

/** Every brief a kind can give this month: each opening with each thing, then the alone ones. */
function briefsOfKind(
  language: Exclude<PlanLanguage, 'en'>,
  kind: BriefKind,
  things: readonly string[],
  fill: Fill,
): { brief: string; plain: string; thing: string | null }[] {
  const { withThing, alone } = PLAN_PHRASES[language].briefs[kind];
  // Headed by the trade's word, so that a salon's month and a locksmith's, both about
  // the owner's own things, do not open alike (issue 36).
  const plain = (template: string, thing: string | null) =>
    capitalise(
      template
        .replaceAll('{thing}', thing ?? '')
        .replaceAll('{name}', fill.name)
        .replaceAll('{Season}', capitalise(fill.season))
        .replaceAll('{season}', fill.season),
    );
  // Headed by the trade's word, so that a salon's month and a locksmith's, both about
  // the owner's own things, do not open alike (issue 36); the plain brief is kept for a
  // day whose headed opening the month already has.
  const render = (template: string, thing: string | null) => ({
    brief: withTradeWord(
      plain(template, thing),
      fill.trade,
      language,
      !/^\{(?:name|thing)\}/u.test(template),
    ),
    plain: plain(template, thing),
  });
  // Things first, turn by turn, so that consecutive posts are about different things.
  const paired = withThing.flatMap((_, step) =>
    things.map((thing, index) => {
      const template = withThing[(index + step) % withThing.length] ?? '';
      return { ...render(template, thing), thing };
    }),
  );
  // A tip's opening has a sentence of its own after the thing ("Pregúntanos…"): each once
  // a month, or that sentence would come round again.
  const pairs = kind === 'tip' ? paired.slice(0, withThing.length) : paired;
  const named = alone.filter((template) => fill.name || !template.includes('{name}'));
  return [...pairs, ...named.map((template) => ({ ...render(template, null), thing: null }))];
}

type Option = ReturnType<typeof briefsOfKind>[number];

/**
 * The owner's own lines a month can say once each, as sentences in their language: what
 * makes them different, then what they offer as one list (issue 36). Never a claim they
 * did not make.
 */
function ownLines(
  business: BusinessProfile | null | undefined,
  language: Exclude<PlanLanguage, 'en'>,
  things: readonly string[],
): string[] {
  const sentence = (line: string) => {
    const trimmed = capitalise(line.trim());
    return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
  };
  const differences = (business?.differences ?? []).map(sentence);
  const offers = things.length > 1 ? [LOCAL_LINES[language].offers(listOf(language, things))] : [];
  return [...differences, ...offers];
}

/**
 * The day's brief: the first kind in the cycle's turn with a brief headed by the trade's
 * word whose opening the month does not have, about the thing it has said least about (so
 * one offering does not fill the end); only when no kind has one left, a plain brief,
 * whose opening another business's month may share.
 */
function pickBrief(
  cycle: readonly BriefKind[],
  pools: ReadonlyMap<BriefKind, readonly Option[]>,
  index: number,
  taken: {
    briefs: ReadonlySet<string>;
    openings: ReadonlySet<string>;
    timesOf: (thing: string | null) => number;
    /**
     * Whether a post of this kind about this thing still has something to say after its
     * brief: from the owner's words (`owner`), or from the kind's own lines too.
     */
    hasBody: (kind: BriefKind, thing: string | null, owner: boolean) => boolean;
  },
): { kind: BriefKind; option: Option; brief: string } | null {
  const fresh = (brief: string) =>
    !taken.briefs.has(brief) && !taken.openings.has(openingOf(brief));
  const kinds = cycle.map((_, step) => cycle[(index + step) % cycle.length] ?? 'tip');
  // A post with something to say first; a heading alone only when nothing else is left.
  for (const [headed, bodied] of [
    [true, true],
    [false, true],
    [true, false],
    [false, false],
  ] as const) {
    for (const kind of kinds) {
      const options = (pools.get(kind) ?? []).filter(
        (one) =>
          // Another kind stands in for the day's only with the owner's words: the kinds'
          // own lines would otherwise fill a month with thanks whatever the owner favours.
          (!bodied || taken.hasBody(kind, one.thing, kind !== kinds[0])) &&
          (headed ? fresh(one.brief) : fresh(one.plain) && !taken.briefs.has(one.brief)),
      );
      const option = options.reduce<Option | undefined>(
        (best, one) =>
          best === undefined || taken.timesOf(one.thing) < taken.timesOf(best.thing) ? one : best,
        undefined,
      );
      if (option) return { kind, option, brief: headed ? option.brief : option.plain };
    }
  }
  return null;
}

/**
 * What the month's posts can say after their briefs, each said once: the owner's words
 * about a thing, their other lines, and how many of each kind's own lines are left (the
 * writer adds those, `write-plan-post.ts`).
 */
function monthBodies(
  business: BusinessProfile | null | undefined,
  language: Exclude<PlanLanguage, 'en'>,
  listed: readonly string[],
  season: string,
) {
  const details = ownDetails(business);
  const detailOf = (thing: string) =>
    details.get(thing) ?? details.get(thing.charAt(0).toLowerCase() + thing.slice(1));
  const described = new Set<string>();
  const own = ownLines(business, language, listed);
  const bankLeft = new Map<BriefKind, number>(
    (['seasonal', 'community', 'spotlight', 'behind_the_scenes'] as const).map((kind) => [
      kind,
      kindLines(language, kind, season).length,
    ]),
  );
  const unsaidDetail = (thing: string | null) =>
    thing !== null && !described.has(thing) && detailOf(thing) !== undefined;
  const thin = (kind: BriefKind) => kind === 'spotlight' || kind === 'behind_the_scenes';
  return {
    hasBody: (kind: BriefKind, thing: string | null, owner: boolean) => {
      if (kind === 'tip') return !owner;
      if (unsaidDetail(thing) || (thin(kind) && own.length > 0)) return true;
      return !owner && (bankLeft.get(kind) ?? 0) > 0;
    },
    /**
     * A post about something the owner sells says what they said of it, price included.
     * Once a thing: the same price twice in a month is the same sentence twice. A
     * spotlight or a look behind the scenes with nothing of its thing left to say takes
     * one of the owner's other lines (what makes them different, what they offer).
     */
    withBody: (kind: BriefKind, thing: string | null, brief: string) => {
      const detail = kind !== 'tip' && thing && unsaidDetail(thing) ? detailOf(thing) : undefined;
      if (thing && detail) {
        described.add(thing);
        return withDetail(brief, detail);
      }
      const other = thin(kind) ? own.shift() : undefined;
      if (other) return `${brief}. ${other}`;
      if (bankLeft.has(kind)) bankLeft.set(kind, (bankLeft.get(kind) ?? 1) - 1);
      return brief;
    },
  };
}

/**
 * The posting days left, as the cycle of kinds in the business's language: each brief
 * once in the month; a kind whose briefs are all used gives way to the next kind that has
 * one, and a day no brief is left for gets no post rather than a repeated one.
 */
export function localMixSlots(
  rest: readonly PostingDay[],
  briefs: Set<string>,
  settings: PlanSettings,
  context: { businessName: string; industry?: string; business?: BusinessProfile | null },
  language: Exclude<PlanLanguage, 'en'>,
): PlannedSlot[] {
  const monthNumber = Number(settings.month.slice(5, 7));
  // German writes its nouns with a capital: the owner's names as they wrote them.
  const asWritten = new Map(
    (context.business?.offerings ?? []).map((offering) => [
      offering.name.trim().toLowerCase(),
      offering.name.trim(),
    ]),
  );
  const listed = ownThings(context.business, monthNumber).map((thing) =>
    language === 'de' ? (asWritten.get(thing.toLowerCase()) ?? thing) : thing,
  );
  const things = listed.length > 0 ? listed : whatYouDoParts(context.business?.whatYouDo ?? '');
  const season = PLAN_PHRASES[language].seasons[seasonOf(monthNumber, settings.country)] ?? '';
  const fill = {
    name: context.businessName,
    season,
    trade: tradeWordOf(context.industry ?? '', context.business, language),
  };
  // The same kinds, in the same order, as an English month, the favoured ones included.
  const cycle = weightedMix(settings.kindWeights);
  const pools = new Map(
    cycle.map((kind) => [kind, briefsOfKind(language, kind, things, fill)] as const),
  );
  const slots: PlannedSlot[] = [];
  const openings = new Set([...briefs].map(openingOf));
  const told = new Map<string, number>();
  const timesOf = (thing: string | null) => (thing === null ? 0 : (told.get(thing) ?? 0));
  const bodies = monthBodies(
    context.business,
    language,
    listed,
    seasonOf(monthNumber, settings.country),
  );
  const taken = { briefs, openings, timesOf, hasBody: bodies.hasBody };
  rest.forEach((day, index) => {
    const picked = pickBrief(cycle, pools, index, taken);
    if (!picked) return;
    const { kind, option } = picked;
    const next = { ...option, brief: picked.brief };
    briefs.add(option.brief);
    briefs.add(next.brief);
    openings.add(openingOf(next.brief));
    if (next.thing) told.set(next.thing, timesOf(next.thing) + 1);
    const brief = bodies.withBody(kind, next.thing, next.brief);
    slots.push({ date: day.date, time: day.time, platforms: day.platforms, kind, brief });
  });
  return slots;
}
