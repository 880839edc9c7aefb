import type { BusinessProfile } from '@contract/business-profile';
import type { Platform } from '@contract/onboarding';
import { addLocalDays } from '../schedule/zoned-time';
import {
  firstPostingTime,
  placeOwnDates,
  planCount,
  postingDaysOf,
  type PostingDay,
} from './plan-days';
import type { Holiday, PlannedSlot, PlanSettings, SlotKind } from './plan-types';
import { hasTradeTopics, seasonOf, topicsFor, tradeTipsFor } from './trade-topics';
import { MONTH_NAMES } from '../schedule/month-names';
import {
  closedDates,
  closureNotices,
  ownDetails,
  ownThings,
  whatYouDoThings,
} from './business-month';
import { closedWeekday } from './opening-day';
import { localHolidayBrief, planLanguageOf, type PlanLanguage } from './plan-language';
import { localMixSlots } from './local-month';
import { tradeWordOf, withTradeWord } from './trade-word';
import { openingOf } from './variety';
import { weightedMix } from './plan-mix';

export interface PlanContext {
  industry: string;
  businessName: string;
  holidays: readonly Holiday[];
  /** What the business does, sells and how it runs; absent when not said. */
  business?: BusinessProfile | null;
}

/** What a brief is made of: the thing, the trade's word, the season and the business's name. */
interface Fill {
  thing: string;
  /** The thing with a capital, to lead a sentence. */
  Thing: string;
  /** The trade's word with a capital ("Bakery", "Upholstery"), to lead a headline. */
  Trade: string;
  season: string;
  name: string;
}

/**
 * A brief's template, and what it opens with: the thing itself or the trade's word. Both
 * come from the business (its things, what it does), so two trades' months do not open
 * alike (issue 36), and each template's next words differ, so no two posts of a month do.
 */
interface Template {
  leads: 'thing' | 'trade';
  text: (fill: Fill) => string;
}

const byThing = (text: Template['text']): Template => ({ leads: 'thing', text });
const byTrade = (text: Template['text']): Template => ({ leads: 'trade', text });

/**
 * Several briefs per kind, each opening differently, so no two posts of a month start alike.
 * Each reads as the first line of a post: the writer keeps it and builds the post around it.
 */
const BRIEFS: Record<Exclude<SlotKind, 'own_date' | 'offer' | 'holiday'>, readonly Template[]> = {
  // The writer follows each with a concrete tip about its subject from the trade's bank.
  tip: [
    byThing(({ Thing }) => `${Thing}: a tip worth keeping`),
    byTrade(({ Trade, thing }) => `${Trade} tip: ${thing}`),
    byThing(({ Thing }) => `${Thing}: what we tell everyone`),
    byTrade(({ Trade, thing }) => `${Trade} know-how: ${thing}`),
    byThing(({ Thing }) => `${Thing}: good to know`),
    byTrade(({ Trade, thing }) => `${Trade} advice: ${thing}`),
  ],
  behind_the_scenes: [
    byThing(({ Thing }) => `${Thing}, behind the scenes`),
    byTrade(({ Trade, thing }) => `${Trade} diary: ${thing}`),
    byThing(({ Thing }) => `${Thing}: where it all starts`),
    byTrade(({ Trade, thing }) => `${Trade} routine: ${thing}`),
    byThing(({ Thing }) => `${Thing}: the quiet part of the job`),
    byTrade(({ Trade, thing }) => `${Trade} habits behind the ${thing}`),
  ],
  spotlight: [
    byThing(({ Thing }) => `${Thing}, up close`),
    byTrade(({ Trade, thing }) => `${Trade} spotlight: ${thing}`),
    byThing(({ Thing }) => `${Thing}: worth a closer look`),
    byTrade(({ Trade, thing }) => `${Trade} pick of the week: ${thing}`),
    byThing(({ Thing }) => `${Thing}, front and centre this week`),
    byTrade(({ Trade, thing }) => `${Trade} question: have you tried the ${thing} yet?`),
  ],
  seasonal: [
    byTrade(({ Trade, thing, season }) => `${Trade} in ${season}: ${thing}`),
    byThing(({ Thing, season }) => `${Thing} for ${season}`),
    byTrade(({ Trade, thing, season }) => `${Trade} notes for ${season}: ${thing}`),
    byThing(({ Thing, season }) => `${Thing}, as ${season} comes in`),
  ],
  community: [
    byThing(({ Thing }) => `${Thing}: your questions keep us going, thank you`),
    byTrade(({ Trade, name }) => `${Trade} thanks to our regulars: you make ${name} what it is`),
    byTrade(({ Trade }) => `${Trade} shout-out: to the neighbours we love working alongside`),
    byTrade(({ Trade }) => `${Trade} round-up: thank you for every kind word this month`),
  ],
};

/**
 * A tip for a trade the writer has no tables for: it has no know-how of that trade to
 * give, so rather than announce a tip and give a general one ("Write your questions
 * down…"), the post offers to answer. Each asks the reader, so it takes no other call.
 */
const ASK_INSTEAD: readonly Template[] = [
  byThing(
    ({ Thing, thing }) =>
      `${Thing}: not sure it suits you? Ask us about the ${thing} and we will help`,
  ),
  byTrade(({ Trade, thing }) => `${Trade} questions? Ask us anything about the ${thing}`),
  byThing(
    ({ Thing, thing }) =>
      `${Thing}: what would you like to know? Send us your question about the ${thing}`,
  ),
  byTrade(({ Trade, thing }) => `${Trade} help: what do you need from the ${thing}? Tell us`),
];

/** The opening's words a thing fills ("sourdough loaf"); a longer thing cannot lead. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Kinds whose posts say something particular about their thing, which runs out if repeated. */
const EVEN_KINDS = new Set<SlotKind>(['tip', 'behind_the_scenes', 'spotlight']);

/** The thing this kind has been about least, the first from `start` on a tie. */
function leastUsedThing(
  things: readonly string[],
  perThing: ReadonlyMap<string, number>,
  kind: SlotKind,
  start: number,
): string | null {
  let best: { thing: string; count: number } | null = null;
  for (let step = 0; step < things.length; step += 1) {
    const thing = things[(start + step) % things.length];
    if (thing === undefined) continue;
    const count = perThing.get(`${kind}:${thing}`) ?? 0;
    if (!best || count < best.count) best = { thing, count };
  }
  return best?.thing ?? null;
}

/**
 * What the month's posts are about: what the owner sells in that month, alone once there
 * are a few of them; with one or two, the trade's usual things after them, so the month
 * does not say the same about two products thirty times. A trade with no things of its
 * own has only placeholders ("Spotlight on the local partner" reads as nonsense to an
 * upholsterer), so the owner's things are its month alone, however few: what they sell,
 * else what they say they do.
 */
function topicsOf(context: PlanContext, monthNumber: number) {
  const trade = topicsFor(context.industry);
  const listed = ownThings(context.business, monthNumber);
  // With nothing listed, what the owner says they do names the things, when the trade
  // has none of its own.
  const own =
    listed.length > 0 || hasTradeTopics(context.industry)
      ? listed
      : whatYouDoThings(context.business);
  if (own.length === 0) return trade;
  if (own.length >= 3 || !hasTradeTopics(context.industry)) return { ...trade, things: own };
  const ownLower = new Set(own.map((thing) => thing.toLowerCase()));
  return {
    ...trade,
    things: [...own, ...trade.things.filter((thing) => !ownLower.has(thing.toLowerCase()))],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A spotlight's brief with what the owner said of the thing: after a colon, or as a
 * sentence of its own after a question ("Have you tried the chair re-covering yet?:
 * re-covered…" read as a typo).
 */
const withDetail = (brief: string, detail: string) =>
  brief.endsWith('?')
    ? `${brief} ${capitalise(detail)}`
    : // A headline already has its colon ("Upholstery spotlight: …"): two read as a typo.
      `${brief}${brief.includes(':') ? ',' : ':'} ${detail}`;

/** Whether a line already says which day ("close 12 Feb at 6pm", "on Friday 14th"). */
const namesADay = (text: string) =>
  /\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{4}-\d{2}-\d{2}/iu.test(
    text,
  );

/** "2027-03-26" as "26 March": the holiday's own day, in words an owner would write. */
const dayAndMonth = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''}`.trim();

/** `count` items spread evenly over a list, first and last included when there is room. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count === 1) return items.slice(0, 1);
  const picked: T[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = items[Math.round((index * (items.length - 1)) / (count - 1))];
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

/**
 * `count` of the free posting days, on days the business opens when there are enough of
 * them: a post on a day it opens can ask the reader over. When the owner asked for more
 * posts than that, the rest go on its closed weekdays (still days the owner ticked), whose
 * posts the writer words for a closed day (ADR 0022, update of 29 November 2026).
 */
function openDaysFirst(
  free: readonly PostingDay[],
  count: number,
  business: BusinessProfile | null | undefined,
): PostingDay[] {
  const hours = business?.openingHours;
  const open = free.filter((day) => !closedWeekday(hours, day.date));
  if (open.length >= count) return spread(open, count);
  const shut = free.filter((day) => closedWeekday(hours, day.date));
  return [...open, ...spread(shut, count - open.length)].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

type Topics = ReturnType<typeof topicsOf>;

interface BriefTurn {
  kind: keyof typeof BRIEFS;
  index: number;
  round: number;
  monthShift: number;
  evenThing: string | null;
  topics: Topics;
  season: string;
  name: string;
  /** The trade's word (`trade-word.ts`), else the business's name. */
  trade: string;
  /** A trade the writer has no tables for: its tips offer to answer instead. */
  noTables: boolean;
}

/**
 * A thing of more than two words would fill a thing-led opening alone: two posts alike.
 * A trade-led one about a thing that names the trade reads twice ("Kayak tip: kayak hire").
 */
const canLead = (template: Template, thing: string, trade: string) =>
  template.leads === 'trade'
    ? !thing.toLowerCase().includes(trade.toLowerCase())
    : wordsOf(thing).length <= 2;

/**
 * Every pairing of a kind's openings and the trade's things, in turn: no brief twice.
 * The brief and the step after it, or the last pairing tried when every one is taken.
 */
function pairedBrief(turn: BriefTurn, briefs: ReadonlySet<string>) {
  const { topics, index } = turn;
  const templates = turn.kind === 'tip' && turn.noTables ? ASK_INSTEAD : BRIEFS[turn.kind];
  // A trade-led opening reads the same whatever its thing: once a month.
  const openings = new Set([...briefs].map(openingOf));
  let brief = '';
  for (let attempt = 0; attempt < templates.length * topics.things.length; attempt += 1) {
    const step = turn.round + attempt + turn.monthShift;
    const template = templates[step % templates.length];
    const thing =
      turn.evenThing ??
      topics.things[(index + Math.floor(step / templates.length) * 5) % topics.things.length] ??
      'work';
    if (!template || !canLead(template, thing, turn.trade)) continue;
    brief = template.text({
      thing,
      Thing: capitalise(thing),
      Trade: capitalise(turn.trade),
      season: turn.season,
      name: turn.name,
    });
    if (!briefs.has(brief) && !openings.has(openingOf(brief))) return { brief, next: step + 1 };
  }
  // Every opening about this thing is taken: another thing, before repeating one.
  if (turn.evenThing !== null) return pairedBrief({ ...turn, evenThing: null }, briefs);
  // Every offer to answer is used: a general tip rather than a sentence said twice.
  if (turn.kind === 'tip' && turn.noTables)
    return pairedBrief({ ...turn, noTables: false }, briefs);
  // Nothing fits: the kind's first opening about the thing, which the writer then varies.
  const thing = turn.evenThing ?? topics.things[0] ?? 'work';
  const first = `${capitalise(thing)}: ${turn.kind === 'tip' ? 'good to know' : 'up close'}`;
  return { brief: brief || first, next: null };
}

/** Kinds a trade without tables can always say something true in, in turn. */
const ALWAYS_TRUE: readonly SlotKind[] = ['seasonal', 'community'];

/** The things the owner described first, for a trade without tables. */
const describedFirst = (
  things: readonly string[],
  noTables: boolean,
  details: ReadonlyMap<string, string>,
) =>
  noTables
    ? [...things.filter((thing) => details.has(thing)), ...things.filter((t) => !details.has(t))]
    : things;

/**
 * For a trade the writer has no tables for: the kinds the slot may take, best first. It
 * has no steps of its own to show, so a behind-the-scenes post, and a spotlight once
 * every offering the owner described has had one, would be a heading with nothing true
 * after it (issue 36). Such a slot becomes a spotlight on an offering whose owner's words
 * are still unsaid, else a seasonal post or a thank-you, in turn; the planned kind only
 * when neither has a brief left.
 */
function kindsWithSomethingToSay(
  planned: SlotKind,
  month: {
    things: readonly string[];
    details: ReadonlyMap<string, string>;
    perThing: ReadonlyMap<string, number>;
    substitutes: number;
  },
): SlotKind[] {
  const thin = planned === 'behind_the_scenes' || planned === 'spotlight';
  const unsaid = month.things.some(
    (thing) => month.details.has(thing) && (month.perThing.get(`spotlight:${thing}`) ?? 0) === 0,
  );
  if (thin && unsaid) return ['spotlight'];
  const turn = month.substitutes % ALWAYS_TRUE.length;
  const others = [...ALWAYS_TRUE.slice(turn), ...ALWAYS_TRUE.slice(0, turn)].filter(
    (kind) => kind !== planned,
  );
  // The thin kinds last, so that a day is never given a brief the month already has.
  const last: SlotKind[] = ['spotlight', 'behind_the_scenes'];
  return thin ? [...others, planned, ...last] : [planned, ...others, ...last];
}

/**
 * The posting days left, as a cycling mix of kinds: a tip leads with the trade's own
 * know-how while it lasts, the other kinds pair their openings with the month's things.
 * `briefs` holds the briefs already planned and gains each new one.
 */
function mixSlots(
  rest: readonly PostingDay[],
  briefs: Set<string>,
  settings: PlanSettings,
  context: PlanContext,
): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  const topics = topicsOf(context, Number(settings.month.slice(5, 7)));
  const season = seasonOf(Number(settings.month.slice(5, 7)), settings.country);
  const used = new Map<string, number>();
  // Consecutive months start the pairings at different places, so they read differently.
  const monthShift = Number(settings.month.slice(5, 7)) * 7;
  const noTables = !hasTradeTopics(context.industry);
  // A trade without tables has only general tips, which read as another trade's.
  const tradeTips = noTables ? [] : tradeTipsFor(context.industry, season);
  const details = ownDetails(context.business);
  let tipsUsed = 0;
  const perThing = new Map<string, number>();
  const mix = weightedMix(settings.kindWeights);
  let substitutes = 0;
  const name = context.businessName || 'our place';
  const trade = tradeWordOf(context.industry, context.business, 'en') ?? name;
  /** The kind's next brief about its thing, and whether it is new to the month. */
  const briefOf = (kind: keyof typeof BRIEFS, index: number) => {
    // Tips and steps go round the things evenly: the writer has a couple about each. A
    // spotlight of a trade without tables goes first to a thing the owner described.
    const evenThing = EVEN_KINDS.has(kind)
      ? leastUsedThing(describedFirst(topics.things, noTables, details), perThing, kind, index)
      : null;
    const turn = { kind, index, round: used.get(kind) ?? 0 };
    const paired = pairedBrief(
      { ...turn, monthShift, evenThing, topics, season, name, trade, noTables },
      briefs,
    );
    return { ...paired, evenThing, fresh: paired.next !== null && !briefs.has(paired.brief) };
  };
  rest.forEach((occasion, index) => {
    const planned = mix[index % mix.length] ?? 'tip';
    const at = { date: occasion.date, time: occasion.time, platforms: occasion.platforms };
    // A tip slot leads with the trade's own know-how while it lasts: a real tip to share.
    const tradeTip =
      planned === 'tip' ? tradeTips[(tipsUsed + monthShift) % tradeTips.length] : undefined;
    if (planned === 'tip' && tradeTip && tipsUsed < tradeTips.length && !briefs.has(tradeTip)) {
      tipsUsed += 1;
      briefs.add(tradeTip);
      slots.push({ ...at, kind: planned, brief: tradeTip });
      return;
    }
    const candidates = noTables
      ? kindsWithSomethingToSay(planned, { things: topics.things, details, perThing, substitutes })
      : [planned];
    const options = candidates
      .map((kind) => ({ kind, ...briefOf(kind as keyof typeof BRIEFS, index) }))
      .filter((one) => one.fresh);
    const chosen = noTables
      ? // A general tip after the offers to answer would be another trade's: only when
        // nothing else new is left, as before.
        (options.find((one) => one.kind !== 'tip' || one.brief.includes('?')) ??
        options[0] ?? { kind: planned, ...briefOf(planned as keyof typeof BRIEFS, index) })
      : { kind: planned, ...briefOf(planned as keyof typeof BRIEFS, index) };
    const { kind, evenThing } = chosen;
    if (kind !== planned) substitutes += 1;
    if (chosen.next !== null) used.set(kind, chosen.next);
    let brief = chosen.brief;
    // A spotlight on something the owner sells says what they said of it, price included;
    // once a thing, or a month says the same price and line four times.
    const firstSpotlight = (perThing.get(`spotlight:${evenThing}`) ?? 0) === 0;
    const detail =
      kind === 'spotlight' && evenThing && firstSpotlight ? details.get(evenThing) : undefined;
    const detailed = detail ? withDetail(brief, detail) : brief;
    if (!briefs.has(detailed)) brief = detailed;
    if (evenThing)
      perThing.set(`${kind}:${evenThing}`, (perThing.get(`${kind}:${evenThing}`) ?? 0) + 1);
    briefs.add(brief);
    slots.push({ ...at, kind, brief });
  });
  return slots;
}

/**
 * The owner's top posts to post again, a spotlight each with its brief: the first on the
 * first free day, a second half the free days later so the two do not sit together. Adds
 * them to `slots` (up to `count`) and answers the days still free.
 */
function placePostAgain(
  free: readonly PostingDay[],
  briefs: readonly string[],
  slots: PlannedSlot[],
  count: number,
): PostingDay[] {
  let left = [...free];
  for (const [index, brief] of briefs.entries()) {
    const day = left[Math.floor((index * left.length) / 2)];
    if (slots.length >= count || !day) break;
    slots.push({ ...day, platforms: [...day.platforms], kind: 'spotlight', brief });
    left = left.filter((other) => other.date !== day.date);
  }
  return left;
}

/**
 * A holiday's brief. In English as before ("Good Friday falls on 26 March": a heading such
 * as "Kayak:" read as a typo, and two holidays are a small part of a month); in another
 * language headed by the trade's word when it is one word (with two, "Domingo de Pascua"
 * and "Lunes de Pascua" would still differ, but "Easter Sunday" and "Easter Monday" after
 * a two-word heading would open alike).
 */
function holidayBrief(holiday: Holiday, context: PlanContext, language: PlanLanguage): string {
  if (language === 'en') return `${holiday.name} falls on ${dayAndMonth(holiday.date)}`;
  const tradeWord = tradeWordOf(context.industry, context.business, language);
  return withTradeWord(
    localHolidayBrief(language, holiday.name, holiday.date),
    tradeWord && !/\s/u.test(tradeWord) ? tradeWord : null,
    language,
  );
}

/**
 * A month of slots, instantly and without writing: the owner's dates first, then public
 * holidays that fall in the month (at most one post in five), then a cycling mix of
 * tips, behind the scenes, spotlights, seasonal posts and thanks. An offer appears only
 * when one of the owner's lines names one.
 */
export function planMonth(settings: PlanSettings, context: PlanContext): PlannedSlot[] {
  const { count } = planCount(settings);
  const platforms = settings.platforms.length ? settings.platforms : (['instagram'] as Platform[]);
  const postingDays = postingDaysOf({ ...settings, platforms });
  const time = firstPostingTime({ ...settings, platforms });
  // The planner's own lines are in the business's first language when it writes it.
  const language = planLanguageOf(context.business?.languages);

  const slots: PlannedSlot[] = [];
  for (const { item, day } of placeOwnDates(settings).slice(0, count)) {
    slots.push({
      date: day,
      time,
      platforms: [...platforms],
      kind: item.isOffer ? 'offer' : 'own_date',
      // The line's date was its label ("20 Mar: …"): the post goes out days before, so it
      // must say the day itself.
      brief: namesADay(item.text) ? item.text : `${item.text} (${dayAndMonth(item.date)})`,
    });
  }

  // The owner's closures: a notice before each, in their words, and no other post while
  // the door is shut (a post would invite customers to a closed shop).
  for (const notice of closureNotices(context.business, settings.month)) {
    if (slots.length >= count || slots.some((slot) => slot.date === notice.date)) continue;
    slots.push({
      date: notice.date,
      time,
      platforms: [...platforms],
      kind: 'own_date',
      brief: notice.brief,
    });
  }
  const closed = closedDates(context.business, settings.month);

  const holidays = context.holidays
    .filter((holiday) => holiday.date.startsWith(settings.month))
    .slice(0, Math.floor(count / 5));
  for (const holiday of holidays) {
    if (slots.length >= count) break;
    const postOn =
      holiday.date > `${settings.month}-01` ? addLocalDays(holiday.date, -1) : holiday.date;
    if (slots.some((slot) => slot.date === postOn) || closed.has(postOn)) continue;
    slots.push({
      date: postOn,
      time,
      platforms: [...platforms],
      kind: 'holiday',
      brief: holidayBrief(holiday, context, language),
    });
  }

  const taken = new Set(slots.map((slot) => slot.date));
  // One post a day: the rest go on posting days no date or holiday has taken.
  const free = placePostAgain(
    postingDays.filter((day) => !taken.has(day.date) && !closed.has(day.date)),
    settings.postAgain ?? [],
    slots,
    count,
  );
  const rest = openDaysFirst(free, count - slots.length, context.business);
  const briefs = new Set(slots.map((slot) => slot.brief));
  slots.push(
    ...(language === 'en'
      ? mixSlots(rest, briefs, settings, context)
      : localMixSlots(rest, briefs, settings, context, language)),
  );

  return slots
    .slice(0, count)
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}
