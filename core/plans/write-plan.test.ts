import { describe, expect, it } from 'vitest';
import { writePost } from '../offline-writer/write-post';
import { sampleOnboardingData } from '@contract/samples';
import { planMonth } from './plan-month';
import { publicHolidays } from './public-holidays';
import { emptyLedger, jaccard, trigrams, varietyProblems } from './variety';
import { MAX_VARIATIONS } from './plan-tries';
import { writePlanPost } from './write-plan-post';

const TRADES = [
  ['Bakery', 'Golden Crust Bakery', 'GB'],
  ['Fitness', 'Peak Form Gym', 'US'],
  ['Real Estate', 'Harbour Homes', 'AU'],
  ['Beauty & Wellness', 'Calm Studio', 'DE'],
  ['Legal', 'Baker & Co Solicitors', 'IE'],
  ['Restaurant', 'The Olive Table', 'US'],
  ['Healthcare', 'Riverside Family Practice', 'GB'],
  ['Automotive', 'Northside Garage', 'IE'],
  ['Retail', 'Hearth & Home', 'AU'],
  ['Consulting', 'Northstar Advisory', 'US'],
  ['Technology', 'Brightwire IT', 'GB'],
  ['Education', 'Oakfield Tutors', 'IE'],
  ['Marketing', 'Kite & Compass Studio', 'AU'],
  ['Finance', 'Ledger Lane Accountants', 'GB'],
  ['Entertainment', 'The Lantern Theatre', 'US'],
  ['Non-profit', 'Riverside Food Share', 'DE'],
] as const;

async function writeMonth(
  industry: string,
  name: string,
  country: string,
  recent: string[] = [],
  month = '2027-03',
) {
  const profile = sampleOnboardingData();
  profile.business.industry = industry;
  profile.business.name = name;
  profile.contentPrefs.platforms = ['instagram', 'facebook', 'x'];
  const slots = planMonth(
    {
      month,
      count: 30,
      platforms: ['instagram', 'facebook', 'x'],
      // Thirty posts need thirty days: one post a day at most.
      postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
      ownDates: '20 Mar: Spring open day, 10% off all week',
      country,
    },
    { industry, businessName: name, holidays: publicHolidays(country, 2027) },
  );
  const ledger = emptyLedger(recent);
  const posts = [];
  for (const slot of slots) posts.push(await writePlanPost(slot, profile, ledger, writePost));
  return { slots, posts };
}

describe('a whole planned month reads varied', () => {
  it.each(TRADES)(
    '%s: 30 posts, no shared sentence, opening, CTA in a row or near-duplicate',
    async (industry, name, country) => {
      const { slots, posts } = await writeMonth(industry, name, country);
      expect(slots).toHaveLength(30);
      expect(varietyProblems(posts.map((post) => post.caption))).toEqual([]);
      expect(posts.every((post) => post.caption.trim().length > 20)).toBe(true);
      expect(posts.every((post) => post.title.length > 0 && post.hashtags.startsWith('#'))).toBe(
        true,
      );
    },
  );

  it("puts the owner's date first in kind, an offer only when the owner gave one, and holidays of the country", async () => {
    const { slots } = await writeMonth('Bakery', 'Golden Crust Bakery', 'GB');
    expect(slots.filter((slot) => slot.kind === 'offer')).toHaveLength(1);
    expect(slots.find((slot) => slot.kind === 'offer')).toMatchObject({ date: '2027-03-17' });
    const plain = planMonth(
      {
        month: '2027-03',
        count: 30,
        platforms: ['instagram'],
        postingTimes: {},
        ownDates: '',
        country: null,
      },
      { industry: 'Bakery', businessName: 'B', holidays: [] },
    );
    expect(plain.some((slot) => slot.kind === 'offer' || slot.kind === 'holiday')).toBe(false);
    expect(plain.every((slot) => slot.time >= '07:00' && slot.time <= '21:00')).toBe(true);
  });

  it("rewrites posts that are near-duplicates of the brand's recent posts with another variation", async () => {
    const first = await writeMonth('Bakery', 'Golden Crust Bakery', 'GB', [], '2027-02');
    const recent = first.posts.map((post) => post.caption);
    const again = await writeMonth('Bakery', 'Golden Crust Bakery', 'GB', recent);
    expect(again.posts.some((post) => post.variation > 0)).toBe(true);
    // Posts no variation could free from last month fall back to their brief, flagged.
    const rewritten = again.posts.filter((post) => post.variation < MAX_VARIATIONS);
    for (const post of rewritten) {
      for (const old of recent) {
        expect(jaccard(trigrams(post.caption), trigrams(old))).toBeLessThanOrEqual(0.5);
      }
    }
    expect(rewritten.length).toBeGreaterThanOrEqual(20);
  });
});
