import type { MetricValues } from '@contract/analytics';
import { isPlatform, NETWORK_NAMES, type Network } from '@contract/integrations';
import type { Platform } from '@contract/onboarding';
import {
  BRIEF_MAX_LENGTH,
  OWN_RESULTS_THRESHOLD,
  type KindSuggestion,
  type PlanSuggestions,
  type PostAgainSuggestion,
  type TimeSuggestion,
} from '@contract/plans';
import { engagementOf } from '../analytics';
import { clockTime } from '../schedule/clock-time';
import { MONTH_NAMES } from '../schedule/month-names';
import { toLocalParts } from '../schedule/zoned-time';
import { isEveryday } from './plan-mix';
import { clampPostingTime } from './posting-times';
import type { SlotKind } from './plan-types';

/**
 * The month planner's suggestions from the owner's own results (ADR 0060, update of
 * 29 November 2026): which days and times did best per network, which kinds of post did
 * best, and which good posts are old enough to post again. Each says what it rests on, and
 * none is made on fewer posts than these.
 */

/** Posts on each of two days (or of a kind and of the rest) before comparing them. */
export const MIN_POSTS_PER_BUCKET = 3;
/** How much better one bucket must do before it is called better: 1.2 is "a fifth more". */
export const MIN_RATIO = 1.2;
/** A top post this old may be posted again. */
export const POST_AGAIN_DAYS = 60;
/** The top posts looked at for "post again". */
const TOP_POSTS = 5;
const DAY_MS = 86_400_000;

/** One publication of one post, with its newest reading. */
export interface PublishedResult {
  postId: string;
  title: string;
  network: Network;
  publishedAt: Date;
  /** The plan's kind of the post; null for a post written outside a plan. */
  kind: SlotKind | null;
  metrics: MetricValues | null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const KIND_PLURALS: Record<SlotKind, string> = {
  own_date: 'Posts for your dates',
  offer: 'Offers',
  holiday: 'Holiday posts',
  seasonal: 'Seasonal posts',
  tip: 'Tips',
  behind_the_scenes: 'Behind-the-scenes posts',
  spotlight: 'Spotlights',
  community: 'Thank-you posts',
};
const KIND_COUNT_WORDS: Record<SlotKind, [string, string]> = {
  own_date: ['post for your dates', 'posts for your dates'],
  offer: ['offer', 'offers'],
  holiday: ['holiday post', 'holiday posts'],
  seasonal: ['seasonal post', 'seasonal posts'],
  tip: ['tip', 'tips'],
  behind_the_scenes: ['behind-the-scenes post', 'behind-the-scenes posts'],
  spotlight: ['spotlight', 'spotlights'],
  community: ['thank-you post', 'thank-you posts'],
};

type Measure = 'reach' | 'engagement';

const valueOf = (result: PublishedResult, measure: Measure): number | null => {
  if (!result.metrics) return null;
  return measure === 'reach' ? result.metrics.reach : engagementOf(result.metrics);
};

const hasNumbers = (result: PublishedResult) =>
  valueOf(result, 'reach') !== null || valueOf(result, 'engagement') !== null;

const mean = (values: readonly number[]) =>
  values.reduce((total, value) => total + value, 0) / values.length;

/**
 * How much better `better` did than `other`, but only when the difference survives
 * dropping `better`'s single best post: one post that took off is not a pattern. Zero
 * otherwise.
 */
function lastingRatio(better: readonly number[], other: readonly number[]): number {
  const otherMean = mean(other);
  if (otherMean <= 0) return 0;
  const ratio = mean(better) / otherMean;
  const withoutTop = [...better].sort((a, b) => a - b).slice(0, -1);
  return mean(withoutTop) / otherMean >= MIN_RATIO ? ratio : 0;
}

/** "2.1x", never rounding a real difference up to look bigger. */
const times = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}x`;

/** The hour most of the day's posts went out at (the earlier on a tie), on the hour. */
function usualHour(hours: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const hour of hours) counts.set(hour, (counts.get(hour) ?? 0) + 1);
  const [hour] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [9];
  return clampPostingTime(`${String(hour).padStart(2, '0')}:00`);
}

interface DayBucket {
  day: number;
  values: number[];
  hours: number[];
  instants: number[];
}

/** Reach when the network gives it for any of these posts, else engagement. */
function measureFor(results: readonly PublishedResult[]): Measure | null {
  if (results.some((result) => valueOf(result, 'reach') !== null)) return 'reach';
  if (results.some((result) => valueOf(result, 'engagement') !== null)) return 'engagement';
  return null;
}

function dayBuckets(results: readonly PublishedResult[], measure: Measure, timeZone: string) {
  const buckets = new Map<number, DayBucket>();
  for (const result of results) {
    const value = valueOf(result, measure);
    if (value === null) continue;
    const local = toLocalParts(result.publishedAt, timeZone);
    const bucket = buckets.get(local.weekday) ?? {
      day: local.weekday,
      values: [],
      hours: [],
      instants: [],
    };
    bucket.values.push(value);
    bucket.hours.push(Number(local.time.slice(0, 2)));
    bucket.instants.push(result.publishedAt.getTime());
    buckets.set(local.weekday, bucket);
  }
  return [...buckets.values()].filter((bucket) => bucket.values.length >= MIN_POSTS_PER_BUCKET);
}

/** The network's best day against its worst, when both have enough posts and differ enough. */
function timeSuggestionFor(
  network: Platform,
  results: readonly PublishedResult[],
  timeZone: string,
): TimeSuggestion | null {
  const measure = measureFor(results);
  if (!measure) return null;
  const buckets = dayBuckets(results, measure, timeZone).sort(
    (a, b) => mean(b.values) - mean(a.values) || a.day - b.day,
  );
  const best = buckets[0];
  const worst = buckets.at(-1);
  if (!best || !worst || best === worst) return null;
  const ratio = lastingRatio(best.values, worst.values);
  if (ratio < MIN_RATIO) return null;
  const instants = [...best.instants, ...worst.instants];
  const weeks = Math.max(
    1,
    Math.ceil((Math.max(...instants) - Math.min(...instants)) / (7 * DAY_MS)),
  );
  const time = usualHour(best.hours);
  const what = measure === 'reach' ? 'reached' : 'got';
  const tail = measure === 'reach' ? '' : ' the engagement of';
  return {
    network,
    day: best.day,
    compared_day: worst.day,
    time,
    text:
      `Post on ${NETWORK_NAMES[network]} on ${WEEKDAYS[best.day]}s around ${clockTime(time)}: ` +
      `your ${WEEKDAYS[best.day]} posts ${what} ${times(ratio)}${tail} ` +
      `your ${WEEKDAYS[worst.day]} ones over ${weeks} week${weeks === 1 ? '' : 's'} ` +
      `(${best.values.length} and ${worst.values.length} posts).`,
  };
}

/** Kinds whose posts got clearly more engagement than the owner's other posts. */
function kindSuggestions(results: readonly PublishedResult[]): KindSuggestion[] {
  const scored = results.flatMap((result) => {
    const value = valueOf(result, 'engagement');
    return value === null ? [] : [{ kind: result.kind, value, postId: result.postId }];
  });
  // Only the everyday kinds come round more often; dates, offers and holidays are the owner's.
  const kinds = [...new Set(scored.flatMap((entry) => (entry.kind ? [entry.kind] : [])))].filter(
    (kind) => isEveryday(kind),
  );
  const found: { kind: SlotKind; ratio: number; count: number }[] = [];
  for (const kind of kinds) {
    const own = scored.filter((entry) => entry.kind === kind).map((entry) => entry.value);
    const others = scored.filter((entry) => entry.kind !== kind).map((entry) => entry.value);
    if (own.length < MIN_POSTS_PER_BUCKET || others.length < MIN_POSTS_PER_BUCKET) continue;
    const ratio = lastingRatio(own, others);
    const posts = new Set(
      scored.filter((entry) => entry.kind === kind).map((entry) => entry.postId),
    );
    if (ratio >= MIN_RATIO && posts.size >= MIN_POSTS_PER_BUCKET)
      found.push({ kind, ratio, count: posts.size });
  }
  return found
    .sort((a, b) => b.ratio - a.ratio)
    .slice(0, 2)
    .map(({ kind, ratio, count }) => ({
      kind,
      text:
        `${KIND_PLURALS[kind]} got ${times(ratio)} the engagement of your other posts ` +
        `(${count} ${KIND_COUNT_WORDS[kind][count === 1 ? 0 : 1]}).`,
    }));
}

/** One post's best network reading: its engagement, else its reach. */
function postScores(results: readonly PublishedResult[]) {
  const posts = new Map<string, { result: PublishedResult; engagement: number; reach: number }>();
  for (const result of results) {
    const engagement = valueOf(result, 'engagement') ?? -1;
    const reach = valueOf(result, 'reach') ?? -1;
    const known = posts.get(result.postId);
    if (
      !known ||
      engagement > known.engagement ||
      (engagement === known.engagement && reach > known.reach)
    ) {
      posts.set(result.postId, { result, engagement, reach });
    }
  }
  return [...posts.values()].sort((a, b) => b.engagement - a.engagement || b.reach - a.reach);
}

/** Of the owner's top posts, the ones old enough to post again. */
function postAgainSuggestions(
  results: readonly PublishedResult[],
  timeZone: string,
  now: Date,
): PostAgainSuggestion[] {
  const cutoff = now.getTime() - POST_AGAIN_DAYS * DAY_MS;
  return postScores(results)
    .slice(0, TOP_POSTS)
    .filter(({ result }) => result.publishedAt.getTime() < cutoff)
    .slice(0, 2)
    .map(({ result, engagement, reach }) => {
      const numbers =
        engagement >= 0
          ? `${engagement} reactions, comments, shares and saves`
          : `a reach of ${reach}`;
      const date = toLocalParts(result.publishedAt, timeZone).date;
      const day = `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
      return {
        post_id: result.postId,
        title: result.title,
        brief: result.title.slice(0, BRIEF_MAX_LENGTH),
        text:
          `“${result.title}” (${NETWORK_NAMES[result.network]}, ${day}) is one of your top ` +
          `posts, with ${numbers}, and is over ${POST_AGAIN_DAYS} days old.`,
      };
    });
}

/** Published posts that have numbers: each post once, however many networks it went to. */
export function postsWithNumbers(results: readonly PublishedResult[]): number {
  return new Set(results.filter(hasNumbers).map((result) => result.postId)).size;
}

/**
 * What the planner suggests from the owner's results: nothing of their own until
 * OWN_RESULTS_THRESHOLD posts have numbers (general guidance, and the set-up says why).
 */
export function learnFromResults(input: {
  results: readonly PublishedResult[];
  timeZone: string;
  now: Date;
}): PlanSuggestions {
  const withNumbers = input.results.filter(hasNumbers);
  const count = postsWithNumbers(withNumbers);
  const base = { posts_with_numbers: count, threshold: OWN_RESULTS_THRESHOLD };
  if (count < OWN_RESULTS_THRESHOLD) {
    return { ...base, from_own_results: false, times: [], kinds: [], post_again: [] };
  }
  // The planner's posting times are per platform: Google Business Profile has none (ADR 0065).
  const networks = [...new Set(withNumbers.map((result) => result.network))]
    .filter(isPlatform)
    .sort();
  return {
    ...base,
    from_own_results: true,
    times: networks.flatMap((network) => {
      const own = withNumbers.filter((result) => result.network === network);
      const suggestion = timeSuggestionFor(network, own, input.timeZone);
      return suggestion ? [suggestion] : [];
    }),
    kinds: kindSuggestions(withNumbers),
    post_again: postAgainSuggestions(withNumbers, input.timeZone, input.now),
  };
}
