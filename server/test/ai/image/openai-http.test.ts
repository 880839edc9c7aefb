import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AiServiceError,
  createOpenAiHttpClient,
  parseRetryAfter,
  type OpenAiHttpOptions,
} from '../../../src/ai/openai-http';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../fakes/openai-server';

const API_KEY = 'sk-test-secret-key-123';
const chatSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(async () => {
  await fake.close();
});

const client = (options: Partial<OpenAiHttpOptions> = {}) =>
  createOpenAiHttpClient({
    baseUrl: fake.baseUrl,
    apiKey: API_KEY,
    maxRetryWaitMs: 300,
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiServiceError);
  const aiError = error as AiServiceError;
  expect(aiError.message).not.toContain(API_KEY);
  return aiError;
}

describe('openai-http client', () => {
  it('posts JSON with the bearer key and returns the validated answer', async () => {
    fake.enqueue('/chat/completions', reply.chat('Hello there'));
    const answer = await client({ baseUrl: `${fake.baseUrl}/` }).postJson(
      '/chat/completions',
      { model: 'm', messages: [{ role: 'user', content: 'hi' }] },
      chatSchema,
    );
    expect(answer.choices[0]?.message.content).toBe('Hello there');
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/chat/completions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.json).toEqual({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
  });

  it('posts multipart forms with their files', async () => {
    fake.enqueue('/upload', reply.json({ ok: true }));
    const form = new FormData();
    form.append('name', 'value');
    form.append('file', new Blob([Buffer.from('abc')], { type: 'text/plain' }), 'a.txt');
    await client().postMultipart('/upload', form, z.object({ ok: z.boolean() }));
    const parts = fake.requests[0]?.parts;
    expect(parts).toEqual([
      expect.objectContaining({ name: 'name', value: 'value', filename: null }),
      expect.objectContaining({
        name: 'file',
        filename: 'a.txt',
        contentType: 'text/plain',
        size: 3,
      }),
    ]);
  });

  it('retries once after a 429, waiting as Retry-After asks (capped)', async () => {
    fake.enqueue('/chat/completions', reply.rateLimited('0.2'), reply.chat('after wait'));
    const answer = await client({ maxRetryWaitMs: 5_000 }).postJson(
      '/chat/completions',
      {},
      chatSchema,
    );
    expect(answer.choices[0]?.message.content).toBe('after wait');
    const [first, second] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(180);
  });

  it('caps a long Retry-After at maxRetryWaitMs', async () => {
    fake.enqueue('/chat/completions', reply.rateLimited('120'), reply.chat('ok'));
    // The wait is a timer: the test reads the delay the client asked for, not a clock. Other
    // timers run too, so it looks for the two delays the client could ask for.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const waits = () =>
      timers.mock.calls
        .map(([, delay]) => delay)
        .filter((delay) => delay === 150 || delay === 120_000);
    const answering = client({ maxRetryWaitMs: 150 }).postJson('/chat/completions', {}, chatSchema);
    // The poll's own limit only guards a client that never waits.
    await expect.poll(() => waits().length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(waits()).toEqual([150]);
    expect((await answering).choices[0]?.message.content).toBe('ok');
    const waited = fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt;
    expect(waited).toBeGreaterThanOrEqual(140);
  });

  it('retries a 500 once and succeeds', async () => {
    fake.enqueue('/chat/completions', reply.serverError(), reply.chat('second time'));
    const answer = await client({ defaultRetryWaitMs: 10 }).postJson(
      '/chat/completions',
      {},
      chatSchema,
    );
    expect(answer.choices[0]?.message.content).toBe('second time');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after a second 5xx with the unavailable message', async () => {
    fake.setDefault('/chat/completions', reply.serverError());
    const error = await failure(
      client({ defaultRetryWaitMs: 10 }).postJson('/chat/completions', {}, chatSchema),
    );
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('The AI service is unavailable right now. Please try again.');
    expect(error.status).toBe(500);
    expect(error.providerCode).toBe('server_error');
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry other client errors, nor leak their bodies', async () => {
    fake.setDefault('/chat/completions', reply.error(401, 'invalid_api_key'));
    const error = await failure(client().postJson('/chat/completions', {}, chatSchema));
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 401,
      providerCode: 'invalid_api_key',
    });
    expect(error.message).not.toContain('invalid_api_key');
    expect(fake.requests).toHaveLength(1);
  });

  it('tells the user when the provider declines the content', async () => {
    fake.enqueue('/images/generations', reply.error(400, 'moderation_blocked'));
    const error = await failure(client().postJson('/images/generations', {}, chatSchema));
    expect(error).toMatchObject({ code: 'declined', httpStatus: 422 });
    expect(error.message).toBe(
      'The AI service declined this request. Please change the description and try again.',
    );
  });

  it('turns malformed JSON into a bad_response error', async () => {
    fake.enqueue('/chat/completions', reply.malformed());
    const error = await failure(client().postJson('/chat/completions', {}, chatSchema));
    expect(error.code).toBe('bad_response');
    expect(error.message).not.toContain('b64_json');
  });

  it('turns a well-formed answer of the wrong shape into a bad_response error', async () => {
    fake.enqueue('/chat/completions', reply.json({ choices: [] }));
    expect((await failure(client().postJson('/chat/completions', {}, chatSchema))).code).toBe(
      'bad_response',
    );
  });

  it('times out a hanging provider with the timeout message', async () => {
    fake.enqueue('/chat/completions', reply.hang());
    const error = await failure(
      client({ timeoutMs: 200 }).postJson('/chat/completions', {}, chatSchema),
    );
    expect(error.code).toBe('timeout');
    expect(error.httpStatus).toBe(504);
    expect(error.message).toBe('The AI service did not answer in time. Please try again.');
    // The request's own time-out ended it: the provider never answered nor hung up.
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a connection dropped mid-request as unavailable', async () => {
    fake.enqueue('/chat/completions', reply.hang());
    const pending = client({ timeoutMs: 10_000 }).postJson('/chat/completions', {}, chatSchema);
    await expect.poll(() => fake.requests.length).toBe(1);
    await fake.close();
    const error = await failure(pending);
    expect(error.code).toBe('unavailable');
  });

  it('reports an unreachable provider as unavailable', async () => {
    const closed = await startFakeOpenAiServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const error = await failure(
      createOpenAiHttpClient({ baseUrl, apiKey: API_KEY }).postJson('/x', {}, chatSchema),
    );
    expect(error.code).toBe('unavailable');
    expect(error.cause).toBeDefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads delta seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores missing or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-1', now)).toBeNull();
  });
});
