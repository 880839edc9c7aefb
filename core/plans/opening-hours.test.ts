import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  businessProfileSchema,
  type BusinessProfile,
  type BusinessProfileInput,
} from '@contract/business-profile';
import { sampleOnboardingData } from '@contract/samples';
import { writePost } from '../offline-writer/write-post';
import { splitSentences } from '../sentences';
import { planMonth } from './plan-month';
import { publicHolidays } from './public-holidays';
import type { PlannedSlot } from './plan-types';
import { emptyLedger } from './variety';
import { writePlanPost } from './write-plan-post';

/**
 * Whole months for businesses that shut on some weekdays: no post on a closed day (or after
 * the day's closing time) asks the reader over that day, and every day and time a post
 * names is one the owner's hours give (ADR 0022 and ADR 0012, updates of 29 November 2026).
 */

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH = '2027-03';

interface Shop {
  label: string;
  industry: string;
  name: string;
  country: string;
  /** When the month's posts go out. */
  time: string;
  city: string;
  tagline: string;
  business: BusinessProfileInput;
}

const open = (opens: string, closes: string) => [{ opens, closes }];

const SHOPS: readonly Shop[] = [
  {
    label: 'a bakery closed on Mondays (a trade with tables)',
    industry: 'Bakery',
    name: 'Golden Crust Bakery',
    city: 'Portland',
    tagline: 'Real bread, baked slowly',
    country: 'GB',
    time: '11:30',
    business: {
      whatYouDo: 'sourdough bread, pastries and celebration cakes',
      openingHours: {
        weekly: {
          monday: [],
          tuesday: open('07:30', '15:00'),
          wednesday: open('07:30', '15:00'),
          thursday: open('07:30', '15:00'),
          friday: open('07:30', '15:00'),
          saturday: open('08:00', '14:00'),
          sunday: open('08:00', '12:00'),
        },
        closures: [],
      },
    },
  },
  {
    label: 'a salon closed on Sundays and Mondays, shut by 1pm on Saturdays (a trade with tables)',
    industry: 'Beauty & Wellness',
    name: 'Calm Studio',
    city: 'Austin',
    tagline: 'Good hair, no rush',
    country: 'US',
    time: '13:30',
    business: {
      whatYouDo: 'haircuts, colour and blow-dries',
      openingHours: {
        weekly: {
          sunday: [],
          monday: [],
          tuesday: open('09:00', '18:00'),
          wednesday: open('09:00', '18:00'),
          thursday: open('09:00', '20:00'),
          friday: open('09:00', '18:00'),
          saturday: open('09:00', '13:00'),
        },
        closures: [],
      },
    },
  },
  {
    label: 'an upholsterer closed Sundays, Mondays and Wednesdays (a trade without tables)',
    industry: 'Other',
    name: 'Stitch & Spring Upholstery',
    city: 'Leeds',
    tagline: 'Old chairs, new life',
    country: 'GB',
    time: '09:00',
    business: {
      whatYouDo: 'upholstery and curtain making',
      offerings: [
        { name: 'Chair re-covering', description: 'Re-covered and re-sprung', price: 'from £180' },
      ],
      openingHours: {
        weekly: {
          sunday: [],
          monday: [],
          tuesday: open('10:00', '16:00'),
          wednesday: [],
          thursday: open('10:00', '16:00'),
          friday: open('10:00', '16:00'),
          saturday: open('10:00', '13:00'),
        },
        closures: [{ from: '2027-03-18', to: '2027-03-27', note: 'Fabric fair' }],
      },
    },
  },
  {
    label: 'a Spanish locksmith closed on Sundays, with a lunch break (a trade without tables)',
    industry: 'Other',
    name: 'Cerrajería Ruiz',
    city: 'Sevilla',
    tagline: 'Cerrajeros en Triana desde 1987',
    country: 'ES',
    time: '17:00',
    business: {
      whatYouDo: 'cerrajería y copias de llaves',
      languages: ['es'],
      openingHours: {
        weekly: {
          sunday: [],
          monday: [
            { opens: '09:00', closes: '14:00' },
            { opens: '16:00', closes: '19:00' },
          ],
          tuesday: open('09:00', '19:00'),
          wednesday: open('09:00', '19:00'),
          thursday: open('09:00', '19:00'),
          friday: open('09:00', '19:00'),
          saturday: open('10:00', '14:00'),
        },
        closures: [],
      },
    },
  },
];

const weekdayOf = (date: string) => DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type Periods = readonly { opens: string; closes: string }[];

/** The owner's periods for a date: none on a closed weekday or in a dated closure. */
function periodsOn(business: BusinessProfile, date: string): Periods | undefined {
  if (business.openingHours.closures.some((c) => c.from <= date && date <= c.to)) return [];
  return business.openingHours.weekly[weekdayOf(date) as keyof typeof business.openingHours.weekly];
}

/** Closed all day, or already shut at the post's time. */
function shutWhenPosted(business: BusinessProfile, date: string, time: string) {
  const periods = periodsOn(business, date);
  if (!periods) return false;
  return periods.every((period) => minutes(period.closes) <= minutes(time));
}

/** What asks the reader over on the day they read it, in the writer's own lines. */
const VISIT_THAT_DAY =
  /\b(?:today|tonight|this (?:morning|afternoon|evening)|open now|come and see for yourself|come in|come and see what|pop in|drop in|stop by|see you at)\b(?!['’]s)/iu;
const NAMES_A_DAY = /\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/iu;
const CLOCK = /\b(\d{1,2})(?::(\d{2}))?(am|pm)\b/giu;

const asTime = (hour: string, minute: string | undefined, half: string) => {
  const h = (Number(hour) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
};

async function writeMonth(shop: Shop, count: number, withHours = true) {
  const business = businessProfileSchema.parse(shop.business);
  const hoursless = { ...business, openingHours: { weekly: {}, closures: [] } };
  const profile = sampleOnboardingData({
    business: { name: shop.name, industry: shop.industry, city: shop.city },
    brandAssets: { tagline: shop.tagline, samplePosts: [] },
  });
  const used = withHours ? business : hoursless;
  const slots = planMonth(
    {
      month: MONTH,
      count,
      platforms: ['instagram', 'facebook'],
      postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: shop.time } },
      ownDates: '',
      country: shop.country,
    },
    {
      industry: shop.industry,
      businessName: shop.name,
      holidays: publicHolidays(shop.country, 2027),
      business: used,
    },
  );
  const ledger = emptyLedger();
  const posts = [];
  for (const slot of slots) {
    const post = await writePlanPost(
      slot,
      profile,
      ledger,
      (request) => writePost({ ...request, business: used }),
      { hours: used.openingHours },
    );
    posts.push({ slot, caption: post.caption });
  }
  return { business, slots, posts };
}

const months = new Map<string, ReturnType<typeof writeMonth>>();
const monthOf = (shop: Shop) => {
  const month = months.get(shop.label) ?? writeMonth(shop, 30);
  months.set(shop.label, month);
  return month;
};

/** The sentences of a post that ask the reader over on the day it goes out. */
function visitsThatDay(caption: string): string[] {
  return splitSentences(caption).filter(
    (sentence) => VISIT_THAT_DAY.test(sentence) && !NAMES_A_DAY.test(sentence),
  );
}

describe('a month of posts keeps to the weekly opening hours', () => {
  it.each(SHOPS)('$label: no post on a shut day invites a visit that day', async (shop) => {
    const { business, posts } = await monthOf(shop);
    const shut = posts.filter(({ slot }) => shutWhenPosted(business, slot.date, slot.time));
    // Thirty posts in a month of 31 days: some must fall on days the door is shut.
    expect(shut.length).toBeGreaterThan(0);
    for (const { slot, caption } of shut) {
      expect(visitsThatDay(caption), `${slot.date} ${caption}`).toEqual([]);
    }
  });

  it.each(SHOPS)('$label: every day and time a post names is in the hours', async (shop) => {
    const { business, posts } = await monthOf(shop);
    for (const { slot, caption } of posts) {
      for (const sentence of splitSentences(caption)) {
        const times = [...sentence.matchAll(CLOCK)].map(([, h = '', m, half = '']) =>
          asTime(h, m, half),
        );
        if (times.length === 0) continue;
        const named = NAMES_A_DAY.exec(sentence)?.[1]?.toLowerCase();
        expect(named, `${slot.date} "${sentence}" names a time but no day`).toBeDefined();
        // The day named is the next one the business opens, at the time it opens.
        let next = slot.date;
        let periods: Periods | undefined;
        do {
          next = new Date(Date.parse(`${next}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          periods = periodsOn(business, next);
        } while (periods && periods.length === 0);
        expect(weekdayOf(next), `${slot.date} "${sentence}"`).toBe(named);
        expect(times, `${slot.date} "${sentence}"`).toEqual([periods?.[0]?.opens]);
      }
    }
  });

  it('says on a shut day when the business is back, from the hours the owner gave', async () => {
    const said: string[] = [];
    for (const shop of SHOPS) {
      const { posts } = await monthOf(shop);
      said.push(...posts.map(({ caption }) => caption).filter((c) => NAMES_A_DAY.test(c)));
    }
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(said.join(' ')).toMatch(/We are back on \w+ from|Come and see us on|We open again on/u);
  });

  it('still asks the reader over on the days the business is open', async () => {
    const { business, posts } = await monthOf(SHOPS[0]!);
    const invited = posts.filter(
      ({ slot, caption }) =>
        !shutWhenPosted(business, slot.date, slot.time) &&
        /come and see|say hello|next time you(?: are|'re) (?:in|passing)|pop in|visit/iu.test(
          caption,
        ),
    );
    expect(invited.length).toBeGreaterThan(0);
  });
});

describe('a month planned around closed weekdays', () => {
  it.each(SHOPS)(
    '$label: posts on open days when the count fits them, all asked when not',
    (shop) => {
      const business = businessProfileSchema.parse(shop.business);
      const plan = (count: number) =>
        planMonth(
          {
            month: MONTH,
            count,
            platforms: ['instagram'],
            postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: shop.time } },
            ownDates: '',
            country: null,
          },
          { industry: shop.industry, businessName: shop.name, holidays: [], business },
        );
      const closedWeekday = (slot: PlannedSlot) =>
        business.openingHours.weekly[
          weekdayOf(slot.date) as keyof typeof business.openingHours.weekly
        ]?.length === 0;
      expect(plan(8).filter(closedWeekday)).toEqual([]);
      // The owner asked for more posts than open days: the count is kept, not cut.
      const full = plan(29);
      expect(full.length).toBe(Math.min(29, 31 - closureDays(business)));
      expect(full.filter(closedWeekday).length).toBeGreaterThan(0);
    },
  );
});

function closureDays(business: BusinessProfile) {
  let days = 0;
  for (let day = 1; day <= 31; day += 1) {
    const date = `${MONTH}-${String(day).padStart(2, '0')}`;
    if (business.openingHours.closures.some((c) => c.from <= date && date <= c.to)) days += 1;
  }
  return days;
}

describe('the same months without opening hours', () => {
  // The slots these four months had before opening hours were read, as a digest: without
  // hours, the planner chooses exactly the days, kinds and briefs it chose then. The
  // upholsterer's third digest is the one exception, on purpose: a trade without things of
  // its own now plans from the owner's offerings alone, not "the local partner".
  // (`plan-month.ts`, `topicsOf`). The locksmith's fourth is the other, also on purpose: a
  // business writing in Spanish gets its month's briefs in Spanish (`local-month.ts`).
  // All four changed once more, on purpose (issue 36): briefs open with the business's own
  // things and trade word instead of openings every trade shared (`plan-month.ts`). The
  // upholsterer's changed again, on purpose: a trade without tables no longer plans a
  // behind-the-scenes post, or a spotlight with nothing to say, while a seasonal post or
  // a thank-you has something true left (`plan-month.ts`, `kindsWithSomethingToSay`).
  const digest = (slots: readonly PlannedSlot[]) =>
    createHash('sha256').update(JSON.stringify(slots)).digest('hex').slice(0, 16);

  it('plan as before', async () => {
    const digests: string[] = [];
    for (const shop of SHOPS) digests.push(digest((await writeMonth(shop, 20, false)).slots));
    expect(digests).toEqual([
      '8fd5319790de4249',
      'f47e33cf2583e40e',
      '40f45c510da8222b',
      '9f2bfe108820c106',
    ]);
  });

  it('claim no day the business is open', async () => {
    // A restaurant's notes hold a "today" line ("Ask your server what is on today").
    const restaurant = { ...SHOPS[0]!, industry: 'Restaurant', name: 'The Olive Table' };
    for (const shop of [...SHOPS, restaurant]) {
      const { posts } = await writeMonth(shop, 30, false);
      for (const { caption } of posts) {
        expect(caption).not.toMatch(/\b(?:open (?:now|today)|we(?:'|’)re open|we are open)\b/iu);
        expect(caption).not.toMatch(/\btoday\b[^.!?]*\b(?:come|visit|server|pop|drop)\b/iu);
        expect(caption).not.toMatch(/\b(?:come|visit|server|pop|drop)\b[^.!?]*\btoday\b/iu);
      }
    }
  });
});
