/**
 * A reading aid, not a test (it never runs in CI): writes 40 posts for 20 businesses of the
 * any-trade corpus whose trade the writer has no table for, one concrete request and one
 * vague one each, and prints title, caption and hashtags for reading as the owner would
 * (the owner's test, ADR 0012, "Rules").
 *
 * Run: npx tsx scripts/read-corpus.ts [variation] [--from label]
 * With --from, it prints instead every business from that one to the end of the corpus,
 * each with its own vague request: the way to read businesses just added to it.
 */
import { businessProfileSchema } from '@contract/business-profile';
import { ANY_TRADE } from '../core/offline-writer/any-trade-corpus';
import { writeSourcedPost } from '../core/offline-writer/write-post';

const PICKS: readonly (readonly [label: string, vague: string])[] = [
  ['upholsterer', 'something for the weekend'],
  ['locksmith', 'remind people we exist'],
  ['beekeeper', 'post about spring'],
  ['tattoo studio', 'remind people we exist'],
  ['piano tuner', 'something for christmas'],
  ['escape room', 'something for the weekend'],
  ['farm shop', 'something for christmas'],
  ['e-bike rental', 'algo para o fim de semana'],
  ['ceramics shop in Seville', 'algo para el fin de semana'],
  ['cheese shop in Lyon', 'quelque chose pour le week-end'],
  ['organ builder in Leipzig', 'etwas für die Woche'],
  ['gelato maker in Bologna', 'qualcosa per il weekend'],
  ['olive oil press in Crete', 'κάτι για την Κυριακή'],
  ['spice stall in Mumbai', 'remind people we exist'],
  ['coffee cart', 'something for the weekend'],
  ['watch repairer', 'post about spring'],
  ['picture framer', 'something for christmas'],
  ['kayak hire', 'remind people we exist'],
  ['tailor in Madrid', 'algo para la semana'],
  ['surf school in Ericeira', 'algo para o verão'],
];

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
const variation = Number(args.find((arg) => /^\d+$/u.test(arg)) ?? '0');
const start = from === undefined ? -1 : ANY_TRADE.findIndex((entry) => entry.label === from);
if (from !== undefined && start < 0)
  throw new Error(`No business "${from}" in the any-trade corpus`);
const picks: readonly (readonly [label: string, vague: string])[] =
  start >= 0 ? ANY_TRADE.slice(start).map((entry) => [entry.label, entry.vague] as const) : PICKS;
let n = 0;
for (const [label, vague] of picks) {
  const item = ANY_TRADE.find((entry) => entry.label === label);
  if (!item) throw new Error(`No business "${label}" in the any-trade corpus`);
  for (const description of [item.request, vague]) {
    n += 1;
    const { post, needsDetail } = writeSourcedPost({
      description,
      onboarding: item.onboarding,
      business: businessProfileSchema.parse(item.business),
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium',
      hashtagGeneration: true,
      variation,
    });
    console.info(`#${n} ${label} (${item.language ?? 'en'}) ← ${description}`);
    console.info(`  TITLE: ${post.title}${needsDetail ? '   [needs a detail]' : ''}`);
    console.info(`  ${post.caption.replace(/\n/gu, '\n  ')}`);
    console.info(`  ${post.hashtags}\n`);
  }
}
