import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import { createLocalDiskStorage } from '../src/storage/local-disk';
import { StorageError, type Storage } from '../src/storage/storage';
import {
  DEFAULT_PASSWORD,
  expectFailure,
  expectSuccess,
  TestClient,
  type Answer,
} from './support/client';
import { startTestServer, type TestServer } from './support/test-server';
import { pngImage, uploadForm } from './support/images';

const CROSS_SITE = 'Cross-site requests are not allowed.';
const JSON_ONLY = 'Content-Type must be application/json.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
/** A test that starts a server of its own: startup is slow on a busy machine. */
const OWN_SERVER_TIMEOUT = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `security${(counter += 1)}-${Date.now()}@example.com`;
const client = (target: TestServer = server) => new TestClient(target.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(target: TestServer = server) {
  const signed = client(target);
  const email = uniqueEmail();
  await signed.signUp(email);
  return { client: signed, email };
}

/** Starts a server for one test and always closes it. */
async function withServer(
  options: Parameters<typeof startTestServer>[0],
  run: (target: TestServer) => Promise<void>,
) {
  const target = await startTestServer(options);
  try {
    await run(target);
  } finally {
    await target.close();
  }
}

describe('cross-site requests', () => {
  const login = (headers: Record<string, string>) =>
    client().post('/api/login', { email: uniqueEmail(), password: DEFAULT_PASSWORD }, headers);

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'http://127.0.0.1.evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a login with %s: 403', async (_label, headers) => {
    expect(expectFailure(await login(headers), 403)).toBe(CROSS_SITE);
  });

  it("lets a login from the server's own origin through", async () => {
    const answer = await login({ origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(expectFailure(answer, 401)).toBe('Invalid email or password');
  });

  it('refuses a cross-site write that carries a valid session, and stores nothing', async () => {
    const { client: signed, email } = await signedIn();
    const answer = await signed.request('POST', '/api/save-draft', {
      json: sampleDraftRequest(email),
      headers: { origin: 'https://evil.example' },
    });
    expect(expectFailure(answer, 403)).toBe(CROSS_SITE);
    const list = expectSuccess(
      await signed.get(`/api/get-drafts?user_email=${email}`),
      endpoints.getDrafts.response,
    );
    expect(list.count).toBe(0);
  });

  it('does not refuse a GET with a foreign Origin', async () => {
    const { client: signed, email } = await signedIn();
    const answer = await signed.get(`/api/get-drafts?user_email=${email}`, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(expectSuccess(answer, endpoints.getDrafts.response).count).toBe(0);
  });
});

describe('request bodies', () => {
  const credentials = JSON.stringify({ email: 'a@example.com', password: DEFAULT_PASSWORD });

  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain with a charset', 'text/plain; charset=utf-8'],
    ['a form', 'application/x-www-form-urlencoded'],
  ])('refuses a %s body with 415', async (_label, contentType) => {
    const answer = await client().request('POST', '/api/login', {
      body: credentials,
      headers: { 'content-type': contentType },
    });
    expect(expectFailure(answer, 415)).toBe(JSON_ONLY);
  });

  it('refuses a multipart body to a JSON endpoint with 415', async () => {
    const form = new FormData();
    form.append('email', 'a@example.com');
    form.append('password', DEFAULT_PASSWORD);
    expect(expectFailure(await client().postForm('/api/login', form), 415)).toBe(JSON_ONLY);
  });

  /** A body of exactly `size` bytes for a public route with the 1 MB default limit. */
  const bodyOfSize = (size: number) => {
    const empty = JSON.stringify({ post_desc: '' });
    return JSON.stringify({ post_desc: 'p'.repeat(size - empty.length) });
  };

  it('refuses a JSON body of 1 MB + 1 byte with 413', async () => {
    const body = bodyOfSize(1_048_577);
    expect(Buffer.byteLength(body)).toBe(1_048_577);
    const answer = await client().request('POST', '/api/generate-content', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectFailure(answer, 413)).toBe(
      'The request is too large. JSON bodies are limited to 1 MB.',
    );
  });

  it('reads a JSON body of exactly 1 MB (and then judges its fields)', async () => {
    const body = bodyOfSize(1_048_576);
    expect(Buffer.byteLength(body)).toBe(1_048_576);
    const answer = await client().request('POST', '/api/generate-content', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectFailure(answer, 400)).toMatch(/^post_desc: /);
  });

  it.each([
    ['broken JSON', '{"email": "a@example.com", '],
    ['an empty body', ''],
    ['a bare word', 'hello'],
  ])("answers 400 'The request body is not valid JSON.' to %s", async (_label, body) => {
    const answer = await client().request('POST', '/api/login', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectFailure(answer, 400)).toBe('The request body is not valid JSON.');
  });
});

describe('API answers', () => {
  it.each([
    ['GET', '/api/no-such-endpoint'],
    ['POST', '/api/no-such-endpoint'],
    ['PUT', '/api/login'],
    ['GET', '/api'],
  ])('%s %s answers 404 JSON', async (method, pathName) => {
    const answer = await client().request(method, pathName, method === 'GET' ? {} : { json: {} });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toEqual({ success: false, error: 'Not found' });
  });

  it('carry X-Request-Id, nosniff and no-store on successes and failures alike', async () => {
    const { client: signed, email } = await signedIn();
    const answers: [string, Answer][] = [
      ['200', await signed.get(`/api/get-drafts?user_email=${email}`)],
      ['201', await signed.post('/api/save-draft', sampleDraftRequest(email))],
      ['400', await signed.post('/api/save-draft', {})],
      ['401', await client().get(`/api/get-drafts?user_email=${email}`)],
      ['403', await signed.get('/api/get-drafts?user_email=someone@example.com')],
      ['404', await signed.get('/api/nothing-here')],
      [
        '415',
        await signed.request('POST', '/api/login', {
          body: 'x',
          headers: { 'content-type': 'text/plain' },
        }),
      ],
    ];
    const ids = new Set<string>();
    for (const [status, answer] of answers) {
      expect(String(answer.status), status).toBe(status);
      const requestId = answer.headers.get('x-request-id') ?? '';
      expect(requestId, status).toMatch(UUID);
      ids.add(requestId);
      expect(answer.headers.get('x-content-type-options'), status).toBe('nosniff');
      expect(answer.headers.get('cache-control'), status).toBe('no-store');
    }
    expect(ids.size).toBe(answers.length);
  });

  it('never take the request id from the client', async () => {
    const answer = await client().get('/api/nothing-here', { 'x-request-id': 'injected-id' });
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('rate limits', () => {
  const attempt = (target: TestServer, email: string) =>
    client(target).post('/api/login', { email, password: 'wrong-password' });

  const expectLimited = (answer: Answer, message: string) => {
    expect(expectFailure(answer, 429)).toBe(message);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it(
    'refuses the 4th login attempt from one address, across different e-mails',
    async () => {
      await withServer({ env: { AUTH_RATE_LIMIT: '3' } }, async (target) => {
        for (let round = 0; round < 3; round += 1) {
          expect(expectFailure(await attempt(target, uniqueEmail()), 401)).toBe(
            'Invalid email or password',
          );
        }
        expectLimited(await attempt(target, uniqueEmail()), TOO_MANY_ATTEMPTS);
        const signUp = await client(target).post('/api/add-user', {
          email: uniqueEmail(),
          password: DEFAULT_PASSWORD,
        });
        expectLimited(signUp, TOO_MANY_ATTEMPTS);
      });
    },
    OWN_SERVER_TIMEOUT,
  );

  it(
    'refuses the 3rd attempt on one e-mail, whatever its case, but not other e-mails',
    async () => {
      await withServer({ env: { AUTH_EMAIL_RATE_LIMIT: '2' } }, async (target) => {
        const victim = uniqueEmail();
        expect(expectFailure(await attempt(target, victim), 401)).toBe('Invalid email or password');
        expect(expectFailure(await attempt(target, victim), 401)).toBe('Invalid email or password');
        expectLimited(await attempt(target, `  ${victim.toUpperCase()} `), TOO_MANY_ATTEMPTS);
        expect(expectFailure(await attempt(target, uniqueEmail()), 401)).toBe(
          'Invalid email or password',
        );
      });
    },
    OWN_SERVER_TIMEOUT,
  );

  it(
    'refuses the 3rd upload in a minute with 429',
    async () => {
      await withServer({ env: { UPLOAD_RATE_LIMIT: '2' } }, async (target) => {
        const { client: signed, email } = await signedIn(target);
        const png = await pngImage();
        const send = () =>
          signed.postForm(
            '/api/upload',
            uploadForm([{ bytes: png, name: 'a.png', type: 'image/png' }], {
              user_email: email,
              file_type: 'post_image',
            }),
          );
        expectSuccess(await send(), endpoints.upload.response);
        expectSuccess(await send(), endpoints.upload.response);
        expectLimited(await send(), 'Too many requests. Please wait a minute and try again.');
        const other = await signedIn(target);
        const otherUpload = await other.client.postForm(
          '/api/upload',
          uploadForm([{ bytes: png, name: 'b.png', type: 'image/png' }], {
            user_email: other.email,
            file_type: 'post_image',
          }),
        );
        expectSuccess(otherUpload, endpoints.upload.response);
      });
    },
    OWN_SERVER_TIMEOUT,
  );
});

describe('failures of our own', () => {
  it(
    'answers an unexpected error with 500 and a fixed sentence, no stack trace',
    async () => {
      const throwing: Storage = {
        kind: 'local',
        put: async () => undefined,
        get: async () => {
          throw new Error('boom with /secret/path');
        },
        delete: async () => undefined,
      };
      await withServer({ storage: throwing }, async (target) => {
        const answer = await client(target).get('/media/00000000-0000-4000-8000-000000000000.png');
        expect(expectFailure(answer, 500)).toBe(
          'Something went wrong on our side. Please try again.',
        );
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('boom');
        expect(text).not.toContain('/secret/path');
        expect(text).not.toMatch(/\bat\s/);
        expect(answer.headers.get('x-request-id')).toMatch(UUID);
      });
    },
    OWN_SERVER_TIMEOUT,
  );

  it(
    'answers 503 when the storage refuses a file, and records no upload',
    async () => {
      const refusing: Storage = {
        kind: 'local',
        put: async () => {
          throw new StorageError('disk full at /var/data');
        },
        get: async () => null,
        delete: async () => undefined,
      };
      await withServer({ storage: refusing }, async (target) => {
        const { client: signed, email } = await signedIn(target);
        const answer = await signed.postForm(
          '/api/upload',
          uploadForm([{ bytes: await pngImage(), name: 'logo.png', type: 'image/png' }], {
            user_email: email,
            file_type: 'logo',
          }),
        );
        expect(expectFailure(answer, 503)).toBe('The file could not be stored. Please try again.');
        const assets = expectSuccess(
          await signed.get(`/api/get-brand-assets/${email}`),
          endpoints.getBrandAssets.response,
        );
        expect(assets.brand_assets.logos.count).toBe(0);
      });
    },
    OWN_SERVER_TIMEOUT,
  );

  it(
    'removes the files already stored when a later one of the same upload fails',
    async () => {
      const directory = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-media-'));
      const disk = await createLocalDiskStorage(directory);
      let puts = 0;
      const failsOnSecond: Storage = {
        ...disk,
        put: async (key, bytes, type) => {
          puts += 1;
          if (puts === 2) throw new StorageError('the second write failed');
          await disk.put(key, bytes, type);
        },
      };
      try {
        await withServer({ storage: failsOnSecond }, async (target) => {
          const { client: signed, email } = await signedIn(target);
          const png = await pngImage();
          const answer = await signed.postForm(
            '/api/upload-multiple',
            uploadForm(
              [
                { bytes: png, name: 'one.png', type: 'image/png' },
                { bytes: png, name: 'two.png', type: 'image/png' },
              ],
              { user_email: email, file_type: 'photo' },
              'files',
            ),
          );
          expect(expectFailure(answer, 503)).toBe(
            'The file could not be stored. Please try again.',
          );
          expect(puts).toBe(2);
          expect((await readdir(directory)).filter((name) => !name.startsWith('.'))).toEqual([]);
          const assets = expectSuccess(
            await signed.get(`/api/get-brand-assets/${email}`),
            endpoints.getBrandAssets.response,
          );
          expect(assets.brand_assets.photos).toEqual({ count: 0, files: [] });
        });
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});
