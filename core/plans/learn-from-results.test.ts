import { describe, expect, it } from 'vitest';
import { unavailableMetrics, type MetricValues } from '@contract/analytics';
import type { Network } from '@contract/integrations';
import { businessProfileSchema } from '@contract/business-profile';
import { planSuggestionsSchema } from '@contract/plans';
import { zonedTimeToInstant } from '../schedule/zoned-time';
import { learnFromResults, type PublishedResult } from './learn-from-results';
import { planMonth } from './plan-month';
import { weightedMix } from './plan-mix';
import type { PlanSettings, SlotKind } from './plan-types';

const ZONE = 'Europe/London';
const NOW = new Date('2026-11-29T12:00:00Z');

let serial = 0;
function post(
  date: string,
  time: string,
  values: Partial<MetricValues>,
  options: { network?: Network; kind?: SlotKind | null; zone?: string; title?: string } = {},
): PublishedResult {
  serial += 1;
  return {
    postId: `post-${serial}`,
    title: options.title ?? `Post ${serial}`,
    network: options.network ?? 'instagram',
    publishedAt: zonedTimeToInstant(date, time, options.zone ?? ZONE),
    kind: options.kind ?? null,
    metrics: { ...unavailableMetrics(), ...values },
  };
}

const learn = (results: PublishedResult[], timeZone = ZONE) =>
  planSuggestionsSchema.parse(learnFromResults({ results, timeZone, now: NOW }));

/** Tuesdays (3 Nov to 17 Nov 2026) and Saturdays (7 Nov to 21 Nov), one week apart. */
const TUESDAYS = ['2026-11-03', '2026-11-10', '2026-11-17'];
const SATURDAYS = ['2026-11-07', '2026-11-14', '2026-11-21'];
/** Other days, each once: never enough on their own to compare. */
const OTHERS = ['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'];

describe('learnFromResults: posting days and times', () => {
  it('names a clear Tuesday winner with its basis', () => {
    const suggestions = learn([
      ...TUESDAYS.map((date, index) => post(date, '09:10', { reach: 200 + index * 10 })),
      ...SATURDAYS.map((date) => post(date, '11:30', { reach: 100 })),
      ...OTHERS.map((date) => post(date, '12:00', { reach: 150 })),
    ]);
    expect(suggestions.from_own_results).toBe(true);
    expect(suggestions.times).toEqual([
      {
        network: 'instagram',
        day: 2,
        compared_day: 6,
        time: '09:00',
        text:
          'Post on Instagram on Tuesdays around 9am: your Tuesday posts reached 2.1x your ' +
          'Saturday ones over 3 weeks (3 and 3 posts).',
      },
    ]);
  });

  it('claims nothing on a tie, or on a difference made by one post', () => {
    const tie = learn([
      ...TUESDAYS.map((date) => post(date, '09:00', { reach: 100 })),
      ...SATURDAYS.map((date) => post(date, '11:30', { reach: 105 })),
      ...OTHERS.map((date) => post(date, '12:00', { reach: 150 })),
    ]);
    expect(tie.times).toEqual([]);
    const oneHit = learn([
      post(TUESDAYS[0] ?? '', '09:00', { reach: 2000 }),
      post(TUESDAYS[1] ?? '', '09:00', { reach: 100 }),
      post(TUESDAYS[2] ?? '', '09:00', { reach: 100 }),
      ...SATURDAYS.map((date) => post(date, '11:30', { reach: 100 })),
      ...OTHERS.map((date) => post(date, '12:00', { reach: 150 })),
    ]);
    expect(oneHit.times).toEqual([]);
  });

  it('claims nothing with fewer than three posts on a day', () => {
    const suggestions = learn([
      post(TUESDAYS[0] ?? '', '09:00', { reach: 500 }),
      post(TUESDAYS[1] ?? '', '09:00', { reach: 500 }),
      ...SATURDAYS.map((date) => post(date, '11:30', { reach: 100 })),
      ...[...OTHERS, '2026-11-11', '2026-11-12'].map((date) => post(date, '12:00', { reach: 150 })),
    ]);
    expect(suggestions.times).toEqual([]);
  });

  it('compares by engagement where the network gives no reach', () => {
    const suggestions = learn([
      ...TUESDAYS.map((date) => post(date, '09:00', { reactions: 40 }, { network: 'x' })),
      ...SATURDAYS.map((date) => post(date, '11:00', { reactions: 10 }, { network: 'x' })),
      ...OTHERS.map((date) => post(date, '12:00', { reactions: 20 }, { network: 'x' })),
    ]);
    expect(suggestions.times[0]?.text).toBe(
      'Post on X on Tuesdays around 9am: your Tuesday posts got 4.0x the engagement of your ' +
        'Saturday ones over 3 weeks (3 and 3 posts).',
    );
  });

  it('reads the weekday in the business time zone, across midnight', () => {
    // 23:30 on Monday in New York is 04:30 on Tuesday in UTC.
    const zone = 'America/New_York';
    const mondays = ['2026-11-02', '2026-11-09', '2026-11-16'];
    const results = [
      ...mondays.map((date) => post(date, '20:30', { reach: 300 }, { zone })),
      ...SATURDAYS.map((date) => post(date, '11:00', { reach: 100 }, { zone })),
      ...OTHERS.map((date) => post(date, '12:00', { reach: 150 }, { zone })),
    ];
    expect(learn(results, zone).times[0]).toMatchObject({ day: 1, time: '20:00' });
    // Read on UTC's clock, the same posts went out on Tuesday after midnight.
    expect(learn(results, 'UTC').times[0]).toMatchObject({ day: 2 });
  });
});

describe('learnFromResults: the threshold', () => {
  const history = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      post(`2026-10-${String(index + 1).padStart(2, '0')}`, '10:00', { reach: 100 }),
    );

  it('uses general guidance below 10 posts with numbers, and says how many there are', () => {
    const suggestions = learn([
      ...history(9),
      { ...post('2026-10-20', '10:00', {}), metrics: null },
    ]);
    expect(suggestions).toMatchObject({
      from_own_results: false,
      posts_with_numbers: 9,
      threshold: 10,
      times: [],
      kinds: [],
      post_again: [],
    });
  });

  it('learns from the 10th post on, counting a post on two networks once', () => {
    const results = history(10);
    const first = results[0];
    if (first) results.push({ ...first, network: 'facebook' });
    expect(learn(results)).toMatchObject({ from_own_results: true, posts_with_numbers: 10 });
  });
});

describe('learnFromResults: kinds and posting again', () => {
  it('favours the kind that did best, with its basis', () => {
    const tips = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-24'].map(
      (date, index) => post(date, '10:00', { reactions: 18 + index }, { kind: 'tip' }),
    );
    const rest = ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-10'].map(
      (date) => post(date, '10:00', { reactions: 10 }, { kind: 'spotlight' }),
    );
    expect(learn([...tips, ...rest]).kinds).toEqual([
      { kind: 'tip', text: 'Tips got 2.0x the engagement of your other posts (5 tips).' },
    ]);
  });

  it('offers a top post older than 60 days to post again, not a newer one', () => {
    const old = post('2026-08-14', '10:00', { reactions: 90 }, { title: 'Our sourdough starter' });
    const recent = post('2026-11-10', '10:00', { reactions: 95 }, { title: 'New oven' });
    const rest = Array.from({ length: 9 }, (_, index) =>
      post(`2026-11-${String(index + 11)}`, '10:00', { reactions: 5 }),
    );
    const suggestions = learn([old, recent, ...rest]);
    expect(suggestions.post_again).toEqual([
      {
        post_id: old.postId,
        title: 'Our sourdough starter',
        brief: 'Our sourdough starter',
        text:
          '“Our sourdough starter” (Instagram, 14 August 2026) is one of your top posts, with 90 ' +
          'reactions, comments, shares and saves, and is over 60 days old.',
      },
    ]);
  });
});

describe('planMonth with the kinds the owner favours', () => {
  const settings: PlanSettings = {
    month: '2027-02',
    count: 24,
    platforms: ['instagram'],
    postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
    ownDates: '',
    country: null,
  };
  const context = { industry: 'bakery', businessName: 'Crumbs', holidays: [] };
  const tipsOf = (weights?: PlanSettings['kindWeights']) =>
    planMonth({ ...settings, ...(weights ? { kindWeights: weights } : {}) }, context).filter(
      (slot) => slot.kind === 'tip',
    ).length;

  it('plans more tips when tips are favoured, the usual mix otherwise', () => {
    expect(weightedMix(undefined)).toHaveLength(8);
    expect(tipsOf({ tip: 2 })).toBeGreaterThan(tipsOf());
    expect(tipsOf({ tip: 1 })).toBe(tipsOf());
  });

  it('gives a top post to post again a day of its own, with its brief', () => {
    const plan = planMonth({ ...settings, postAgain: ['Our sourdough starter'] }, context);
    expect(plan.filter((slot) => slot.brief === 'Our sourdough starter')).toEqual([
      expect.objectContaining({ date: '2027-02-01', kind: 'spotlight' }),
    ]);
    expect(plan).toHaveLength(24);
  });

  it('gives a favoured kind more days in a month written in Spanish too', () => {
    const business = businessProfileSchema.parse({
      whatYouDo: 'cerrajería y copias de llaves',
      languages: ['es'],
      offerings: [
        { name: 'Apertura de puertas' },
        { name: 'Cambio de bombín' },
        { name: 'Copias de llaves' },
        { name: 'Cerraduras de seguridad' },
      ],
    });
    // Tips are capped there (each tip's own sentence once a month): another everyday kind.
    const spanishThanks = (weights?: PlanSettings['kindWeights']) =>
      planMonth(
        { ...settings, ...(weights ? { kindWeights: weights } : {}) },
        { ...context, industry: 'Other', businessName: 'Cerrajería Ruiz', business },
      ).filter((slot) => slot.kind === 'community').length;
    expect(spanishThanks({ community: 3 })).toBeGreaterThan(spanishThanks());
  });

  it('never puts a favoured kind next to itself, nor weights a kind outside the mix', () => {
    const mix = weightedMix({ tip: 3, own_date: 3 });
    expect(mix).not.toContain('own_date');
    mix.forEach((kind, index) => expect(kind === 'tip' && mix[index + 1] === 'tip').toBe(false));
  });
});
