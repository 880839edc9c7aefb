import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { createS3Storage } from '../src/storage/s3';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/** Uploads through the server into an S3-compatible bucket (s3rver, a local fake over real HTTP). */
let s3: S3rver;
let s3Directory: string;
let s3Port: number;
let server: TestServer;

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'smart-suite-media' }],
  });
  s3Port = (await s3.run()).port;
  server = await startTestServer({
    storage: createS3Storage({
      bucket: 'smart-suite-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3Port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  });
});

afterAll(async () => {
  await server.close();
  await s3.close().catch(() => undefined);
  await rm(s3Directory, { recursive: true, force: true });
});

async function upload(client: TestClient, email: string) {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
  form.append('user_email', email);
  form.append('file_type', 'logo');
  return client.postForm('/api/upload', form);
}

describe('S3-compatible storage', () => {
  it('stores an upload in the bucket and serves it back at /media', async () => {
    const client = new TestClient(server.url);
    const email = `s3-${Date.now()}@example.com`;
    await client.signUp(email);
    const { url } = expectSuccess(await upload(client, email), endpoints.upload.response);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([32, 24]);
    const direct = await fetch(
      `http://127.0.0.1:${s3Port}/smart-suite-media/${url.replace('/media/', '')}`,
    );
    expect(direct.status).toBe(200);
  });

  it('answers 503 with a clear message when the bucket is down, and records nothing', async () => {
    const client = new TestClient(server.url);
    const email = `s3-down-${Date.now()}@example.com`;
    await client.signUp(email);
    await s3.close();
    expect(expectFailure(await upload(client, email), 503)).toBe(
      'The file could not be stored. Please try again.',
    );
    const assets = expectSuccess(
      await client.get(`/api/get-brand-assets/${encodeURIComponent(email)}`),
      endpoints.getBrandAssets.response,
    );
    expect(assets.brand_assets.logos.count).toBe(0);
  });
});
