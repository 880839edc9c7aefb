import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { writePost } from '@core/offline-writer/write-post';
import { sampleOnboardingData } from '@contract/samples';
import { AI_ERROR_MESSAGES } from '../../src/ai/openai-http';
import { expectFailure, expectSuccess, TestClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/test-server';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';
import { freePort } from '../../scripts/spawn-server';
import { databaseSnapshot } from './support/snapshot';
import {
  imageRequest as buildImageRequest,
  textRequest as buildTextRequest,
} from '../support/generation-requests';

/**
 * The AI provider hanging, failing, or not there at all, for text and for images, through
 * the server: without a fallback the answer is the clear 504 or 502 after one attempt
 * (a hang is ended by AI_TIMEOUT_MS and not retried); with AI_FALLBACK=offline it is the
 * offline writer's post or renderer's image. Many requests at once against a hanging
 * provider all get the timeout answer. The attempts are counted at the fake provider:
 * how long the answers took is no test's business (ADR 0047).
 */
const TIMEOUT_MS = 400;
const CHAT = '/chat/completions';
const IMAGES = '/images/generations';
const profile = sampleOnboardingData({ contentPrefs: { platforms: ['facebook'] } });

let fake: FakeOpenAiServer;
let strict: TestServer;
let fallback: TestServer;
let absent: TestServer;
let absentFallback: TestServer;
let sequence = 0;

const providerEnv = (baseUrl: string) => ({
  AI_TEXT_PROVIDER: 'openai',
  AI_IMAGE_PROVIDER: 'openai',
  AI_BASE_URL: baseUrl,
  AI_API_KEY: 'fault-test-key',
  AI_TEXT_MODEL: 'text-model',
  AI_IMAGE_MODEL: 'image-model',
  AI_TIMEOUT_MS: String(TIMEOUT_MS),
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  // A provider address where nothing listens: connection refused.
  const nowhere = `http://127.0.0.1:${await freePort()}/v1`;
  [strict, fallback, absent, absentFallback] = await Promise.all([
    startTestServer({ env: providerEnv(fake.baseUrl) }),
    startTestServer({ env: { ...providerEnv(fake.baseUrl), AI_FALLBACK: 'offline' } }),
    startTestServer({ env: providerEnv(nowhere) }),
    startTestServer({ env: { ...providerEnv(nowhere), AI_FALLBACK: 'offline' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([strict, fallback, absent, absentFallback].map((server) => server.close()));
  await fake.close();
});

async function signedIn(server: TestServer) {
  const client = new TestClient(server.url);
  const email = `ai-fault-${Date.now()}-${(sequence += 1)}@example.com`;
  await client.signUp(email);
  return { client, email };
}

// A fixed version, so the offline writer's post for it can be compared.
const textRequest = (email: string) => ({ ...buildTextRequest(email, profile), variation: 0 });

const imageRequest = (email: string) =>
  buildImageRequest(email, profile, {
    post_desc: 'Fresh sourdough this Saturday',
    brand_colors: [],
  });

const offlinePost = () =>
  writePost({
    description: 'Fresh sourdough this Saturday',
    onboarding: profile,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength: 'medium',
    hashtagGeneration: true,
    variation: 0,
  });

/** `work`'s answer, and how many calls to `path` the fake provider received meanwhile. */
async function counted<T>(path: string, work: () => Promise<T>): Promise<[T, number]> {
  const before = fake.requestsTo(path).length;
  const result = await work();
  return [result, fake.requestsTo(path).length - before];
}

type Fault = 'hangs' | 'fails' | 'is not there';

/** Calls the provider gets per request: a hang is timed out and not retried, a 5xx is. */
const attempts: Record<Fault, number> = { hangs: 1, fails: 2, 'is not there': 0 };

/** Scripts the fault at the fake (the absent provider needs none). */
function arrange(fault: Fault, path: string) {
  if (fault === 'hangs') fake.enqueue(path, reply.hang());
  if (fault === 'fails') fake.enqueue(path, reply.serverError(), reply.serverError());
}

const serverFor = (fault: Fault, withFallback: boolean) =>
  fault === 'is not there'
    ? withFallback
      ? absentFallback
      : absent
    : withFallback
      ? fallback
      : strict;

const expectedFailure: Record<Fault, [number, string]> = {
  hangs: [504, AI_ERROR_MESSAGES.timeout],
  fails: [502, AI_ERROR_MESSAGES.unavailable],
  'is not there': [502, AI_ERROR_MESSAGES.unavailable],
};

describe.each<Fault>(['hangs', 'fails', 'is not there'])('the provider %s', (fault) => {
  it('text: a clear error after one attempt (two after a 5xx); with the fallback, the offline post', async () => {
    const plain = await signedIn(serverFor(fault, false));
    arrange(fault, CHAT);
    const [answer, calls] = await counted(CHAT, () =>
      plain.client.post('/api/generate-brand-aware-content', textRequest(plain.email)),
    );
    const [status, message] = expectedFailure[fault];
    expect(expectFailure(answer, status)).toBe(message);
    expect(calls).toBe(attempts[fault]);

    const backed = await signedIn(serverFor(fault, true));
    arrange(fault, CHAT);
    const [saved, savedCalls] = await counted(CHAT, () =>
      backed.client.post('/api/generate-brand-aware-content', textRequest(backed.email)),
    );
    const post = expectSuccess(saved, endpoints.generateBrandAwareContent.response);
    const offline = offlinePost();
    expect(post).toMatchObject({ title: offline.title, caption: offline.caption });
    expect(savedCalls).toBe(attempts[fault]);
  });

  it('image: a clear error after one attempt (two after a 5xx), nothing stored; with the fallback, the offline image', async () => {
    const plain = await signedIn(serverFor(fault, false));
    const { db } = serverFor(fault, false).testDatabase.database;
    const before = await databaseSnapshot(db);
    arrange(fault, IMAGES);
    const [answer, calls] = await counted(IMAGES, () =>
      plain.client.post('/api/generate-combined-brand-image', imageRequest(plain.email)),
    );
    const [status, message] = expectedFailure[fault];
    expect(expectFailure(answer, status)).toBe(message);
    expect(calls).toBe(attempts[fault]);
    expect(await databaseSnapshot(db)).toBe(before);

    const backed = await signedIn(serverFor(fault, true));
    arrange(fault, IMAGES);
    const image = expectSuccess(
      await backed.client.post('/api/generate-combined-brand-image', imageRequest(backed.email)),
      endpoints.generateCombinedBrandImage.response,
    );
    const served = await fetch(`${serverFor(fault, true).url}${image.image_url}`);
    await served.arrayBuffer();
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('many requests against a hanging provider', () => {
  it('all get the timeout answer after one attempt each, and the server stays responsive', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => signedIn(strict)));
    fake.setDefault(CHAT, reply.hang());
    try {
      const [answers, calls] = await counted(CHAT, () =>
        Promise.all(
          users.map(({ client, email }) =>
            client.post('/api/generate-brand-aware-content', textRequest(email)),
          ),
        ),
      );
      for (const answer of answers) {
        expect(expectFailure(answer, 504)).toBe(AI_ERROR_MESSAGES.timeout);
      }
      expect(calls).toBe(users.length);
      const health = await new TestClient(strict.url).get('/api/healthz');
      expect(health.status).toBe(200);
    } finally {
      fake.setDefault(CHAT, reply.serverError());
    }
  });
});
