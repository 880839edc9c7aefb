import { describe, expect, it } from 'vitest';
import { businessProfileSchema, type BusinessProfileInput } from '@contract/business-profile';
import { sampleOnboardingData } from '@contract/samples';
import { writePost } from '../offline-writer/write-post';
import { KNOWN_CALLS } from './follow-ups';
import { planMonth } from './plan-month';
import { emptyLedger, normalSentence } from './variety';
import { writePlanPost } from './write-plan-post';
import { publicHolidays } from './public-holidays';
import type { PlanSettings } from './plan-types';

const EVERY_DAY: PlanSettings['postingTimes'] = {
  instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' },
};

function plan(
  industry: string,
  business: BusinessProfileInput,
  settings: Partial<PlanSettings> = {},
) {
  return planMonth(
    {
      month: '2026-12',
      count: 20,
      platforms: ['instagram'],
      postingTimes: EVERY_DAY,
      ownDates: '',
      country: 'GB',
      ...settings,
    },
    {
      industry,
      businessName: 'Golden Crust',
      holidays: publicHolidays('GB', 2026),
      business: businessProfileSchema.parse(business),
    },
  );
}

describe('a month planned from the business profile', () => {
  const christmasBreak = {
    openingHours: {
      weekly: {},
      closures: [{ from: '2026-12-24', to: '2026-12-28', note: 'Christmas break' }],
    },
  };

  it('puts no post on a day the business is closed', () => {
    const slots = plan('Bakery', christmasBreak, { count: 30 });
    const dates = slots.map((slot) => slot.date);
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28']) {
      expect(dates).not.toContain(day);
    }
    expect(slots.length).toBeGreaterThan(20);
  });

  it('says so a few days before the closure, with the day they are back and why', () => {
    const notice = plan('Bakery', christmasBreak).find((slot) => slot.brief.includes('closed'));
    expect(notice).toMatchObject({ date: '2026-12-21', kind: 'own_date' });
    expect(notice?.brief).toBe(
      'We are closed from 24 December to 28 December (Christmas break), and open again on 29 December',
    );
  });

  it('says it opens again on the first day its weekly hours open, not on a closed weekday', () => {
    const shut = {
      saturday: [],
      sunday: [],
      monday: [],
      tuesday: [{ opens: '10:00', closes: '16:00' }],
    };
    const slots = plan('Other', {
      openingHours: {
        weekly: shut,
        closures: [{ from: '2026-12-15', to: '2026-12-19', note: '' }],
      },
    });
    expect(slots.map((slot) => slot.brief)).toContain(
      'We are closed from 15 December to 19 December, and open again on 22 December',
    );
    // The notice goes out on the open day before the shut Saturday three days ahead.
    const notice = slots.find((slot) => slot.brief.startsWith('We are closed'));
    expect(notice?.date).toBe('2026-12-11');
  });

  it('gives a closure that starts early in the next month its notice at the end of this one', () => {
    const slots = plan('Bakery', {
      openingHours: { weekly: {}, closures: [{ from: '2027-01-02', to: '2027-01-02', note: '' }] },
    });
    expect(slots.find((slot) => slot.date === '2026-12-30')?.brief).toBe(
      'We are closed on 2 January, and open again on 3 January',
    );
  });

  it('writes about what the owner sells in that month, and not what is out of season', () => {
    const slots = plan('Bakery', {
      offerings: [
        { name: 'Mince pies', season: [11, 12] },
        { name: 'Stollen', season: [12] },
        { name: 'Hot cross buns', season: [3, 4] },
      ],
    });
    const briefs = slots.map((slot) => slot.brief).join('\n');
    expect(briefs).toMatch(/mince pies/);
    expect(briefs).toMatch(/stollen/i);
    expect(briefs).not.toMatch(/hot cross buns/i);
  });

  it('with three or more things for sale, the month is about them alone', () => {
    const slots = plan('Bakery', {
      offerings: [{ name: 'Mince pies' }, { name: 'Stollen' }, { name: 'Gingerbread' }],
    });
    const briefs = slots.map((slot) => slot.brief).join('\n');
    expect(briefs).not.toMatch(/croissants|sourdough loaf|rye bread/);
    expect(briefs.match(/mince pies|stollen|gingerbread/gi)?.length).toBeGreaterThan(8);
  });

  it('for a trade the writer has no table for, writes about the owner things, not generic filler', () => {
    const slots = plan('Other', {
      whatYouDo: 'upholstery and curtain making',
      offerings: [
        { name: 'Chair reupholstery' },
        { name: 'Made-to-measure curtains' },
        { name: 'Cushion covers' },
      ],
    });
    const briefs = slots.map((slot) => slot.brief).join('\n');
    expect(briefs).toMatch(/chair reupholstery|made-to-measure curtains|cushion covers/);
    for (const filler of ['best-loved service', 'regulars’ favourite', 'customer question']) {
      expect(briefs).not.toContain(filler);
    }
  });

  it('for a trade the writer has no table for, writes about even one or two owner things alone', () => {
    const slots = plan('Other', {
      whatYouDo: 'upholstery and curtain making',
      offerings: [{ name: 'Chair re-covering', description: 'Re-covered and re-sprung' }],
    });
    const briefs = slots.map((slot) => slot.brief).join('\n');
    expect(briefs).toMatch(/chair re-covering/);
    for (const filler of ['best-loved service', 'regulars’ favourite', 'local partner']) {
      expect(briefs).not.toContain(filler);
    }
  });

  it('for a trade without a table and nothing listed, writes about what the owner does', () => {
    const briefs = plan('Other', { whatYouDo: 'upholstery and curtain making' })
      .map((slot) => slot.brief)
      .join('\n');
    expect(briefs).toMatch(/upholstery/i);
    expect(briefs).toMatch(/curtain making/i);
    expect(briefs).not.toMatch(/local partner|customer question|team favourite|how we work/);
    // A sentence is no thing ("Spotlight on the we fix bikes").
    const sentence = plan('Other', { whatYouDo: 'We fix bikes' }).map((slot) => slot.brief);
    expect(sentence.join('\n')).not.toMatch(/the we fix bikes/i);
  });

  it('writes a closure notice calm and complete: no call to action, no "updates will follow"', async () => {
    const slot = plan('Other', {
      openingHours: { weekly: {}, closures: [{ from: '2026-12-15', to: '2026-12-19', note: '' }] },
    }).find((each) => each.brief.startsWith('We are closed'));
    expect(slot).toBeDefined();
    const profile = sampleOnboardingData({
      business: { name: 'Stitch & Spring', industry: 'Other' },
    });
    for (let variation = 0; variation < 3; variation += 1) {
      const ledger = emptyLedger();
      const post = await writePlanPost(slot!, profile, ledger, (request) =>
        writePost({ ...request, variation: (request.variation ?? 0) + variation }),
      );
      expect(post.caption).toContain('open again on 20 December');
      expect(post.caption).not.toMatch(/updates will follow/iu);
      const sentences = post.caption.split(/(?<=[.!?])\s+/u).map(normalSentence);
      expect(
        sentences.filter((sentence) => KNOWN_CALLS.has(sentence)),
        post.caption,
      ).toEqual([]);
    }
  });

  it('puts what the owner said of a thing once, never after a question’s mark', () => {
    const slots = plan(
      'Other',
      { offerings: [{ name: 'Chair re-covering', description: 'Re-covered and re-sprung' }] },
      { count: 30, month: '2027-03' },
    );
    const briefs = slots.map((slot) => slot.brief);
    // Said once a month: the first spotlight on the thing carries it.
    expect(briefs.filter((brief) => /re-covered and re-sprung$/iu.test(brief))).toHaveLength(1);
    expect(briefs.filter((brief) => brief.includes('?:'))).toEqual([]);
  });

  it('puts what the owner said of a thing, and its price as written, in its spotlight', () => {
    const slots = plan('Other', {
      offerings: [
        {
          name: 'Chair reupholstery',
          description: 'Re-covered and re-sprung by hand.',
          price: 'from £180',
        },
        { name: 'Cushion covers', price: '£25' },
        { name: 'Made-to-measure curtains' },
      ],
    });
    const spotlights = slots.filter((slot) => slot.kind === 'spotlight').map((slot) => slot.brief);
    expect(
      spotlights.some((brief) => /[:,] re-covered and re-sprung by hand, from £180$/u.test(brief)),
    ).toBe(true);
    expect(spotlights.some((brief) => /cushion covers\b.*[:,] £25$/iu.test(brief))).toBe(true);
  });

  it('with no profile, plans as before from the trade', () => {
    const withNothing = plan('Bakery', {});
    expect(withNothing.map((slot) => slot.brief).join('\n')).toMatch(/croissants|sourdough/);
    expect(withNothing).toHaveLength(20);
  });
});
