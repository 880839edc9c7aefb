import { describe, expect, it } from 'vitest';
import { inventedClaims } from '../claims';
import type { WrittenPost } from '../post-writer';
import { writePost } from '../offline-writer/write-post';
import { splitSentences } from '../sentences';
import { sampleOnboardingData } from '@contract/samples';
import { ANY_CALL, CALLS_TO_ACTION, KNOWN_CALLS, WARM_LINES } from './follow-ups';
import { planMonth } from './plan-month';
import type { PlannedSlot } from './plan-types';
import { publicHolidays } from './public-holidays';
import { notesFor, SEASON_LINES, tipBank } from './thing-notes';
import { topicsFor, tradeTipsFor } from './trade-topics';
import { emptyLedger, normalSentence } from './variety';
import { subjectOf, writePlanPost } from './write-plan-post';

const TRADES = [
  ['Bakery', 'Golden Crust Bakery', 'Baked fresh every morning'],
  ['Fitness', 'Peak Form Gym', 'Stronger every week'],
  ['Real Estate', 'Harbour Homes', 'Local homes, honest advice'],
  ['Beauty & Wellness', 'Calm Studio', 'Time just for you'],
  ['Legal', 'Baker & Co Solicitors', 'Plain answers to legal questions'],
  ['Automotive', 'Northside Garage', 'Honest servicing'],
  ['Restaurant', 'The Olive Table', 'Cooked from scratch'],
  ['Healthcare', 'Riverside Practice', 'Care that listens'],
  ['Retail', 'Hearth & Home', 'Chosen with care'],
  ['Consulting', 'Northstar Advisory', 'Plans that get done'],
  ['Technology', 'Brightwire IT', 'Tech support in plain words'],
  ['Education', 'Oakfield Tutors', 'Learning that sticks'],
  ['Marketing', 'Kite & Compass Studio', 'Marketing that sounds like you'],
  ['Finance', 'Ledger Lane Accountants', 'Clear numbers, calm decisions'],
  ['Entertainment', 'The Lantern Theatre', 'Live on our little stage'],
  ['Non-profit', 'Riverside Food Share', 'Neighbours helping neighbours'],
] as const;

async function writeMonth(industry: string, name: string, tagline: string, ownDates: string) {
  const profile = sampleOnboardingData();
  profile.business.industry = industry;
  profile.business.name = name;
  profile.brandAssets.tagline = tagline;
  profile.brandAssets.samplePosts = [];
  const slots = planMonth(
    {
      month: '2027-02',
      count: 28,
      platforms: ['instagram', 'facebook'],
      postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
      ownDates,
      country: 'GB',
    },
    { industry, businessName: name, holidays: publicHolidays('GB', 2027) },
  );
  const ledger = emptyLedger();
  const month: { slot: PlannedSlot; post: WrittenPost }[] = [];
  for (const slot of slots) {
    month.push({ slot, post: await writePlanPost(slot, profile, ledger, writePost) });
  }
  return month;
}

const keys = (text: string) => splitSentences(text).map(normalSentence);
const ALL_CALLS = [...Object.values(CALLS_TO_ACTION).flat(), ...ANY_CALL];
/** The calls to action a caption carries: a call of two sentences counts once. */
const callsIn = (caption: string) => {
  const present = new Set(keys(caption));
  return ALL_CALLS.filter((call) => keys(call).every((key) => present.has(key)));
};

describe.each(TRADES)(
  'a planned month for %s reads as its owner would publish it',
  (industry, name, tagline) => {
    const month = writeMonth(
      industry,
      name,
      tagline,
      "14 Feb: Valentine's pre-orders close 12 Feb at 6pm\n20 Feb: Open evening with the team",
    );

    it('gives every tip post a concrete tip from the trade’s bank', async () => {
      const bank = new Set(
        [...tipBank(industry), ...tradeTipsFor(industry, 'winter')].map(normalSentence),
      );
      const tips = (await month).filter(({ slot }) => slot.kind === 'tip');
      expect(tips.length).toBeGreaterThan(3);
      for (const { post } of tips) {
        expect(
          keys(post.caption).some((key) => bank.has(key)),
          post.caption,
        ).toBe(true);
      }
    });

    it('ends every post with exactly one call to action, and drops the writer’s own', async () => {
      for (const { post } of await month) {
        expect(callsIn(post.caption), post.caption).toHaveLength(1);
        expect(KNOWN_CALLS.has(keys(post.caption).at(-1) ?? ''), post.caption).toBe(true);
        expect(post.caption).not.toMatch(
          /Pop in to|Come and say hello at the counter|See you around/u,
        );
      }
    });

    it('opens with the brief itself, never with an opening of another kind of post', async () => {
      for (const { slot, post } of await month) {
        expect(post.caption.startsWith(slot.brief), post.caption).toBe(true);
        expect(post.caption).not.toMatch(/Save the date|Diary date|would be nothing without you/u);
      }
    });

    it('gives a deadline an "in time" call and an event an invitation', async () => {
      const posts = await month;
      const deadline = posts.find(({ slot }) => slot.brief.includes('pre-orders close'));
      const event = posts.find(({ slot }) => slot.brief.includes('Open evening'));
      const inTime = new Set(CALLS_TO_ACTION.deadline);
      const invitations = new Set(CALLS_TO_ACTION.event);
      expect(deadline?.post.caption).toContain("Valentine's pre-orders close 12 Feb at 6pm.");
      expect(callsIn(deadline?.post.caption ?? '').every((call) => inTime.has(call))).toBe(true);
      expect(callsIn(event?.post.caption ?? '').every((call) => invitations.has(call))).toBe(true);
    });

    it('never names the subject in two sentences in a row', async () => {
      for (const { slot, post } of await month) {
        const subject = subjectOf(slot.brief, industry);
        if (!subject) continue;
        const names = splitSentences(post.caption).map((sentence) =>
          sentence.toLowerCase().includes(subject.toLowerCase()),
        );
        expect(
          names.some((named, index) => named && names[index + 1]),
          post.caption,
        ).toBe(false);
      }
    });

    it('never says a staple comes once a year, and gives seasonal posts the season', async () => {
      const seasonal = (await month).filter(({ slot }) => slot.kind === 'seasonal');
      const winter = new Set((SEASON_LINES.winter ?? []).map(normalSentence));
      for (const { post } of seasonal) {
        expect(post.caption).not.toMatch(/once a year|only comes round/iu);
        expect(
          keys(post.caption).some((key) => winter.has(key)),
          post.caption,
        ).toBe(true);
      }
    });

    it('gives short titles that are the brief’s own first phrase', async () => {
      for (const { slot, post } of await month) {
        expect(post.title.length).toBeLessThanOrEqual(70);
        expect(slot.brief.startsWith(post.title.replace(/\?$/u, '')), post.title).toBe(true);
        expect(post.title).not.toMatch(/\b(?:the|a|an|and|of|to|for|with|at)$/iu);
      }
    });
  },
);

describe('what the plan writer may say', () => {
  it('promises nothing and invents no price, time or number', () => {
    const lines = [
      ...Object.values(CALLS_TO_ACTION).flat(),
      ...ANY_CALL,
      ...Object.values(WARM_LINES).flat(),
      ...Object.values(SEASON_LINES).flat(),
      ...TRADES.flatMap(([industry]) =>
        [null, ...topicsFor(industry).things].flatMap((thing) => {
          const notes = notesFor(industry, thing);
          return [...notes.tips, ...notes.what, ...notes.steps];
        }),
      ),
    ];
    for (const line of lines) {
      expect(inventedClaims('', line), line).toEqual([]);
      expect(line).not.toMatch(/\d|[£$€]/u);
    }
    // New stock is a claim too: a repair shop has no "new season" on its shelves.
    const calls = [...Object.values(CALLS_TO_ACTION).flat(), ...ANY_CALL];
    expect(calls.filter((call) => /new season|what has landed|new in\b/iu.test(call))).toEqual([]);
  });

  it('never names the thing in the lines written about it', () => {
    for (const [industry] of TRADES) {
      for (const thing of topicsFor(industry).things) {
        const notes = notesFor(industry, thing);
        for (const line of [...notes.tips, ...notes.what, ...notes.steps]) {
          expect(line.toLowerCase().includes(thing.toLowerCase()), line).toBe(false);
        }
      }
    }
  });

  it('puts "an" before a season that starts with a vowel', () => {
    const briefs = TRADES.flatMap(([industry, name]) =>
      ['2027-09', '2027-10', '2027-11'].flatMap((month) =>
        planMonth(
          {
            month,
            count: 28,
            platforms: ['instagram'],
            postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
            ownDates: '',
            country: 'GB',
          },
          { industry, businessName: name, holidays: publicHolidays('GB', 2027) },
        ).map((slot) => slot.brief),
      ),
    );
    expect(briefs.some((brief) => /\bautumn\b/iu.test(brief))).toBe(true);
    for (const brief of briefs) expect(brief).not.toMatch(/\ba (?=[aeiou])/iu);
  });

  it('writes the same month from the same plan', async () => {
    const [industry, name, tagline] = TRADES[0];
    const first = await writeMonth(industry, name, tagline, '');
    const again = await writeMonth(industry, name, tagline, '');
    expect(again.map(({ post }) => post.caption)).toEqual(first.map(({ post }) => post.caption));
  });

  it('gives an old brief that only asks for questions a tip all the same', async () => {
    const slot: Pick<PlannedSlot, 'brief' | 'platforms' | 'kind'> = {
      brief: 'Got a question about the sourdough loaf? Ask away',
      platforms: ['instagram'],
      kind: 'tip',
    };
    const post = await writePlanPost(slot, sampleOnboardingData(), emptyLedger(), writePost);
    const bank = new Set(notesFor('Bakery', 'sourdough loaf').tips.map(normalSentence));
    expect(
      keys(post.caption).some((key) => bank.has(key)),
      post.caption,
    ).toBe(true);
    // The brief already asks for questions: no second call to action.
    expect(callsIn(post.caption)).toEqual([]);
  });
});
