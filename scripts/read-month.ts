/**
 * A reading aid, never run in CI: prints three whole planned months (30 posts each) as
 * their owners would read them. `npx tsx scripts/read-month.ts`
 * - a kayak hire, a trade the writer has no tables for;
 * - a Portuguese café;
 * - a bakery closed from 24 to 27 December.
 */
import { businessProfileSchema, type BusinessProfileInput } from '../contract/business-profile';
import { sampleOnboardingData } from '../contract/samples';
import { writePost } from '../core/offline-writer/write-post';
import { planLanguageOf } from '../core/plans/plan-language';
import { planMonth } from '../core/plans/plan-month';
import { publicHolidays } from '../core/plans/public-holidays';
import { emptyLedger } from '../core/plans/variety';
import { writePlanPost } from '../core/plans/write-plan-post';

const open = (opens: string, closes: string) => [{ opens, closes }];
const WEEK = {
  monday: open('09:00', '17:00'),
  tuesday: open('09:00', '17:00'),
  wednesday: open('09:00', '17:00'),
  thursday: open('09:00', '17:00'),
  friday: open('09:00', '17:00'),
  saturday: open('09:00', '17:00'),
  sunday: open('10:00', '16:00'),
};

interface Month {
  industry: string;
  name: string;
  city: string;
  country: string;
  month: string;
  business: BusinessProfileInput;
}

const MONTHS: readonly Month[] = [
  {
    industry: 'Other',
    name: 'Paddle Point',
    city: 'Keswick',
    country: 'GB',
    month: '2027-05',
    business: {
      whatYouDo: 'kayak and paddleboard hire on Derwentwater',
      languages: ['en'],
      offerings: [
        {
          name: 'Kayak hire',
          description: 'Buoyancy aid and a short safety briefing included',
          price: '£25',
        },
        { name: 'Paddleboard lesson', description: 'Two hours for beginners', price: '£40' },
        { name: 'Family canoe', description: 'Room for two adults and two children' },
      ],
      openingHours: { weekly: WEEK, closures: [] },
    },
  },
  {
    industry: 'Restaurant',
    name: 'Café Aurora',
    city: 'Lisboa',
    country: 'PT',
    month: '2027-05',
    business: {
      whatYouDo: 'café e pastelaria',
      languages: ['pt'],
      offerings: [
        { name: 'Pastel de nata', description: 'Feito todas as manhãs', price: '1,30 €' },
        { name: 'Tosta mista', description: 'Pão caseiro, fiambre e queijo' },
        { name: 'Galão', price: '1,60 €' },
      ],
      openingHours: { weekly: { ...WEEK, monday: [] }, closures: [] },
    },
  },
  {
    industry: 'Bakery',
    name: 'Golden Crust Bakery',
    city: 'York',
    country: 'GB',
    month: '2026-12',
    business: {
      whatYouDo: 'sourdough bread, pastries and celebration cakes',
      languages: ['en'],
      openingHours: {
        weekly: { ...WEEK, monday: [] },
        closures: [{ from: '2026-12-24', to: '2026-12-27', note: 'Christmas' }],
      },
    },
  },
];

async function printMonth(month: Month): Promise<void> {
  const business = businessProfileSchema.parse(month.business);
  const language = planLanguageOf(business.languages);
  const profile = sampleOnboardingData({
    business: { name: month.name, industry: month.industry, city: month.city },
    brandAssets: { tagline: '', samplePosts: [] },
  });
  const slots = planMonth(
    {
      month: month.month,
      count: 30,
      platforms: ['instagram', 'facebook'],
      postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
      ownDates: '',
      country: month.country,
    },
    {
      industry: month.industry,
      businessName: month.name,
      holidays: publicHolidays(month.country, Number(month.month.slice(0, 4)), language),
      business,
    },
  );
  const ledger = emptyLedger();
  console.info(`\n## ${month.name} (${month.industry}, ${language}), ${month.month}\n`);
  for (const [index, slot] of slots.entries()) {
    const post = await writePlanPost(
      slot,
      profile,
      ledger,
      (request) => writePost({ ...request, business }),
      { hours: business.openingHours, language },
    );
    console.info(`${index + 1}. ${slot.date} [${slot.kind}] ${post.caption}`);
  }
}

for (const month of MONTHS) await printMonth(month);
