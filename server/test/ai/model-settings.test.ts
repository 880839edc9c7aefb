import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { MAX_VARIATIONS } from '@core/plans/plan-tries';
import { loggerOptions } from '../../src/app';
import { aiSettings } from '../../src/db/schema';
import { expectFailure, expectSuccess, TestClient } from '../support/client';
import { imageRequest, textRequest } from '../support/generation-requests';
import { startTestServer, type TestServer } from '../support/test-server';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';
import { smallJpeg } from '../support/images';

const KEY = 'sk-test-secret-key-9f2c4d7e1abcd';
const CHAT = '/chat/completions';
const profile = sampleOnboardingData({
  contentPrefs: { platforms: ['facebook'], hashtagStyle: 'Moderate' },
});
const goodPost = JSON.stringify({
  title: 'Fresh sourdough this Saturday at Golden Crust Bakery',
  caption:
    'Golden Crust Bakery in Portland has fresh sourdough this Saturday. Our loaves ferment for 36 hours and come out of the oven at dawn. Come early, because they sell out by noon. Stop by the counter and say hello to the team.',
  hashtags: ['#sourdough', '#bakery', '#Portland', '#GoldenCrustBakery', '#freshbread'],
});

let provider: FakeOpenAiServer;
let ollama: FakeOpenAiServer;
let server: TestServer;
let fixedServer: TestServer;
const logLines: string[] = [];
let sequence = 0;

beforeAll(async () => {
  [provider, ollama] = await Promise.all([startFakeOpenAiServer(), startFakeOpenAiServer('')]);
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  [server, fixedServer] = await Promise.all([
    startTestServer({
      env: { AI_TIMEOUT_MS: '400', OLLAMA_URL: ollama.baseUrl },
      overrides: { logger: loggerOptions('debug', logStream) },
    }),
    startTestServer({
      env: {
        AI_TEXT_PROVIDER: 'openai',
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: KEY,
        AI_TEXT_MODEL: 'installation-model',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), fixedServer.close()]);
  await Promise.all([provider.close(), ollama.close()]);
});
afterEach(() => {
  provider.requests.length = 0;
});

async function signedIn(target: TestServer = server) {
  const client = new TestClient(target.url);
  const email = `writer-${Date.now()}-${(sequence += 1)}@example.com`;
  await client.signUp(email);
  return { client, email };
}

const modelSettings = (changes: Record<string, unknown> = {}) => ({
  writer: 'model',
  provider: 'custom',
  base_url: provider.baseUrl,
  text_model: 'fake-writer-1',
  image_model: '',
  api_key: KEY,
  text_daily_limit: 100,
  image_daily_limit: 20,
  ...changes,
});

const settingsOf = async (client: TestClient) =>
  expectSuccess(await client.get('/api/ai-settings'), endpoints.getAiSettings.response);

const save = async (client: TestClient, changes: Record<string, unknown> = {}) =>
  expectSuccess(
    await client.put('/api/ai-settings', modelSettings(changes)),
    endpoints.saveAiSettings.response,
  );

const writePost = async (client: TestClient, email: string) =>
  expectSuccess(
    await client.post('/api/generate-brand-aware-content', textRequest(email, profile)),
    endpoints.generateBrandAwareContent.response,
  );

describe('AI settings', () => {
  it('start with the offline writer and nothing used', async () => {
    const { client } = await signedIn();
    expect(await settingsOf(client)).toMatchObject({
      writer: 'offline',
      api_key_hint: null,
      fixed_by_installation: false,
      usage: { text_today: 0, image_today: 0, text_month: 0, image_month: 0 },
    });
  });

  it('keep the key sealed: never in the row, an answer, a log line or the data export', async () => {
    const { client, email } = await signedIn();
    const saved = await save(client);
    expect(saved).toMatchObject({ writer: 'model', text_model: 'fake-writer-1' });
    expect(saved.api_key_hint).toBe('sk-…abcd');

    const rows = await server.testDatabase.database.db.select().from(aiSettings);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(JSON.stringify(rows)).not.toContain(KEY.slice(3, -4));

    provider.enqueue(CHAT, reply.chat(goodPost));
    const written = await writePost(client, email);
    expect(written.written_by).toEqual({ by: 'model', model: 'fake-writer-1' });
    // The key went to the provider, as a bearer token, and nowhere else.
    expect(provider.requestsTo(CHAT)[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

    const answers = [
      await client.get('/api/ai-settings'),
      await client.put('/api/ai-settings', modelSettings({ api_key: undefined })),
      await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
    ];
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(KEY);
    const exported = await client.get(
      `/api/account/export?user_email=${encodeURIComponent(email)}`,
    );
    expect(exported.status).toBe(200);
    expect(String(exported.body)).not.toContain(KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(KEY);
  });

  it('keep the stored key when none is sent, and remove it when "" is sent', async () => {
    const { client } = await signedIn();
    await save(client);
    expect((await save(client, { api_key: undefined })).api_key_hint).toBe('sk-…abcd');
    expect((await save(client, { api_key: '' })).api_key_hint).toBeNull();
  });

  it('refuse a model writer without a model or an address', async () => {
    const { client } = await signedIn();
    expectFailure(await client.put('/api/ai-settings', modelSettings({ text_model: '' })), 400);
    expectFailure(
      await client.put('/api/ai-settings', modelSettings({ base_url: 'ftp://x' })),
      400,
    );
  });

  it('are the signed-in owner’s alone', async () => {
    const anonymous = new TestClient(server.url);
    expectFailure(await anonymous.get('/api/ai-settings'), 401);
    expectFailure(await anonymous.put('/api/ai-settings', modelSettings()), 401);
  });
});

describe('The provider’s models and a test', () => {
  it('lists the models at /models with the stored key when none is sent', async () => {
    const { client } = await signedIn();
    await save(client);
    provider.enqueue('/models', reply.models(['fake-writer-2', 'fake-writer-1']));
    const listed = expectSuccess(
      await client.post('/api/ai-settings/models', { base_url: provider.baseUrl }),
      endpoints.listAiModels.response,
    );
    expect(listed.models).toEqual(['fake-writer-1', 'fake-writer-2']);
    const [sent] = provider.requestsTo('/models');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('says plainly when the provider does not list models', async () => {
    const { client } = await signedIn();
    provider.enqueue('/models', reply.error(401, 'invalid_api_key'));
    const message = expectFailure(
      await client.post('/api/ai-settings/models', { base_url: provider.baseUrl, api_key: 'bad' }),
      422,
    );
    expect(message).toBe('The provider did not list its models. Check the address and the key.');
  });

  it('writes one short post with the saved model, and says when it fails', async () => {
    const { client } = await signedIn();
    await save(client);
    provider.enqueue(
      CHAT,
      reply.chat(JSON.stringify({ title: '', caption: 'Hello from all of us!', hashtags: [] })),
    );
    const tested = expectSuccess(
      await client.post('/api/ai-settings/test', { kind: 'text' }),
      endpoints.testAiConnection.response,
    );
    expect(tested).toEqual({ ok: true, model: 'fake-writer-1', post: 'Hello from all of us!' });
    expect(provider.requestsTo(CHAT)[0]?.json).toMatchObject({ model: 'fake-writer-1' });

    provider.enqueue(CHAT, reply.serverError(), reply.serverError());
    const failed = expectSuccess(
      await client.post('/api/ai-settings/test', { kind: 'text' }),
      endpoints.testAiConnection.response,
    );
    expect(failed).toEqual({
      ok: false,
      model: 'fake-writer-1',
      message: 'The AI service is unavailable right now. Please try again.',
    });
  });

  it('makes one image with the saved image model', async () => {
    const { client, email } = await signedIn();
    await save(client, { image_model: 'fake-painter' });
    provider.enqueue('/images/generations', reply.image(await smallJpeg()));
    const tested = expectSuccess(
      await client.post('/api/ai-settings/test', { kind: 'image' }),
      endpoints.testAiConnection.response,
    );
    expect(tested).toMatchObject({ ok: true, model: 'fake-painter' });
    expect(tested.ok && tested.image_url).toMatch(/^\/media\//);

    provider.enqueue('/images/generations', reply.image(await smallJpeg()));
    const image = expectSuccess(
      await client.post('/api/generate-combined-brand-image', imageRequest(email, profile)),
      endpoints.generateCombinedBrandImage.response,
    );
    expect(image.image_by).toEqual({ by: 'model', model: 'fake-painter' });
  });
});

describe('Who wrote it', () => {
  it('says "offline" without a model, the model when it answered, and the fallback when not', async () => {
    const { client, email } = await signedIn();
    expect((await writePost(client, email)).written_by).toEqual({ by: 'offline' });

    await save(client);
    provider.enqueue(CHAT, reply.chat(goodPost));
    expect((await writePost(client, email)).written_by).toEqual({
      by: 'model',
      model: 'fake-writer-1',
    });

    provider.enqueue(CHAT, reply.hang());
    const fallback = await writePost(client, email);
    expect(fallback.written_by).toEqual({
      by: 'offline_fallback',
      model: 'fake-writer-1',
      reason: 'no_answer',
    });
    expect(fallback.caption.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).toContain('AI provider failed; writing offline');
  });

  it('keeps who wrote it with the saved draft', async () => {
    const { client, email } = await signedIn();
    const saved = await client.post('/api/save-draft', {
      ...sampleDraftRequest(email),
      written_by: { by: 'model', model: 'fake-writer-1' },
      image_by: { by: 'offline' },
    });
    expect(saved.status).toBe(201);
    const drafts = expectSuccess(
      await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
      endpoints.getDrafts.response,
    );
    expect(drafts.drafts[0]?.written_by).toEqual({ by: 'model', model: 'fake-writer-1' });
    expect(drafts.drafts[0]?.image_by).toEqual({ by: 'offline' });
  });
});

describe('Daily limits and usage', () => {
  it('write offline once the day’s calls are spent, and count them', async () => {
    const { client, email } = await signedIn();
    await save(client, { text_daily_limit: 1 });
    provider.enqueue(CHAT, reply.chat(goodPost));
    expect((await writePost(client, email)).written_by?.by).toBe('model');
    const second = await writePost(client, email);
    expect(second.written_by).toEqual({
      by: 'offline_fallback',
      model: 'fake-writer-1',
      reason: 'daily_limit',
    });
    expect(provider.requestsTo(CHAT)).toHaveLength(1);
    expect((await settingsOf(client)).usage).toEqual({
      text_today: 1,
      image_today: 0,
      text_month: 1,
      image_month: 0,
    });
  });
});

describe('A local Ollama', () => {
  it('is found with its chat models, embedding models left out', async () => {
    const { client } = await signedIn();
    ollama.enqueue(
      '/api/tags',
      reply.ollamaTags([
        { name: 'llama3.1:latest', families: ['llama'] },
        { name: 'nomic-embed-text:latest', families: ['nomic-bert'] },
      ]),
    );
    const local = expectSuccess(
      await client.get('/api/ai-settings/local-model'),
      endpoints.findLocalModel.response,
    );
    expect(local).toEqual({
      found: true,
      base_url: `${ollama.baseUrl}/v1`,
      models: ['llama3.1:latest'],
    });
  });

  it('is not found when nothing answers there', async () => {
    const { client } = await signedIn();
    ollama.enqueue('/api/tags', reply.error(404, 'not_found'));
    const local = expectSuccess(
      await client.get('/api/ai-settings/local-model'),
      endpoints.findLocalModel.response,
    );
    expect(local.found).toBe(false);
  });
});

describe('An installation that sets the writer in its environment', () => {
  it('shows it as fixed, refuses changes, and writes with it', async () => {
    const { client, email } = await signedIn(fixedServer);
    const settings = await settingsOf(client);
    expect(settings).toMatchObject({
      writer: 'model',
      text_model: 'installation-model',
      fixed_by_installation: true,
      api_key_hint: 'sk-…abcd',
    });
    expect(JSON.stringify(settings)).not.toContain(KEY);
    const refused = expectFailure(await client.put('/api/ai-settings', modelSettings()), 409);
    expect(refused).toBe('The writer is set by this installation and cannot be changed here.');

    provider.enqueue(CHAT, reply.chat(goodPost));
    expect((await writePost(client, email)).written_by).toEqual({
      by: 'model',
      model: 'installation-model',
    });
  });
});

describe('A month plan before it is written', () => {
  const planSettings = {
    month: '2027-03',
    count: 3,
    platforms: ['facebook'],
    posting_times: { facebook: { days: [1, 3, 5], time: '09:30' } },
    own_dates: '',
    country: null,
  };
  const planOf = async (client: TestClient, email: string) =>
    expectSuccess(
      await client.post('/api/plans', { ...planSettings, user_email: email }),
      endpoints.createPlan.response,
    ).plan;

  it('says no model calls when the offline writer writes', async () => {
    const { client, email } = await signedIn();
    expect((await planOf(client, email)).model_calls).toBeNull();
  });

  it('says the calls per post to the model and those left today under its limit', async () => {
    const { client, email } = await signedIn();
    await save(client, { text_daily_limit: 10, image_model: 'fake-painter-1' });
    provider.enqueue(CHAT, reply.chat(goodPost));
    await writePost(client, email);

    const plan = await planOf(client, email);
    expect(plan.state).toBe('planning');
    // The brand profile asks for no images: the image model is not called.
    expect(plan.model_calls).toEqual({
      text_model: 'fake-writer-1',
      text_calls_per_post: { least: 1, most: MAX_VARIATIONS },
      text_left_today: 9,
      image_model: null,
      image_calls_per_post: 0,
      image_left_today: null,
    });
  });

  it('counts an image call a post when the brand wants images and a model makes them', async () => {
    const { client, email } = await signedIn();
    await client.post('/api/onboarding', {
      user_email: email,
      onboarding_data: sampleOnboardingData({
        contentPrefs: { platforms: ['facebook'], aiVisuals: true },
      }),
    });
    await save(client, { image_model: 'fake-painter-1', image_daily_limit: 4 });
    const plan = await planOf(client, email);
    expect(plan.model_calls).toMatchObject({
      text_left_today: 100,
      image_model: 'fake-painter-1',
      image_calls_per_post: 1,
      image_left_today: 4,
    });
  });

  it('says the installation’s model with no daily limit', async () => {
    const { client, email } = await signedIn(fixedServer);
    expect((await planOf(client, email)).model_calls).toMatchObject({
      text_model: 'installation-model',
      text_left_today: null,
    });
  });
});
