import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { imageRequest } from './support/generation-requests';
import { startTestServer, type TestServer } from './support/test-server';
import { pngImage, uploadForm } from './support/images';

const QUOTA_MESSAGE =
  'Your account has reached its storage limit of 1 MB, so this image was not saved. ' +
  'Please contact support to free up space.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { STORAGE_QUOTA_MB: '1' } });
});
afterAll(() => server.close());

/** A PNG of random pixels: it does not compress, so it is about 3 bytes a pixel. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

const uploadPng = async (client: TestClient, email: string, bytes: Buffer) =>
  client.postForm(
    '/api/upload',
    uploadForm([{ bytes, name: 'photo.png', type: 'image/png' }], {
      file_type: 'post_image',
      user_email: email,
    }),
  );

const storedFiles = async () =>
  (await readdir(path.join(server.testDatabase.dataDir, 'media'))).filter(
    (name) => !name.startsWith('.'),
  );

describe('the storage quota', () => {
  it('refuses the upload that would pass it, says why, and stores nothing of it', async () => {
    const client = new TestClient(server.url);
    const email = 'full@example.com';
    await client.signUp(email);
    const picture = await noisePng(300);
    expect(picture.length).toBeGreaterThan(250_000);

    const accepted: string[] = [];
    let refusal = null;
    for (let attempt = 0; attempt < 6 && !refusal; attempt += 1) {
      const answer = await uploadPng(client, email, picture);
      if (answer.status === 200)
        accepted.push(expectSuccess(answer, endpoints.upload.response).url);
      else refusal = answer;
    }
    expect(accepted).toHaveLength(3);
    if (!refusal) throw new Error('The quota never refused an upload');
    expect(expectFailure(refusal, 413)).toBe(QUOTA_MESSAGE);
    expect(await storedFiles()).toHaveLength(3);

    // Smaller files that still fit are accepted: the quota is about bytes, not files.
    expectSuccess(await uploadPng(client, email, await pngImage()), endpoints.upload.response);
    let stored = 4;
    for (const side of [150, 60]) {
      const smaller = await noisePng(side);
      while ((await uploadPng(client, email, smaller)).status === 200) stored += 1;
    }

    // A generated image that does not fit is refused too, and not stored.
    const generation = await client.post(
      '/api/generate-combined-brand-image',
      imageRequest(email, null),
    );
    expect(expectFailure(generation, 413)).toBe(QUOTA_MESSAGE);
    expect(await storedFiles()).toHaveLength(stored);

    // Another account has its own quota.
    const other = new TestClient(server.url);
    await other.signUp('other@example.com');
    expectSuccess(await uploadPng(other, 'other@example.com', picture), endpoints.upload.response);
  });

  it('processes many uploads at once, a few at a time, and answers them all', async () => {
    const client = new TestClient(server.url);
    const email = 'burst@example.com';
    await client.signUp(email);
    const picture = await pngImage(64, 64);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => uploadPng(client, email, picture)),
    );
    for (const answer of answers) expectSuccess(answer, endpoints.upload.response);
  });
});
