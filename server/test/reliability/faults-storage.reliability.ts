import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import { API_MESSAGES } from '@contract/messages';
import { createS3Storage } from '../../src/storage/s3';
import { mediaKeyFromUrl } from '../../src/storage/media-keys';
import { uploads } from '../../src/db/schema';
import { expectFailure, expectSuccess, TestClient, type Answer } from '../support/client';
import { startTestServer, type TestServer } from '../support/test-server';
import { pngImage, uploadForm } from '../support/images';
import { databaseSnapshot, mediaFiles } from './support/snapshot';
import { imageRequest as brandImageRequest } from '../support/generation-requests';

/**
 * The storage failing: the local media directory refusing writes, the S3-compatible
 * service down, then back, and hanging. The upload or image step fails with a clear
 * 503, nothing is recorded, no draft can point at a file that is not there, and the
 * server recovers by itself when the storage does.
 */

let counter = 0;
const uniqueEmail = () => `storage${(counter += 1)}-${Date.now()}@example.com`;

/** An image request with nothing of the brand: no colours, logo or photo. */
const imageRequest = (email: string) =>
  brandImageRequest(email, null, {
    post_desc: 'Fresh sourdough',
    use_brand_colors: false,
    brand_colors: [],
  });

async function signedIn(server: TestServer) {
  const client = new TestClient(server.url);
  const email = uniqueEmail();
  await client.signUp(email);
  return { client, email };
}

/** The three steps that write a file: a post image, brand photos, a generated image. */
async function writeSteps(client: TestClient, email: string): Promise<[string, Answer][]> {
  const png = await pngImage();
  return [
    [
      'upload',
      await client.postForm(
        '/api/upload',
        uploadForm([{ bytes: png, name: 'post.png', type: 'image/png' }], {
          user_email: email,
          file_type: 'post_image',
        }),
      ),
    ],
    [
      'upload-multiple',
      await client.postForm(
        '/api/upload-multiple',
        uploadForm(
          [{ bytes: png, name: 'photo.png', type: 'image/png' }],
          { user_email: email, file_type: 'photo' },
          'files',
        ),
      ),
    ],
    [
      'generate image',
      await client.post('/api/generate-combined-brand-image', imageRequest(email)),
    ],
  ];
}

/** The URL a successful step handed out (the client saves it in a draft). */
function urlOf(step: string, answer: Answer): string {
  if (step === 'upload') return expectSuccess(answer, endpoints.upload.response).url;
  if (step === 'upload-multiple') {
    return expectSuccess(answer, endpoints.uploadMultiple.response).files[0]?.url ?? '';
  }
  return expectSuccess(answer, endpoints.generateCombinedBrandImage.response).image_url;
}

/**
 * The client's flow: a draft is saved with the image URL only when the step answered
 * one. Then every upload row has its file, and every draft's media URL is served.
 */
async function expectNoDanglingMedia(server: TestServer, client: TestClient, email: string) {
  const rows = await server.testDatabase.database.db.select().from(uploads);
  for (const row of rows) {
    expect(await server.storage.get(row.key), `upload row ${row.key}`).not.toBeNull();
  }
  const { drafts } = expectSuccess(
    await client.get(`/api/get-drafts?user_email=${email}`),
    endpoints.getDrafts.response,
  );
  for (const draft of drafts) {
    const key = mediaKeyFromUrl(draft.image_url);
    if (!key) continue;
    const served = await fetch(`${server.url}/media/${key}`);
    // Read to the end: an unread body keeps the connection busy and delays closing.
    await served.arrayBuffer();
    expect(served.status, `draft ${draft.id} image`).toBe(200);
  }
}

/** Runs the client's flow for each step: save a draft with the URL if there is one. */
async function flow(client: TestClient, email: string, steps: [string, Answer][]) {
  for (const [step, answer] of steps) {
    if (answer.status !== 200) continue;
    expectSuccess(
      await client.post(
        '/api/save-draft',
        sampleDraftRequest(email, { image_url: urlOf(step, answer), title: step }),
      ),
      endpoints.saveDraft.response,
      201,
    );
  }
}

describe('the local media directory refuses writes', () => {
  let server: TestServer;
  let mediaDirectory: string;
  const root = process.getuid?.() === 0;

  /** Root ignores permissions; an immutable directory stops root too (ext4, tmpfs). */
  const lock = async (locked: boolean) => {
    if (root) execFileSync('chattr', [locked ? '+i' : '-i', mediaDirectory]);
    else await chmod(mediaDirectory, locked ? 0o500 : 0o700);
  };

  beforeAll(async () => {
    server = await startTestServer();
    mediaDirectory = path.join(server.testDatabase.dataDir, 'media');
  });
  afterAll(async () => {
    await lock(false).catch(() => undefined);
    await server.close();
  });

  it('fails each write step with a clear 503, records nothing, and recovers when it can write', async () => {
    const { client, email } = await signedIn(server);
    await flow(client, email, await writeSteps(client, email));
    const before = await databaseSnapshot(server.testDatabase.database.db);
    const filesBefore = await mediaFiles(mediaDirectory);

    await lock(true);
    let steps: [string, Answer][];
    try {
      steps = await writeSteps(client, email);
    } finally {
      await lock(false);
    }
    for (const [step, answer] of steps) {
      expect(expectFailure(answer, 503), step).toBe(API_MESSAGES.storageFailed);
    }
    await flow(client, email, steps);
    expect(await databaseSnapshot(server.testDatabase.database.db)).toBe(before);
    // Not even a temporary file is left behind.
    expect(await mediaFiles(mediaDirectory)).toEqual(filesBefore);

    const again = await writeSteps(client, email);
    for (const [step, answer] of again) expect(answer.status, step).toBe(200);
    await flow(client, email, again);
    await expectNoDanglingMedia(server, client, email);
    const { drafts } = expectSuccess(
      await client.get(`/api/get-drafts?user_email=${email}`),
      endpoints.getDrafts.response,
    );
    expect(drafts).toHaveLength(6);
  });
});

describe('the S3-compatible service goes down, comes back, and hangs', () => {
  let s3: S3rver;
  let s3Directory: string;
  let s3Port: number;
  let server: TestServer;
  let hanging: Server;
  const held: Socket[] = [];

  const startS3 = async (port: number) => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: 'smart-suite-media' }],
    });
    return (await s3.run()).port;
  };

  beforeAll(async () => {
    s3Directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-s3-fault-'));
    s3Port = await startS3(0);
    server = await startTestServer({
      storage: createS3Storage({
        bucket: 'smart-suite-media',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        timeoutMs: 1_000,
      }),
    });
    // A service that accepts connections and never says a word.
    hanging = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await server.close();
    await s3.close().catch(() => undefined);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
    await rm(s3Directory, { recursive: true, force: true });
  });

  it('down: every write step answers 503, reads answer a clear 503, nothing is recorded; back: it all works again', async () => {
    const { client, email } = await signedIn(server);
    const first = await writeSteps(client, email);
    for (const [step, answer] of first) expect(answer.status, step).toBe(200);
    await flow(client, email, first);
    const servedUrl = urlOf('upload', first[0]?.[1] as Answer);

    await s3.close();
    const before = await databaseSnapshot(server.testDatabase.database.db);
    const down = await writeSteps(client, email);
    for (const [step, answer] of down) {
      expect(expectFailure(answer, 503), step).toBe(API_MESSAGES.storageFailed);
    }
    await flow(client, email, down);
    const read = await client.get(servedUrl);
    expect(expectFailure(read, 503)).toBe(API_MESSAGES.storageReadFailed);
    expect(await databaseSnapshot(server.testDatabase.database.db)).toBe(before);

    // The service returns at the same address: no restart of ours is needed.
    await startS3(s3Port);
    const back = await writeSteps(client, email);
    for (const [step, answer] of back) expect(answer.status, step).toBe(200);
    await flow(client, email, back);
    const served = await fetch(`${server.url}${servedUrl}`);
    await served.arrayBuffer();
    expect(served.status).toBe(200);
    await expectNoDanglingMedia(server, client, email);
  });

  it('hanging: the upload gives up within its timeout with a clear 503 and records nothing', async () => {
    const { address, port } = hanging.address() as { address: string; port: number };
    const stuck = await startTestServer({
      storage: createS3Storage({
        bucket: 'smart-suite-media',
        region: 'us-east-1',
        endpoint: `http://${address}:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        timeoutMs: 500,
      }),
    });
    try {
      const { client, email } = await signedIn(stuck);
      const before = await databaseSnapshot(stuck.testDatabase.database.db);
      const steps = await writeSteps(client, email);
      // Each step ended by the storage client's 0.5 s time-out (a hang would never answer):
      // the storage failure's answer, not how long it took (ADR 0047).
      for (const [step, answer] of steps) {
        expect(expectFailure(answer, 503), step).toBe(API_MESSAGES.storageFailed);
      }
      expect(await databaseSnapshot(stuck.testDatabase.database.db)).toBe(before);
    } finally {
      await stuck.close();
    }
  });
});
