/**
 * A reading aid, never run in CI: prints three whole planned months (30 posts each) of the
 * month tests' sample businesses as their owners would read them.
 * `npx tsx scripts/read-month.ts`
 * - a kayak hire, a trade the writer has no tables for;
 * - a Portuguese café;
 * - a bakery closed from 24 to 27 December.
 */
import {
  SAMPLE_WEEK,
  sampleShop,
  writeSampleMonth,
  type SampleShop,
} from '../core/plans/sample-months';

const bakery = sampleShop('Golden Crust Bakery');

const MONTHS: readonly { shop: SampleShop; month: string }[] = [
  { shop: sampleShop('Paddle Point'), month: '2027-05' },
  { shop: sampleShop('Café Aurora'), month: '2027-05' },
  {
    shop: {
      ...bakery,
      business: {
        ...bakery.business,
        openingHours: {
          weekly: { ...SAMPLE_WEEK, monday: [] },
          closures: [{ from: '2026-12-24', to: '2026-12-27', note: 'Christmas' }],
        },
      },
    },
    month: '2026-12',
  },
];

async function printMonth(shop: SampleShop, month: string): Promise<void> {
  const { language, posts } = await writeSampleMonth(shop, month);
  console.info(`\n## ${shop.name} (${shop.industry}, ${language}), ${month}\n`);
  for (const [index, { slot, caption }] of posts.entries()) {
    console.info(`${index + 1}. ${slot.date} [${slot.kind}] ${caption}`);
  }
}

for (const { shop, month } of MONTHS) await printMonth(shop, month);
