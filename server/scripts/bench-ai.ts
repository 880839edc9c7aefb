import { writePost } from '@core/offline-writer/write-post';
import { CORPUS } from '@core/offline-writer/corpus';
import type { PostRequest } from '@core/post-writer';
import { imageRequest, textRequest } from '../test/support/generation-requests';
import { spawnServer } from './spawn-server';

/**
 * npm run bench:ai: the offline writer in-process and over HTTP, and the offline image
 * (1080x1080, stored) over HTTP. Sequential requests on loopback, bounded in count.
 */
const GOALS = { writerInProcess: 2, writerHttp: 15, imageHttp: 150 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summary(name: string, samples: number[], goal: number) {
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const met = p95 <= goal;
  console.info(
    `${name.padEnd(34)} n=${String(samples.length).padStart(4)}  p50 ${p50.toFixed(2).padStart(7)} ms  p95 ${p95
      .toFixed(2)
      .padStart(7)} ms  goal p95 <= ${goal} ms: ${met ? 'met' : 'MISSED'}`,
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
  for (let round = 0; round < 10; round += 1) {
    for (const request of requests) {
      const started = performance.now();
      writePost(request);
      samples.push(performance.now() - started);
    }
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
  summary('offline writer, in-process', benchWriterInProcess(), GOALS.writerInProcess);

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
    await timed(20, (index) => post('/generate-brand-aware-content', textBody(index)));
    summary(
      'offline writer, over HTTP',
      await timed(300, (index) => post('/generate-brand-aware-content', textBody(index))),
      GOALS.writerHttp,
    );
    const imageBody = (index: number) =>
      imageRequest(email, null, { post_desc: `Croissant sale all weekend, batch ${index}` });
    await timed(5, (index) => post('/generate-combined-brand-image', imageBody(index)));
    summary(
      'offline image 1080, over HTTP + store',
      await timed(100, (index) => post('/generate-combined-brand-image', imageBody(index))),
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
      await timed(30, (index) => post('/generate-combined-brand-image', japaneseBody(index))),
      GOALS.imageHttp,
    );
  } finally {
    await server.stop();
  }
}

await main();
