import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { writePost } from '@core/offline-writer/write-post';
import { sampleOnboardingData } from '@contract/samples';
import { expectFailure, expectSuccess, TestClient } from '../support/client';
import { textRequest } from '../support/generation-requests';
import { startTestServer, type TestServer } from '../support/test-server';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';

const CHAT = '/chat/completions';
const profile = sampleOnboardingData({
  contentPrefs: { platforms: ['facebook'], hashtagStyle: 'Moderate' },
});

/** A post that keeps every product rule for a medium caption and Moderate hashtags. */
const goodPost = {
  title: 'Fresh sourdough this Saturday at Golden Crust Bakery',
  caption:
    'Golden Crust Bakery in Portland has fresh sourdough this Saturday. Our loaves ferment for 36 hours and come out of the oven at dawn. Come early, because they sell out by noon. Stop by the counter and say hello to the team.',
  hashtags: [
    '#sourdough',
    '#bakery',
    '#Portland',
    '#GoldenCrustBakery',
    '#freshbread',
    '#shoplocal',
  ],
};

const chatRequestSchema = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  response_format: z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({
      name: z.string(),
      strict: z.literal(true),
      schema: z.record(z.string(), z.unknown()),
    }),
  }),
});

let fake: FakeOpenAiServer;
let withoutFallback: TestServer;
let withFallback: TestServer;
let sequence = 0;

const providerEnv = () => ({
  AI_TEXT_PROVIDER: 'openai',
  AI_BASE_URL: fake.baseUrl,
  AI_API_KEY: 'test-key-123',
  AI_TEXT_MODEL: 'test-model',
  AI_TIMEOUT_MS: '400',
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  [withoutFallback, withFallback] = await Promise.all([
    startTestServer({ env: providerEnv() }),
    startTestServer({ env: { ...providerEnv(), AI_FALLBACK: 'offline' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([withoutFallback.close(), withFallback.close()]);
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

/** A new user, signed in, on the server without (default) or with the offline fallback. */
async function serverWith(options: { fallback?: boolean } = {}) {
  const server = options.fallback ? withFallback : withoutFallback;
  const client = new TestClient(server.url);
  const email = `provider-${Date.now()}-${(sequence += 1)}@example.com`;
  await client.signUp(email);
  return { client, email };
}

/** A fixed version, so the offline writer's post for it can be compared. */
const VARIATION = 5;
const request = (email: string) => ({ ...textRequest(email, profile), variation: VARIATION });

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
    variation: VARIATION,
  });

const generate = (client: TestClient, email: string) =>
  client.post('/api/generate-brand-aware-content', request(email));

describe('the OpenAI-compatible text provider', () => {
  it('sends the model, the key, a strict JSON schema and the brand in the prompt', async () => {
    fake.enqueue(CHAT, reply.chat(JSON.stringify(goodPost)));
    const { client, email } = await serverWith();
    const answer = expectSuccess(
      await generate(client, email),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer).toEqual({
      title: goodPost.title,
      caption: goodPost.caption,
      hashtags: goodPost.hashtags.join(' '),
      variation: VARIATION,
      written_by: { by: 'model', model: 'test-model' },
      // A model's post is one to publish: it never asks for a detail.
      needs_detail: false,
    });
    const [sent] = fake.requestsTo(CHAT);
    expect(sent?.headers.authorization).toBe('Bearer test-key-123');
    const body = chatRequestSchema.parse(sent?.json);
    expect(body.model).toBe('test-model');
    expect(body.response_format.json_schema.schema).toMatchObject({
      required: ['title', 'caption', 'hashtags'],
    });
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Golden Crust Bakery');
    expect(prompt).toContain('Fresh sourdough this Saturday');
    expect(prompt).toContain('Warm bread, warm hearts.');
  });

  it('uses the stored profile in the prompt when the request carries none', async () => {
    fake.enqueue(CHAT, reply.chat(JSON.stringify(goodPost)));
    const { client, email } = await serverWith();
    const stored = sampleOnboardingData({ business: { name: 'Crumb & Co' } });
    await client.post('/api/onboarding', { user_email: email, onboarding_data: stored });
    await client.post('/api/generate-brand-aware-content', {
      ...request(email),
      onboarding_data: null,
    });
    const body = chatRequestSchema.parse(fake.requestsTo(CHAT)[0]?.json);
    expect(body.messages.map((message) => message.content).join('\n')).toContain('Crumb & Co');
  });

  it('strips HTML and control characters from what the model wrote', async () => {
    const dirty = {
      ...goodPost,
      title: '<b>Fresh</b> sourdough\u0007 this Saturday',
      caption: goodPost.caption.replace('Come early', '<script>alert(1)</script>Come early'),
    };
    fake.enqueue(CHAT, reply.chat(JSON.stringify(dirty)));
    const { client, email } = await serverWith();
    const answer = expectSuccess(
      await generate(client, email),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer.title).toBe('Fresh sourdough this Saturday');
    expect(answer.caption).not.toMatch(/[<>]/);
    expect(`${answer.title}${answer.caption}`.includes('\u0007')).toBe(false);
  });

  // Written by a person for this brand and request: each breaks a house-style habit the
  // offline writer keeps (the name, the sentence count, emoji), none breaks a hard rule.
  const humanPosts = [
    {
      label: 'a caption that never names the business',
      post: {
        title: 'Sourdough Saturday',
        caption:
          'The long-ferment sourdough is back this Saturday. It proves for 36 hours, so the crust crackles and the crumb stays open. Come early: the first batch goes fast.',
        hashtags: [
          '#Sourdough',
          '#PortlandBakery',
          '#RealBread',
          '#ShopLocal',
          '#Baking',
          '#FreshBread',
        ],
      },
    },
    {
      label: 'a medium caption of two long sentences',
      post: {
        title: 'This Saturday: sourdough, warm from the oven',
        caption:
          'This Saturday the ovens at Golden Crust Bakery are full of our long-ferment sourdough, the loaf regulars ask about all week and the one we are proudest of. Come by early in the morning while it is still warm, and bring a bag for the walk home.',
        hashtags: [
          '#Sourdough',
          '#GoldenCrustBakery',
          '#PortlandBakery',
          '#RealBread',
          '#Baking',
          '#FreshBread',
        ],
      },
    },
    {
      label: 'five tags where the style asks six',
      post: {
        title: 'Fresh sourdough this Saturday',
        caption:
          'Fresh sourdough this Saturday at Golden Crust Bakery. We start the dough on Thursday night and bake before sunrise. See you at the counter.',
        hashtags: ['#Sourdough', '#GoldenCrustBakery', '#PortlandBakery', '#RealBread', '#Baking'],
      },
    },
  ];

  it.each(humanPosts)('keeps a person’s post with $label exactly as written', async ({ post }) => {
    fake.enqueue(CHAT, reply.chat(JSON.stringify(post)));
    const { client, email } = await serverWith();
    const answer = expectSuccess(
      await generate(client, email),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer).toEqual({
      title: post.title,
      caption: post.caption,
      hashtags: post.hashtags.join(' '),
      variation: VARIATION,
      written_by: { by: 'model', model: 'test-model' },
      // A model's post is one to publish: it never asks for a detail.
      needs_detail: false,
    });
    expect(fake.requestsTo(CHAT)).toHaveLength(1);
  });

  it('asks once for a repair of an invented free consultation, listing the problem', async () => {
    const invented = {
      ...goodPost,
      caption: `${goodPost.caption} Book a free consultation with our bakers.`,
    };
    fake.enqueue(CHAT, reply.chat(JSON.stringify(invented)), reply.chat(JSON.stringify(goodPost)));
    const { client, email } = await serverWith();
    const answer = expectSuccess(
      await generate(client, email),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer.caption).toBe(goodPost.caption);
    const [, repair] = fake.requestsTo(CHAT);
    const messages = chatRequestSchema.parse(repair?.json).messages;
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify(invented) });
    expect(messages.at(-1)?.content).toMatch(
      /promises what the owner did not write: free, booking, consultation/u,
    );
  });

  it('replaces a post that still drops the phone number after its repair', async () => {
    const description = 'Closed 24 to 27 December. Emergencies: call 0118 496 0555.';
    const dropped = {
      title: 'Closed for Christmas',
      caption: 'Golden Crust Bakery is closed over Christmas. Call the front desk with questions.',
      hashtags: ['#GoldenCrustBakery', '#Portland', '#Bakery', '#Closed', '#Christmas', '#Bread'],
    };
    fake.enqueue(CHAT, reply.chat(JSON.stringify(dropped)), reply.chat(JSON.stringify(dropped)));
    const { client, email } = await serverWith();
    const answer = expectSuccess(
      await client.post('/api/generate-brand-aware-content', {
        ...request(email),
        post_desc: description,
      }),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer.caption).toContain('0118 496 0555');
    expect(answer.caption).toContain('24 to 27 December');
    expect(answer).toEqual({
      ...writePost({
        description,
        onboarding: profile,
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'medium',
        hashtagGeneration: true,
        variation: VARIATION,
      }),
      variation: VARIATION,
      // The repair still dropped the phone number: the offline writer's post stands in.
      written_by: { by: 'offline_fallback', model: 'test-model', reason: 'no_answer' },
      needs_detail: false,
    });
    const [first, repair] = fake.requestsTo(CHAT);
    const prompt = chatRequestSchema
      .parse(first?.json)
      .messages.map((message) => message.content)
      .join('\n');
    expect(prompt).toContain('"0118 496 0555"');
    expect(prompt).toMatch(/Invent nothing/u);
    expect(chatRequestSchema.parse(repair?.json).messages.at(-1)?.content).toMatch(
      /leaves out facts of the request: .*"0118 496 0555"/u,
    );
  });

  it.each([
    ['cut-off JSON', reply.malformed()],
    ['content that is not JSON', reply.chat('Here is your post: Fresh bread!')],
  ])('answers 502 with a clear message for %s', async (_label, answer) => {
    fake.enqueue(CHAT, answer);
    const { client, email } = await serverWith();
    expect(expectFailure(await generate(client, email), 502)).toBe(
      'The AI service sent an answer we could not read. Please try again.',
    );
  });

  it('retries once after a 429, waiting as Retry-After says', async () => {
    fake.enqueue(CHAT, reply.rateLimited('1'), reply.chat(JSON.stringify(goodPost)));
    const { client, email } = await serverWith();
    expect((await generate(client, email)).status).toBe(200);
    const [first, second] = fake.requestsTo(CHAT);
    expect(fake.requestsTo(CHAT)).toHaveLength(2);
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('answers 502 after a 500 and its one retry', async () => {
    fake.enqueue(CHAT, reply.serverError(), reply.serverError());
    const { client, email } = await serverWith();
    expect(expectFailure(await generate(client, email), 502)).toBe(
      'The AI service is unavailable right now. Please try again.',
    );
    expect(fake.requestsTo(CHAT)).toHaveLength(2);
  });

  it('answers 504 with the timeout message when the provider hangs', async () => {
    fake.enqueue(CHAT, reply.hang());
    const { client, email } = await serverWith();
    expect(expectFailure(await generate(client, email), 504)).toBe(
      'The AI service did not answer in time. Please try again.',
    );
  });

  it('falls back to the offline writer on failure when AI_FALLBACK=offline', async () => {
    fake.enqueue(CHAT, reply.serverError(), reply.serverError());
    const { client, email } = await serverWith({ fallback: true });
    const answer = expectSuccess(
      await generate(client, email),
      endpoints.generateBrandAwareContent.response,
    );
    expect(answer).toEqual({
      ...offlinePost(),
      variation: VARIATION,
      written_by: { by: 'offline_fallback', model: 'test-model', reason: 'no_answer' },
      needs_detail: false,
    });
  });

  it('refuses to start without a model name', async () => {
    await expect(
      startTestServer({ env: { AI_TEXT_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl } }),
    ).rejects.toThrow(/AI_TEXT_MODEL/);
  });
});
