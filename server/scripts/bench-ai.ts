import { CAPTION_LENGTHS } from '@contract/constants';
import { extractFacts } from '@core/facts';
import { writePost } from '@core/offline-writer/write-post';
import { CORPUS } from '@core/offline-writer/test-corpus';
import type { PostRequest } from '@core/post-writer';
import { renderBrandImage } from '../src/ai/image/offline-renderer';
import { imageInput, LOGO_COLOR } from '../test/support/image-input';
import { solidImage } from '../test/support/pixels';
import { imageRequest, textRequest } from '../test/support/generation-requests';
import { announceMode, smokeOr, verdict } from './bench-mode';
import { spawnServer } from './spawn-server';

/**
 * npm run bench:ai: the offline writer in-process (and on the longest request a form
 * allows, 2,000 characters), the facts read from 2,000 characters, the offline image
 * drawn in-process, and the writer and the image (1080x1080, stored) over HTTP.
 * Sequential requests on loopback, bounded in count; BENCH_SMOKE=1 runs a few of each.
 * The timings once asserted by the core and renderer tests are printed here instead.
 */
const GOALS = {
  writerInProcess: 2,
  writerLongRequest: 100,
  factsLongText: 50,
  renderInProcess: 1000,
  writerHttp: 15,
  imageHttp: 150,
};

/** Requests not timed, then timed. */
type Counts = [warmUp: number, measured: number];

/** How many of each: a full run's, or a few in a smoke run. */
const COUNTS = {
  writerRounds: smokeOr(1, 10),
  longRounds: smokeOr(2, 20),
  renders: smokeOr<Counts>([1, 2], [3, 22]),
  writerHttp: smokeOr<Counts>([2, 10], [20, 300]),
  imageHttp: smokeOr<Counts>([1, 3], [5, 100]),
  japaneseHttp: smokeOr(2, 30),
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summary(name: string, samples: number[], goal: number) {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.info(
    `${name.padEnd(38)} n=${String(samples.length).padStart(4)}  p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95
      .toFixed(2)
      .padStart(7)} ms  goal p95 <= ${goal} ms: ${verdict(p95 <= goal)}`,
  );
}

const requests: PostRequest[] = CORPUS.filter((profile) => profile.onboarding).flatMap(
  (profile, index) =>
    (['short', 'medium', 'long'] as const).map((captionLength) => ({
      description: profile.descriptions[0] ?? profile.label,
      onboarding: profile.onboarding,
      titleGeneration: true,
      seoEnabled: index % 2 === 0,
      trendingEnabled: index % 3 === 0,
      captionGeneration: true,
      captionLength,
      hashtagGeneration: true,
    })),
);

function benchWriterInProcess(): number[] {
  for (const request of requests) writePost(request);
  const samples: number[] = [];
  for (let round = 0; round < COUNTS.writerRounds; round += 1) {
    for (const request of requests) {
      const started = performance.now();
      writePost(request);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

/** The longest description the form takes, full of facts to keep, once per caption length. */
const LONG_DESCRIPTION =
  'Fresh sourdough and Hazy Daze IPA on 12 March at 7pm, call 0113 496 0000. '
    .repeat(27)
    .slice(0, 2_000);

function benchLongRequest(): number[] {
  const base = requests[0] as PostRequest;
  const samples: number[] = [];
  for (let round = 0; round < COUNTS.longRounds; round += 1) {
    const started = performance.now();
    for (const captionLength of CAPTION_LENGTHS)
      writePost({ ...base, description: LONG_DESCRIPTION, captionLength });
    samples.push(performance.now() - started);
  }
  return samples;
}

function benchFacts(): number[] {
  const text = 'Call 0113 496 0000 on 12 March at Hop House. '.repeat(45);
  const samples: number[] = [];
  for (let round = 0; round < COUNTS.longRounds; round += 1) {
    const started = performance.now();
    extractFacts(text);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function benchRenderInProcess(): Promise<number[]> {
  const input = imageInput({
    logo: await solidImage(240, 240, LOGO_COLOR),
    headline: 'Fresh croissants, two for one, this weekend only',
  });
  const [warmUp, measured] = COUNTS.renders;
  for (let index = 0; index < warmUp; index += 1) await renderBrandImage(input);
  const samples: number[] = [];
  for (let index = 0; index < measured; index += 1) {
    const started = performance.now();
    await renderBrandImage(input);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function timed(count: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const answer = await send(index);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`Request failed with ${answer.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main() {
  announceMode('bench:ai');
  summary('offline writer, in-process', benchWriterInProcess(), GOALS.writerInProcess);
  summary('offline writer, 2,000 characters x 3', benchLongRequest(), GOALS.writerLongRequest);
  summary('facts from 2,000 characters', benchFacts(), GOALS.factsLongText);
  summary('offline image 1080, in-process', await benchRenderInProcess(), GOALS.renderInProcess);

  const server = await spawnServer({ AI_RATE_LIMIT: '100000' });
  try {
    const email = `bench-ai-${Date.now()}@example.com`;
    const signUp = await fetch(`${server.url}/api/add-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bread-and-butter-42' }),
    });
    const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const textBody = (index: number) => {
      const request = requests[index % requests.length] as PostRequest;
      return textRequest(email, request.onboarding, {
        post_desc: request.description,
        seoEnabled: request.seoEnabled,
        trendingEnabled: request.trendingEnabled,
        captionLength: request.captionLength,
      });
    };
    const [writerWarmUp, writerMeasured] = COUNTS.writerHttp;
    await timed(writerWarmUp, (index) => post('/generate-brand-aware-content', textBody(index)));
    summary(
      'offline writer, over HTTP',
      await timed(writerMeasured, (index) =>
        post('/generate-brand-aware-content', textBody(index)),
      ),
      GOALS.writerHttp,
    );
    const imageBody = (index: number) =>
      imageRequest(email, null, { post_desc: `Croissant sale all weekend, batch ${index}` });
    const [imageWarmUp, imageMeasured] = COUNTS.imageHttp;
    await timed(imageWarmUp, (index) => post('/generate-combined-brand-image', imageBody(index)));
    summary(
      'offline image 1080, over HTTP + store',
      await timed(imageMeasured, (index) =>
        post('/generate-combined-brand-image', imageBody(index)),
      ),
      GOALS.imageHttp,
    );
    // Kana, Han and emoji load the fallback faces (ADR 0020): the cost a non-Latin post pays.
    const japaneseBody = (index: number) =>
      imageRequest(email, null, {
        post_desc: `季節のブレンド ${index}`,
        headline: `新しい季節のブレンドコーヒーが入荷しました ☕🌸 ${index}`,
      });
    summary(
      'offline image 1080, Japanese + emoji',
      await timed(COUNTS.japaneseHttp, (index) =>
        post('/generate-combined-brand-image', japaneseBody(index)),
      ),
      GOALS.imageHttp,
    );
  } finally {
    await server.stop();
  }
}

await main();
