import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { uploads, users } from '../src/db/schema';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';
import {
  gifImage,
  HOSTILE_SVG,
  jpegWithExif,
  PNG_SIGNATURE,
  pngBomb,
  pngImage,
  SIMPLE_SVG,
  uploadForm,
} from './support/images';

const UNSUPPORTED_IMAGE =
  'File type not supported. Please use: image/jpeg, image/jpg, image/png, image/gif';
const MEDIA_URL = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `upload${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn() {
  const client = new TestClient(server.url);
  const email = uniqueEmail();
  await client.signUp(email);
  return { client, email };
}

interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

const upload = (
  client: TestClient,
  file: UploadFile,
  fields: Record<string, string>,
  fileType = 'post_image',
) => client.postForm('/api/upload', uploadForm([file], { file_type: fileType, ...fields }));

/** The raw bytes and headers of a media URL: TestClient reads bodies as text. */
async function fetchMedia(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A GET whose path reaches the server exactly as written, without URL normalisation. */
function rawGet(rawPath: string): Promise<{ status: number; type: string; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const mediaDirectory = () => path.join(server.testDatabase.dataDir, 'media');
const storedFiles = async () =>
  (await readdir(mediaDirectory())).filter((name) => !name.startsWith('.'));

async function uploadRowsOf(email: string) {
  const { db } = server.testDatabase.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return db.select().from(uploads).where(eq(uploads.businessId, user.id));
}

describe('POST /api/upload', () => {
  it('stores a PNG post image and serves it with safe, long-lived headers', async () => {
    const { client, email } = await signedIn();
    const png = await pngImage(12, 7);
    const body = expectSuccess(
      await upload(
        client,
        { bytes: png, name: 'cake.png', type: 'image/png' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    expect(body).toEqual({
      success: true,
      url: expect.stringMatching(MEDIA_URL),
      filename: 'cake.png',
    });

    const media = await fetchMedia(body.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const cacheControl = media.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    const served = await sharp(media.bytes).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 12, 7]);
    expect(await uploadRowsOf(email)).toEqual([
      expect.objectContaining({
        kind: 'post_image',
        filename: 'cake.png',
        contentType: 'image/png',
      }),
    ]);
  });

  it('strips EXIF metadata from a JPEG', async () => {
    const { client, email } = await signedIn();
    const jpeg = await jpegWithExif(10, 10);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const body = expectSuccess(
      await upload(
        client,
        { bytes: jpeg, name: 'phone.jpg', type: 'image/jpeg' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    expect(body.url).toMatch(/\.jpg$/);
    const media = await fetchMedia(body.url);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    const served = await sharp(media.bytes).metadata();
    expect(served.format).toBe('jpeg');
    expect(served.exif).toBeUndefined();
    expect(media.bytes.includes('secret-copyright')).toBe(false);
  });

  it('stores a GIF as a GIF', async () => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await upload(
        client,
        { bytes: await gifImage(), name: 'spin.gif', type: 'image/gif' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    const media = await fetchMedia(body.url);
    expect(media.headers.get('content-type')).toBe('image/gif');
    expect((await sharp(media.bytes).metadata()).format).toBe('gif');
  });

  it('judges a file by its bytes: a PNG named photo.gif sent as image/gif is a PNG', async () => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await upload(
        client,
        { bytes: await pngImage(), name: 'photo.gif', type: 'image/gif' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    expect(body.url).toMatch(MEDIA_URL);
    const media = await fetchMedia(body.url);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('refuses an HTML page named .png and sent as image/png with 415', async () => {
    const { client, email } = await signedIn();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const answer = await upload(
      client,
      { bytes: html, name: 'innocent.png', type: 'image/png' },
      { user_email: email },
    );
    expect(expectFailure(answer, 415)).toBe(UNSUPPORTED_IMAGE);
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('turns an SVG logo into a PNG', async () => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await upload(
        client,
        { bytes: SIMPLE_SVG, name: 'logo.svg', type: 'image/svg+xml' },
        { user_email: email },
        'logo',
      ),
      endpoints.upload.response,
    );
    expect(body.url).toMatch(MEDIA_URL);
    const media = await fetchMedia(body.url);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const served = await sharp(media.bytes).metadata();
    expect(served.format).toBe('png');
    expect(served.width).toBe(1024);
  });

  it('refuses a hostile SVG logo (script, local file, remote image) and stores nothing', async () => {
    const { client, email } = await signedIn();
    const answer = await upload(
      client,
      { bytes: HOSTILE_SVG, name: 'logo.svg', type: 'image/svg+xml' },
      { user_email: email },
      'logo',
    );
    expect(expectFailure(answer, 400)).toMatch(
      /^This SVG logo uses features that cannot be accepted/,
    );
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('refuses an SVG as a post image with 415', async () => {
    const { client, email } = await signedIn();
    const answer = await upload(
      client,
      { bytes: SIMPLE_SVG, name: 'picture.svg', type: 'image/svg+xml' },
      { user_email: email },
    );
    expect(expectFailure(answer, 415)).toBe(UNSUPPORTED_IMAGE);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { client, email } = await signedIn();
    const png = await pngImage();
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1_048_576 - png.length)]);
    const body = expectSuccess(
      await upload(
        client,
        { bytes: padded, name: 'big.png', type: 'image/png' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    const media = await fetchMedia(body.url);
    expect(media.bytes.length).toBeLessThan(1_000);
  });

  it("refuses 10 MB + 1 byte with 413 'File size too large. Maximum size is 10MB.'", async () => {
    const { client, email } = await signedIn();
    const png = await pngImage();
    const tooBig = Buffer.concat([png, Buffer.alloc(10 * 1_048_576 + 1 - png.length)]);
    const answer = await upload(
      client,
      { bytes: tooBig, name: 'huge.png', type: 'image/png' },
      { user_email: email },
    );
    expect(expectFailure(answer, 413)).toBe('File size too large. Maximum size is 10MB.');
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('refuses a decompression bomb with 400 and stores nothing', async () => {
    const { client, email } = await signedIn();
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    const before = await storedFiles();
    const answer = await upload(
      client,
      { bytes: bomb, name: 'bomb.png', type: 'image/png' },
      { user_email: email },
      'logo',
    );
    expect(expectFailure(answer, 400)).toBe(
      'The image has too many pixels to process. Please use a smaller image.',
    );
    expect(await uploadRowsOf(email)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 400 'No file provided' without a file", async () => {
    const { client, email } = await signedIn();
    const form = uploadForm([], { user_email: email, file_type: 'post_image' });
    expect(expectFailure(await client.postForm('/api/upload', form), 400)).toBe('No file provided');
  });

  it("answers 400 'No user identification found' without an identifier", async () => {
    const { client } = await signedIn();
    const answer = await upload(
      client,
      { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
      {},
    );
    expect(expectFailure(answer, 400)).toBe('No user identification found');
  });

  it('answers 400 for a file_type other than post_image or logo', async () => {
    const { client, email } = await signedIn();
    const answer = await upload(
      client,
      { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
      { user_email: email },
      'photo',
    );
    expect(expectFailure(answer, 400)).toBe('file_type must be post_image or logo');
  });

  it("answers 403 for another user's e-mail and stores nothing for either", async () => {
    const owner = await signedIn();
    const { client, email } = await signedIn();
    const answer = await upload(
      client,
      { bytes: await pngImage(), name: 'a.png', type: 'image/png' },
      { user_email: owner.email },
    );
    expect(expectFailure(answer, 403)).toBe("You can only access your own account's data.");
    expect(await uploadRowsOf(owner.email)).toEqual([]);
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('answers 415 to a JSON body', async () => {
    const { client, email } = await signedIn();
    const answer = await client.post('/api/upload', { user_email: email, file_type: 'logo' });
    expect(expectFailure(answer, 415)).toBe('Uploads must be sent as multipart/form-data.');
  });

  describe('a broken multipart body', () => {
    const boundary = '----smart-suite-test-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fileHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';

    const cases: [string, (email: string, png: Buffer) => Buffer, string][] = [
      [
        'cut in the middle of the file, before the closing boundary',
        (email, png) =>
          Buffer.concat([
            Buffer.from(part('user_email', email) + part('file_type', 'post_image') + fileHead),
            png.subarray(0, 20),
          ]),
        `multipart/form-data; boundary=${boundary}`,
      ],
      [
        'cut after a field, before any file',
        (email) => Buffer.from(part('user_email', email) + `--${boundary}\r\nContent-Disp`),
        `multipart/form-data; boundary=${boundary}`,
      ],
      [
        'without a boundary in the header',
        (email, png) => Buffer.concat([Buffer.from(part('user_email', email) + fileHead), png]),
        'multipart/form-data',
      ],
    ];

    it.each(cases)(
      'answers a body %s with 400 and a message, never a 5xx',
      async (_label, build, contentType) => {
        const { client, email } = await signedIn();
        const answer = await client.request('POST', '/api/upload', {
          body: build(email, await pngImage()),
          headers: { 'content-type': contentType },
        });
        expect(answer.status).toBeLessThan(500);
        expect(expectFailure(answer, 400)).toBe(
          'The upload was incomplete or malformed. Please try again.',
        );
        expect(await uploadRowsOf(email)).toEqual([]);
      },
    );
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\ann\\shop.png', 'shop.png'],
    ['bell\u0007\u0001 and\u007f tab\t.png', 'bell and tab.png'],
    ['right\u202eto-left.png', 'rightto-left.png'],
  ])('keeps the file name %j only as the sanitised text %j', async (name, expected) => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await upload(
        client,
        { bytes: await pngImage(), name, type: 'image/png' },
        { user_email: email },
      ),
      endpoints.upload.response,
    );
    expect(body.filename).toBe(expected);
    expect(body.url).toMatch(MEDIA_URL);
    expect((await uploadRowsOf(email)).map((row) => row.filename)).toEqual([expected]);
  });
});

describe('POST /api/upload-multiple', () => {
  const photos = async (count: number) => {
    const png = await pngImage();
    return Array.from({ length: count }, (_, index) => ({
      bytes: png,
      name: `photo-${index + 1}.png`,
      type: 'image/png',
    }));
  };

  it('stores two photos and answers their urls', async () => {
    const { client, email } = await signedIn();
    const body = expectSuccess(
      await client.postForm(
        '/api/upload-multiple',
        uploadForm(await photos(2), { user_email: email, file_type: 'photo' }, 'files'),
      ),
      endpoints.uploadMultiple.response,
    );
    expect(body.files.map((file) => file.filename)).toEqual(['photo-1.png', 'photo-2.png']);
    for (const file of body.files) {
      expect(file.url).toMatch(MEDIA_URL);
      const media = await fetchMedia(file.url);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/png');
    }
    expect(new Set(body.files.map((file) => file.url)).size).toBe(2);
    expect((await uploadRowsOf(email)).map((row) => row.kind)).toEqual(['photo', 'photo']);
  });

  it("refuses 11 files with 400 'At most 10 files can be uploaded at once.'", async () => {
    const { client, email } = await signedIn();
    const answer = await client.postForm(
      '/api/upload-multiple',
      uploadForm(await photos(11), { user_email: email, file_type: 'photo' }, 'files'),
    );
    expect(expectFailure(answer, 400)).toBe('At most 10 files can be uploaded at once.');
    expect(await uploadRowsOf(email)).toEqual([]);
  });

  it('refuses a file_type other than photo', async () => {
    const { client, email } = await signedIn();
    const answer = await client.postForm(
      '/api/upload-multiple',
      uploadForm(await photos(1), { user_email: email, file_type: 'logo' }, 'files'),
    );
    expect(expectFailure(answer, 400)).toBe('file_type must be photo');
  });

  it('stores none of the photos when one of them is not an image', async () => {
    const { client, email } = await signedIn();
    const files = [
      ...(await photos(1)),
      { bytes: Buffer.from('not an image'), name: 'notes.png', type: 'image/png' },
    ];
    const before = await storedFiles();
    const answer = await client.postForm(
      '/api/upload-multiple',
      uploadForm(files, { user_email: email, file_type: 'photo' }, 'files'),
    );
    expect(expectFailure(answer, 415)).toBe(UNSUPPORTED_IMAGE);
    expect(await uploadRowsOf(email)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /media/{key}', () => {
  it.each([
    '/media/..%2F..%2Fpackage.json',
    '/media/../package.json',
    '/media/%2e%2e%2fpackage.json',
    '/media/..%5C..%5Cpackage.json',
    '/media/not-a-key.png',
    '/media/00000000-0000-4000-8000-000000000000.png',
    '/media/00000000-0000-4000-8000-000000000000.svg',
  ])('answers %s with a 404 JSON body and never file contents', async (rawPath) => {
    const answer = await rawGet(rawPath);
    expect(answer.status).toBe(404);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.text)).toEqual({ success: false, error: 'Not found' });
  });
});
