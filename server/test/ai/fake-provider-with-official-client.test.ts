import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../fakes/openai-server';
import { smallJpeg } from '../support/images';

/**
 * The fake provider's answers, read by the official `openai` client: if the fake ever
 * answered a shape the real API does not, or misread what the client sends, this fails,
 * so the server's tests against the fake keep meaning something.
 */
let fake: FakeOpenAiServer;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  client = new OpenAI({ baseURL: fake.baseUrl, apiKey: 'sk-fake-key-for-client', maxRetries: 0 });
});
afterAll(() => fake.close());

describe('The fake provider, spoken to by the openai client', () => {
  it('lists models', async () => {
    fake.enqueue('/models', reply.models(['fake-writer-1', 'fake-writer-2']));
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(['fake-writer-1', 'fake-writer-2']);
    const [sent] = fake.requestsTo('/models');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.authorization).toBe('Bearer sk-fake-key-for-client');
  });

  it('answers a chat completion', async () => {
    fake.enqueue('/chat/completions', reply.chat('{"caption":"Hello"}'));
    const completion = await client.chat.completions.create({
      model: 'fake-writer-1',
      messages: [{ role: 'user', content: 'Write a post' }],
    });
    expect(completion.choices[0]?.message.content).toBe('{"caption":"Hello"}');
    expect(fake.requestsTo('/chat/completions').at(-1)?.json).toMatchObject({
      model: 'fake-writer-1',
      messages: [{ role: 'user', content: 'Write a post' }],
    });
  });

  it('answers an image generation and an image edit', async () => {
    const bytes = await smallJpeg();
    fake.enqueue('/images/generations', reply.image(bytes));
    const generated = await client.images.generate({ model: 'fake-painter', prompt: 'A loaf' });
    expect(Buffer.from(generated.data?.[0]?.b64_json ?? '', 'base64')).toEqual(bytes);

    fake.enqueue('/images/edits', reply.image(bytes));
    const edited = await client.images.edit({
      model: 'fake-painter',
      prompt: 'The same loaf',
      image: new File([bytes], 'photo.jpg', { type: 'image/jpeg' }),
    });
    expect(edited.data?.[0]?.b64_json).toBe(bytes.toString('base64'));
    const parts = fake.requestsTo('/images/edits').at(-1)?.parts ?? [];
    expect(parts.find((part) => part.name === 'image')?.filename).toBe('photo.jpg');
  });

  it('turns the fake’s error answers into the client’s errors', async () => {
    fake.enqueue('/chat/completions', reply.error(401, 'invalid_api_key'));
    await expect(
      client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_api_key' });
  });
});
