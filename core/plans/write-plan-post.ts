import type { OpeningHours } from '@contract/business-profile';
import type { OnboardingData } from '@contract/onboarding';
import { readRequest } from '../offline-writer/message';
import { hashText } from '../offline-writer/seed';
import type { PostRequest, WrittenPost } from '../post-writer';
import { splitSentences } from '../sentences';
import { readBrief } from '../offline-writer/brief';
import { KIND_LINES, OPENINGS } from '../offline-writer/caption';
import { render } from '../offline-writer/lines';
import { ANY_CALL, CALLS_TO_ACTION, KNOWN_CALLS, WARM_LINES, callKindOf } from './follow-ups';
import { hasOwnNotes, notesFor, SEASON_LINES, tipBank } from './thing-notes';
import { planHashtags } from './plan-hashtags';
import { hasTradeTopics, seasonOf, topicsFor, tradeTipsFor } from './trade-topics';
import type { PlannedSlot } from './plan-types';
import { normalSentence, remember, varyCaption, type VarietyLedger } from './variety';
import { MAX_VARIATIONS } from './plan-tries';
import { isClosureNotice } from './business-month';
import { backLines, fitsTheDay, openingDayOf, type OpeningDay } from './opening-day';
import type { PlanLanguage } from './plan-language';
import { PLAN_PHRASES } from './plan-phrases';
import { suitsTheTrade } from './shelter-lines';
import { kindLines } from './local-lines';

type PlanSlot = Pick<PlannedSlot, 'brief' | 'platforms'> & {
  kind?: PlannedSlot['kind'];
  /** YYYY-MM-DD: the season a seasonal post speaks of, and the day it goes out. */
  date?: string;
  /** HH:mm: when it goes out that day. */
  time?: string;
  /** Whether the business is open that day, from the owner's hours; unknown when absent. */
  opening?: OpeningDay;
  /** The language of the planner's own lines; English when absent. */
  language?: PlanLanguage;
};

/** Titles longer than this take the brief's first phrase. */
const PLAN_TITLE_LENGTH = 70;

export type WriteFn = (
  request: PostRequest & { variation?: number },
) => WrittenPost | Promise<WrittenPost>;

/** The brief as a finished sentence, the way the owner's message would read. */
function briefSentence(brief: string): string {
  const trimmed = brief.trim();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A brief that only names a topic ("post about rye bread"): the writer writes from it alone. */
const isTopicBrief = (brief: string) => readRequest(brief, { lowerCase: false }).brief;

/** The trade's thing the brief is about ("croissants"), when it names one. */
export function subjectOf(brief: string, industry: string): string | null {
  const lower = brief.toLowerCase();
  return topicsFor(industry).things.find((thing) => lower.includes(thing.toLowerCase())) ?? null;
}

/** A brief that already asks the reader something ("Questions? Ask away") needs no call. */
const ASKS_THE_READER =
  /\b(?:ask (?:away|us)|send (?:us|yours|it)|tell us|let us know|get in touch|message us|send us a message)\b/iu;

/** The season of the month the slot is in, when the slot has a date. */
function seasonFor(slot: PlanSlot, country: string | null): string {
  return slot.date ? seasonOf(Number(slot.date.slice(5, 7)), country) : 'spring';
}

/** What a post of this kind says after its brief: substance before the call to action. */
function substanceOptions(
  slot: PlanSlot,
  subject: string | null,
  industry: string,
  season: string,
): readonly (readonly string[])[][] {
  const notes = notesFor(industry, subject);
  const generic = notesFor('', null);
  const kind = slot.kind ?? 'tip';
  const briefSentences = splitSentences(briefSentence(slot.brief)).length;
  switch (kind) {
    case 'tip': {
      // A brief that is already one of the trade's tips is the tip; any other brief
      // gets one, about its own subject when it names one.
      // A tip that offers to answer ("Family canoe: not sure it is right for you? Ask us")
      // is complete: a general tip after it would be another trade's.
      if (!hasTradeTopics(industry) && ASKS_THE_READER.test(slot.brief)) return [];
      const brief = normalSentence(slot.brief);
      const tradeTips = ['spring', 'summer', 'autumn', 'winter'].flatMap((any) =>
        tradeTipsFor(industry, any),
      );
      const isTip = [...tipBank(industry), ...tradeTips].some(
        (tip) => normalSentence(tip) === brief,
      );
      if (isTip) return [];
      // A trade without a bank about its own things takes the general tips and its own
      // know-how for the season.
      if (!hasOwnNotes(industry) || !subject) {
        return [[tipBank(industry), tradeTipsFor(industry, season)]];
      }
      return [[notes.tips]];
    }
    // A step or a description of the thing; the general ones once the thing's are used.
    // A trade without tables has none of its own, and the general ones claim care and
    // checks its owner never spoke of ("Every detail is checked…"): its brief carries the
    // owner's own words instead (`plan-month.ts`).
    case 'behind_the_scenes':
      if (!hasTradeTopics(industry)) return [];
      return briefSentences > 1 ? [] : [[notes.steps, generic.steps]];
    case 'spotlight':
      if (!hasTradeTopics(industry)) return [];
      return briefSentences > 1 ? [] : [[notes.what, generic.what]];
    case 'seasonal':
      return [...(subject ? [[notes.what]] : []), [SEASON_LINES[season] ?? []]];
    case 'community':
    case 'holiday':
      return briefSentences > 1 ? [] : [[WARM_LINES[kind] ?? []]];
    default:
      // The owner's own words say what the date is: the post adds only its call.
      return [];
  }
}

/** The first of `options`, from a place the brief and variation choose, the plan has not said. */
function firstUnsaid(
  options: readonly string[],
  start: number,
  ledger: VarietyLedger,
  avoid: ReadonlySet<string> = new Set(),
): string | null {
  for (let step = 0; step < options.length; step += 1) {
    const line = options[(start + step) % options.length] ?? '';
    const keys = splitSentences(line).map(normalSentence);
    if (keys.some((key) => ledger.sentences.has(key) || avoid.has(key))) continue;
    return line;
  }
  return null;
}

/**
 * The slot's own lines for this variation: what its kind says (a tip, a step of the work,
 * what the thing is like, the season, thanks), then exactly one call to action that suits
 * it (a deadline is met, an event attended, an offer taken up) and is not the one the post
 * before ended with. Nothing the plan has already said, and nothing that names the brief's
 * subject again.
 */
export function slotLines(
  slot: PlanSlot,
  ledger: VarietyLedger,
  variation: number,
  industry = '',
  country: string | null = null,
): string[] {
  if (isTopicBrief(slot.brief)) return [];
  // The trade's tips, steps and season lines are English: a post in another language has
  // its brief and its call, shorter rather than half in English.
  if (slot.language && slot.language !== 'en')
    return localSlotLines(slot, slot.language, ledger, variation);
  const subject = subjectOf(slot.brief, industry);
  const season = seasonFor(slot, country);
  const seed = hashText(slot.brief) + variation;
  const day = slot.opening ?? { state: 'unknown' };
  const forTheDay = (pool: readonly string[]) =>
    pool.filter((line) => fitsTheDay(line, day) && suitsTheTrade(line, industry));
  const lines: string[] = [];
  for (const pools of substanceOptions(slot, subject, industry, season)) {
    const line = pools.reduce<string | null>(
      (found, pool) => found ?? firstUnsaid(forTheDay(pool), seed, ledger),
      null,
    );
    if (line) lines.push(line);
  }
  // A closure notice is calm and complete: the dates and the day back, no call to action.
  if (ASKS_THE_READER.test(slot.brief) || isClosureNotice(slot.brief)) return lines;
  const calls = CALLS_TO_ACTION[callKindOf(slot.kind, slot.brief)].filter((line) =>
    suitsTheTrade(line, industry),
  );
  const call = callForTheDay(calls, {
    seed,
    ledger,
    day,
  });
  if (call) lines.push(call);
  return lines;
}

/**
 * The call to action the slot would end with, kept when it fits the post's day. One that
 * asks the reader over on a day the business is shut, or says "today" then, gives way to
 * the day it is back and its opening time (the owner's hours), else to another call that
 * fits (ADR 0012, update of 29 November 2026).
 */
function callForTheDay(
  calls: readonly string[],
  { seed, ledger, day }: { seed: number; ledger: VarietyLedger; day: OpeningDay },
): string | null {
  const avoid = new Set(ledger.previousClosing ? [ledger.previousClosing] : []);
  const usual =
    firstUnsaid(calls, seed, ledger, avoid) ?? firstUnsaid(ANY_CALL, seed, ledger, avoid);
  if (usual === null || fitsTheDay(usual, day)) return usual;
  const fitting = (pool: readonly string[]) => pool.filter((line) => fitsTheDay(line, day));
  return (
    firstUnsaid(backLines(day), seed, ledger, avoid) ??
    firstUnsaid(fitting(calls), seed, ledger, avoid) ??
    firstUnsaid(fitting(ANY_CALL), seed, ledger, avoid)
  );
}

/**
 * A post's lines in a language other than English: one call to action in that language,
 * none after a closure notice or a brief that already asks something. An invitation on a
 * day the business is shut gives way to the day it is back, from the owner's hours.
 */
function localSlotLines(
  slot: PlanSlot,
  language: Exclude<PlanLanguage, 'en'>,
  ledger: VarietyLedger,
  variation: number,
): string[] {
  // A tip in another language already asks the reader to ask (`plan-phrases.ts`).
  if (isClosureNotice(slot.brief) || slot.kind === 'tip') return [];
  const body = localBody(slot, language, ledger, variation);
  // A body that asks the reader something is the post's call: a second would repeat it.
  // On a shut day the call gives way to the day the business is back, which it still needs.
  const shut = slot.opening?.state === 'closed';
  if (body && body.includes('?') && !shut) return [body];
  return [...(body ? [body] : []), ...localCall(slot, language, ledger, variation)];
}

/**
 * What a post in another language says after a brief of one sentence: a line of its kind
 * (the season, thanks, a holiday wish) the month has not said, so that the post is never
 * a heading alone once the month's calls are used (issue 36). A brief with the owner's
 * own words after it (`local-month.ts`) needs none.
 */
function localBody(
  slot: PlanSlot,
  language: Exclude<PlanLanguage, 'en'>,
  ledger: VarietyLedger,
  variation: number,
): string | null {
  if (splitSentences(briefSentence(slot.brief)).length > 1) return null;
  const lines = kindLines(language, slot.kind, seasonFor(slot, null));
  return firstUnsaid(lines, hashText(slot.brief) + variation, ledger);
}

/** The post's one call to action in its language, fitting its day. */
function localCall(
  slot: PlanSlot,
  language: Exclude<PlanLanguage, 'en'>,
  ledger: VarietyLedger,
  variation: number,
): string[] {
  const { calls } = PLAN_PHRASES[language];
  const day = slot.opening ?? { state: 'unknown' };
  const kind = callKindOf(slot.kind, slot.brief);
  const dated = kind === 'deadline' || kind === 'event' || kind === 'offer';
  const pool = dated ? [...calls.date, ...calls.general] : [...calls.visits, ...calls.general];
  const seed = hashText(slot.brief) + variation;
  const avoid = new Set(ledger.previousClosing ? [ledger.previousClosing] : []);
  const call = firstUnsaid(pool, seed, ledger, avoid);
  const shut = day.state === 'closed';
  if (call === null || !shut || !calls.visits.includes(call)) return call ? [call] : [];
  const fitting = pool.filter((line) => !calls.visits.includes(line));
  const instead =
    firstUnsaid(backLines(day, language), seed, ledger, avoid) ??
    firstUnsaid(fitting, seed, ledger, avoid);
  return instead ? [instead] : [];
}

/**
 * A caption in a language other than English keeps the brief and the slot's lines, in
 * that language, and drops what the writer added around them: its padding is English
 * ("Based in Sevilla", "Questions? Just ask us"), and a shorter post is better than a
 * Spanish one with an English sentence in it.
 */
function ownLanguageOnly(caption: string, wanted: readonly string[]): string {
  const keys = new Set(wanted);
  return splitSentences(caption)
    .filter((sentence) => {
      const key = normalSentence(sentence);
      return keys.has(key) || wanted.some((one) => one.length > 0 && key.endsWith(one));
    })
    .join(' ');
}

/**
 * The caption without the writer's line from the profile ("Paddle Point: kayak and
 * paddleboard hire on Derwentwater"): in a month of posts it reads as a form letter.
 * A sentence the slot asked for stays.
 */
function withoutProfileLine(caption: string, name: string, wanted: readonly string[]): string {
  if (!name) return caption;
  const keys = new Set(wanted);
  return splitSentences(caption)
    .filter((sentence) => keys.has(normalSentence(sentence)) || !sentence.startsWith(`${name}: `))
    .join(' ');
}

/** Every call to action the planner writes in a language other than English. */
const LOCAL_CALLS = new Set(
  Object.values(PLAN_PHRASES).flatMap(({ calls }) =>
    [...calls.general, ...calls.date, ...calls.visits].flatMap(splitSentences).map(normalSentence),
  ),
);

/** "Valentine's pre-orders close 12 Feb at 6pm" as a title: the brief's first phrase that fits. */
export function planTitle(brief: string, fallback: string): string {
  const first = (splitSentences(brief.trim())[0] ?? brief).trim();
  const sentence = first.endsWith('?') ? first : first.replace(/[.!…]+$/u, '');
  if (sentence.length <= PLAN_TITLE_LENGTH) return sentence;
  for (const mark of [':', ',', ' – ', ' - ']) {
    const head = sentence.split(mark)[0]?.trim() ?? '';
    if (head !== sentence && head.length <= PLAN_TITLE_LENGTH && head.split(/\s+/u).length >= 3) {
      return head;
    }
  }
  return fallback;
}

/**
 * What the writer adds on its own that a planned post already has from its slot: its
 * openings ("Save the date", "Tip of the week", which may not fit the slot's kind), its
 * lines of thanks and its invitations, an event's among them. A planned post carries the one call to action and
 * the lines its slot chose, so these go.
 */
function writerOwnLines(request: PostRequest): Set<string> {
  const brief = readBrief(request);
  const templates = [
    ...Object.values(OPENINGS).flat(),
    ...(KIND_LINES.thanks ?? []),
    // A call such as "Come and see for yourself" reads to the writer as an event, whose
    // own invitation would then stand before the slot's call as a second one.
    ...(KIND_LINES.event ?? []),
    ...brief.trade.invites,
    'See you around {city}',
    // "Based in York" tells a month's followers nothing new: in a planned post it is filler.
    'Based in {city}',
    'Questions? Send {us} a message',
    // A planned post is written weeks ahead: it promises no updates the owner did not.
    'Updates will follow here',
  ];
  return new Set(templates.map((line) => normalSentence(render(line, brief))));
}

/**
 * The caption with one call to action, last: the writer's own invitations and any call
 * the slot did not choose are dropped, and the chosen call moves to the end.
 */
export function oneCallToAction(
  caption: string,
  call: string | null,
  dropped: ReadonlySet<string>,
): string {
  const chosen = new Set(call ? splitSentences(call).map(normalSentence) : []);
  const all = splitSentences(caption);
  const body = all.filter((sentence) => {
    const key = normalSentence(sentence);
    return !chosen.has(key) && !dropped.has(key) && !KNOWN_CALLS.has(key);
  });
  const callSentences = all.filter((sentence) => chosen.has(normalSentence(sentence)));
  return [...body, ...callSentences].join(' ');
}

/** The slot's call to action among its lines: the last, when it is one. */
const callOf = (
  lines: readonly string[],
  day: OpeningDay,
  language: PlanLanguage = 'en',
): string | null => {
  const last = lines.at(-1);
  const back = new Set(backLines(day, language).flatMap(splitSentences).map(normalSentence));
  const isCall = (sentence: string) =>
    KNOWN_CALLS.has(normalSentence(sentence)) ||
    LOCAL_CALLS.has(normalSentence(sentence)) ||
    back.has(normalSentence(sentence));
  return last && splitSentences(last).every(isCall) ? last : null;
};

export function planPostRequest(
  slot: Pick<PlannedSlot, 'brief' | 'platforms'>,
  profile: OnboardingData | null,
  variation: number,
  lines: readonly string[] = [],
): PostRequest & { variation?: number } {
  const onboarding = profile
    ? { ...profile, contentPrefs: { ...profile.contentPrefs, platforms: slot.platforms } }
    : null;
  const captionLength =
    profile?.contentPrefs.postLength === 'Short'
      ? 'short'
      : profile?.contentPrefs.postLength === 'Long'
        ? 'long'
        : 'medium';
  // The brief is the post's message; the kind's lines carry it on. A topic alone is
  // written by the writer from the trade's own lines.
  const description = lines.length ? [briefSentence(slot.brief), ...lines].join(' ') : slot.brief;
  return {
    description,
    onboarding,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength,
    hashtagGeneration: true,
    variation,
  };
}

/** The slot with its day as the owner's hours tell it, and the language of its lines. */
const slotOnItsDay = (
  planned: PlanSlot,
  hours: OpeningHours | null,
  language: PlanLanguage,
): PlanSlot => ({
  ...planned,
  language,
  opening: planned.date
    ? openingDayOf(hours, planned.date, planned.time)
    : (planned.opening ?? { state: 'unknown' }),
});

/**
 * Writes one slot's post so that it fits the plan's variety rules: the writer's next
 * variation (another opening, other lines, another order) while the caption repeats a
 * sentence, an opening or the last call to action of the plan, or is a near-duplicate.
 * The brief itself is never cut away. The accepted caption joins the ledger.
 */
export async function writePlanPost(
  planned: PlanSlot,
  profile: OnboardingData | null,
  ledger: VarietyLedger,
  write: WriteFn,
  {
    hours = null,
    firstVariation = 0,
    language = 'en',
  }: {
    /** The owner's opening hours: with them a post on a closed day invites no visit that day. */
    hours?: OpeningHours | null;
    /** The first variation tried: 0 for the plan's own writing, later for another version. */
    firstVariation?: number;
    /** The language of the planner's own lines (`planLanguageOf` of the profile's languages). */
    language?: PlanLanguage;
  } = {},
): Promise<WrittenPost & { variation: number }> {
  const industry = profile?.business.industry ?? '';
  // The post's day as the owner's hours tell it, so that no post asks the reader over on
  // a day the door is shut; a slot with no date, or no hours for its day, claims nothing.
  const slot = slotOnItsDay(planned, hours, language);
  const keep = isTopicBrief(slot.brief)
    ? []
    : splitSentences(briefSentence(slot.brief)).map(normalSentence);
  let fallback: WrittenPost | null = null;
  for (let tried = 0; tried < MAX_VARIATIONS; tried += 1) {
    const variation = firstVariation + tried;
    const lines = slotLines(slot, ledger, variation, industry);
    const request = planPostRequest(slot, profile, variation, lines);
    const written = await write(request);
    const post = {
      ...written,
      title: planTitle(slot.brief, written.title),
      caption: oneCallToAction(
        written.caption,
        callOf(lines, slot.opening ?? { state: 'unknown' }, slot.language),
        writerOwnLines(request),
      ),
    };
    // The brief and the lines asked for must all be in the post, none cut by the writer.
    const wantedSentences = [...keep, ...lines.flatMap(splitSentences).map(normalSentence)];
    const inLanguage =
      language === 'en'
        ? withoutProfileLine(post.caption, profile?.business.name ?? '', wantedSentences)
        : ownLanguageOnly(post.caption, wantedSentences);
    const caption = varyCaption(inLanguage, ledger, wantedSentences);
    if (caption) {
      remember(ledger, caption);
      return {
        ...post,
        caption,
        hashtags: planHashtags(
          post.hashtags,
          request.description,
          subjectOf(slot.brief, industry),
          profile?.business.name ?? '',
        ),
        variants: caption === written.caption ? written.variants : undefined,
        variation,
      };
    }
    fallback ??= post;
  }
  // Every variation repeated something: the brief and its unused lines, as they are.
  const caption = [
    briefSentence(slot.brief),
    ...slotLines(slot, ledger, firstVariation + MAX_VARIATIONS, industry),
  ].join(' ');
  remember(ledger, caption);
  const written = fallback ?? (await write(planPostRequest(slot, profile, firstVariation)));
  return {
    ...written,
    title: planTitle(slot.brief, written.title),
    caption,
    variants: undefined,
    variation: firstVariation + MAX_VARIATIONS,
  };
}
