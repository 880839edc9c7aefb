import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { API_MESSAGES } from '@contract/messages';
import { auditVerdict } from '../../scripts/audit-prod';
import { startServerProcess } from '../../scripts/server-process';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/test-server';
import { reply, startFakeOpenAiServer } from '../fakes/openai-server';
import { pngImage, uploadForm } from '../support/images';
import { databaseSnapshot } from './support/snapshot';
import { imageRequest as buildImageRequest } from '../support/generation-requests';

/**
 * What server/test/auth.test.ts and security.test.ts do not already cover: fixation on
 * every way to sign in with a planted *valid* session, brute force as concurrent bursts
 * (the limits hold exactly, and even the right password is refused once over them), a
 * stolen session replayed on every signed-in endpoint after logout, and no secret in
 * the logs of a whole run of the real process at LOG_LEVEL=trace.
 */

let counter = 0;
const uniqueEmail = (label = 'acct') => `${label}${(counter += 1)}-${Date.now()}@example.com`;

/** Limits as shipped (startTestServer raises them for the other suites). */
const SHIPPED_LIMITS = { AUTH_RATE_LIMIT: '10', AUTH_EMAIL_RATE_LIMIT: '5' };

async function withServer(
  options: Parameters<typeof startTestServer>[0],
  run: (server: TestServer) => Promise<void>,
) {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe('session fixation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      overrides: {
        // Google's check, faked: the credential is "sub|email".
        verifyGoogle: async (credential) => {
          const [sub, email] = credential.split('|');
          return sub ? { sub, email: email ?? null, emailVerified: true, name: null } : null;
        },
      },
    });
  });
  afterAll(() => server.close());

  const signIns: [string, (client: TestClient, email: string) => Promise<unknown>][] = [
    [
      'sign-up',
      (client, email) => client.post('/api/add-user', { email, password: DEFAULT_PASSWORD }),
    ],
    [
      'login',
      async (client, email) => {
        await new TestClient(server.url).signUp(email);
        return client.post('/api/login', { email, password: DEFAULT_PASSWORD });
      },
    ],
    [
      'Google sign-in',
      (client, email) => client.post('/api/google-login', { credential: `g-${email}|${email}` }),
    ],
  ];

  it.each(signIns)(
    "%s replaces a planted, valid session of the attacker's and ends it",
    async (_name, signIn) => {
      const attacker = new TestClient(server.url);
      const attackerEmail = uniqueEmail('attacker');
      await attacker.signUp(attackerEmail);
      const planted = attacker.cookie;

      const victim = new TestClient(server.url);
      victim.cookie = planted;
      const victimEmail = uniqueEmail('victim');
      await signIn(victim, victimEmail);
      expect(victim.cookie).not.toBeNull();
      expect(victim.cookie).not.toBe(planted);
      expectSuccess(
        await victim.get(`/api/get-drafts?user_email=${victimEmail}`),
        endpoints.getDrafts.response,
      );
      // The planted token now opens nothing: not the victim's account, not the attacker's.
      const replay = new TestClient(server.url);
      replay.cookie = planted;
      expect(
        expectFailure(await replay.get(`/api/get-drafts?user_email=${victimEmail}`), 401),
      ).toBe(API_MESSAGES.unauthenticated);
      expect(
        expectFailure(await replay.get(`/api/get-drafts?user_email=${attackerEmail}`), 401),
      ).toBe(API_MESSAGES.unauthenticated);
    },
  );
});

describe('brute force, as concurrent bursts, at the shipped limits', () => {
  it('one account: 5 attempts a minute (sign-up included) whatever the concurrency, then even the right password is refused', async () => {
    // The per-address limit is raised here so that only the per-e-mail one is at work.
    await withServer({ env: { ...SHIPPED_LIMITS, AUTH_RATE_LIMIT: '1000' } }, async (server) => {
      const email = uniqueEmail('target');
      await new TestClient(server.url).signUp(email);
      const guesses = await Promise.all(
        Array.from({ length: 9 }, (_unused, index) =>
          new TestClient(server.url).post('/api/login', { email, password: `guess-${index}` }),
        ),
      );
      // Sign-up counts against the e-mail too: its first attempt of five.
      expect(tally(guesses.map((answer) => answer.status))).toEqual({ 401: 4, 429: 5 });
      for (const answer of guesses.filter((item) => item.status === 429)) {
        expect(expectFailure(answer, 429)).toBe(API_MESSAGES.tooManyAttempts);
      }
      const right = new TestClient(server.url);
      expect(
        expectFailure(await right.post('/api/login', { email, password: DEFAULT_PASSWORD }), 429),
      ).toBe(API_MESSAGES.tooManyAttempts);
      expect(right.cookie).toBeNull();
    });
  });

  it('across accounts: 10 attempts a minute from one address, by password, sign-up or Google, concurrently', async () => {
    await withServer(
      {
        env: { ...SHIPPED_LIMITS, AUTH_EMAIL_RATE_LIMIT: '1000' },
        overrides: { verifyGoogle: async () => null },
      },
      async (server) => {
        const attempts = await Promise.all(
          Array.from({ length: 30 }, (_unused, index) => {
            const client = new TestClient(server.url);
            if (index % 3 === 0) {
              return client.post('/api/add-user', {
                email: uniqueEmail(),
                password: DEFAULT_PASSWORD,
              });
            }
            if (index % 3 === 1)
              return client.post('/api/google-login', { credential: `forged-${index}` });
            return client.post('/api/login', {
              email: uniqueEmail(),
              password: 'sprayed-password',
            });
          }),
        );
        const statuses = attempts.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 429)).toHaveLength(20);
        expect(statuses.filter((status) => status !== 429).every((status) => status < 500)).toBe(
          true,
        );
      },
    );
  });
});

describe('a stolen session after logout', () => {
  it('is refused on every signed-in endpoint, reads and writes alike, and changes nothing', async () => {
    await withServer({}, async (server) => {
      const owner = new TestClient(server.url);
      const email = uniqueEmail('owner');
      await owner.signUp(email);
      const { draft } = expectSuccess(
        await owner.post('/api/save-draft', sampleDraftRequest(email)),
        endpoints.saveDraft.response,
        201,
      );
      const { user } = endpoints.login.response.parse(
        (await owner.post('/api/login', { email, password: DEFAULT_PASSWORD })).body,
      );
      const stolen = owner.cookie;
      expectSuccess(await owner.post('/api/logout'), endpoints.logout.response);
      // Signing in again does not bring the stolen token back to life.
      await owner.post('/api/login', { email, password: DEFAULT_PASSWORD });

      const thief = new TestClient(server.url);
      thief.cookie = stolen;
      const before = await databaseSnapshot(server.testDatabase.database.db);
      const png = await pngImage();
      const attempts = [
        await thief.get(`/api/get-drafts?user_email=${email}`),
        await thief.post('/api/save-draft', sampleDraftRequest(email)),
        await thief.delete(`/api/delete-draft/${draft.id}`, { user_email: email }),
        await thief.post('/api/onboarding', {
          user_email: email,
          onboarding_data: sampleOnboardingData(),
        }),
        await thief.get(`/api/onboarding/${String(user.id)}`),
        await thief.get(`/api/onboarding/by-email/${email}`),
        await thief.get(`/api/get-brand-assets/${email}`),
        await thief.postForm(
          '/api/upload',
          uploadForm([{ bytes: png, name: 'a.png', type: 'image/png' }], {
            user_email: email,
            file_type: 'logo',
          }),
        ),
        await thief.post('/api/generate-brand-aware-content', {
          post_desc: 'x',
          titleGeneration: true,
          seoEnabled: false,
          trendingEnabled: false,
          captionGeneration: true,
          captionLength: 'short',
          imageGeneration: false,
          hashtagGeneration: true,
          user_email: email,
          onboarding_data: null,
        }),
      ];
      for (const answer of attempts) {
        expect(expectFailure(answer, 401)).toBe(API_MESSAGES.unauthenticated);
      }
      expect(await databaseSnapshot(server.testDatabase.database.db)).toBe(before);
    });
  });
});

/** A JSON server on a free loopback port. */
async function jsonServer(handle: (url: URL, request: IncomingMessage) => [number, unknown]) {
  const server: Server = createServer((request, response) => {
    const [status, body] = handle(new URL(request.url ?? '/', 'http://localhost'), request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(['debug', 'trace'])('the logs of a whole run at LOG_LEVEL=%s', (level) => {
  it('hold no password, session token, API key, Google credential or Facebook secret', async () => {
    const CLIENT_ID = 'log-test.apps.googleusercontent.com';
    const APP_ID = '55501';
    const secrets = {
      password: 'Correct-horse-battery-staple-42',
      wrongPassword: 'Wrong-horse-battery-staple-43',
      apiKey: 'sk-log-test-api-key-000111222333',
      appSecret: 'facebook-app-secret-444555666',
      facebookToken: 'EAAB-facebook-user-token-777888999',
    };
    const pair = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const google = await jsonServer((url) =>
      url.pathname === '/certs' ? [200, { keys: [jwk] }] : [404, {}],
    );
    const graph = await jsonServer((url) => {
      // Every Graph call names the configured version first (META_GRAPH_VERSION).
      const path = /^\/v\d+\.\d+(\/.*)$/.exec(url.pathname)?.[1];
      const valid = url.searchParams.get('input_token') === secrets.facebookToken;
      if (path === '/debug_token') {
        return [200, { data: { app_id: APP_ID, user_id: 'fb-1', is_valid: valid } }];
      }
      if (path === '/me') return [200, { id: 'fb-1', name: 'Fay', email: 'fay@example.com' }];
      return [404, {}];
    });
    const ai = await startFakeOpenAiServer();
    // One failure of each provider first, so that error paths are logged too.
    ai.enqueue('/chat/completions', reply.serverError(), reply.serverError());
    ai.setDefault(
      '/chat/completions',
      reply.chat(JSON.stringify({ title: 'T', caption: 'C.', hashtags: ['#bread'] })),
    );
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#b45309' },
    })
      .jpeg()
      .toBuffer();
    ai.enqueue('/images/generations', reply.hang());
    ai.setDefault('/images/generations', reply.image(jpeg));
    const server = await startServerProcess({
      captureOutput: true,
      env: {
        LOG_LEVEL: level,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_JWKS_URL: `${google.url}/certs`,
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_APP_SECRET: secrets.appSecret,
        FACEBOOK_GRAPH_URL: graph.url,
        AI_TEXT_PROVIDER: 'openai',
        AI_IMAGE_PROVIDER: 'openai',
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: secrets.apiKey,
        AI_TEXT_MODEL: 'text-model',
        AI_IMAGE_MODEL: 'image-model',
        AI_TIMEOUT_MS: '500',
      },
    });
    const tokens: string[] = [];
    const credential = await new SignJWT({ email: 'gina@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('g-1')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(pair.privateKey);
    try {
      const email = uniqueEmail('logs');
      const ann = new TestClient(server.url);
      const remember = () => {
        if (ann.cookie) tokens.push(ann.cookie);
      };
      await ann.signUp(email, secrets.password);
      remember();
      expect(
        (await ann.post('/api/login', { email, password: secrets.wrongPassword })).status,
      ).toBe(401);
      // A body the server refuses, and one it cannot parse, both carrying the password.
      await ann.post('/api/login', { email: 'not-an-email', password: secrets.password });
      await ann.request('POST', '/api/login', {
        body: `{"email":"${email}","password":"${secrets.password}"`,
        headers: { 'content-type': 'application/json' },
      });
      await ann.post('/api/login', { email, password: secrets.password });
      remember();
      await ann.post('/api/save-draft', sampleDraftRequest(email));
      await ann.postForm(
        '/api/upload',
        uploadForm([{ bytes: await pngImage(), name: 'logo.png', type: 'image/png' }], {
          user_email: email,
          file_type: 'logo',
        }),
      );
      const textRequest = {
        post_desc: 'Fresh sourdough',
        titleGeneration: true,
        seoEnabled: false,
        trendingEnabled: false,
        captionGeneration: true,
        captionLength: 'short',
        imageGeneration: false,
        hashtagGeneration: true,
        user_email: email,
        onboarding_data: null,
      };
      expect((await ann.post('/api/generate-brand-aware-content', textRequest)).status).toBe(502);
      await ann.post('/api/generate-brand-aware-content', textRequest);
      const imageRequest = buildImageRequest(email, null, {
        post_desc: 'Fresh sourdough',
        use_brand_colors: false,
        brand_colors: [],
      });
      expect((await ann.post('/api/generate-combined-brand-image', imageRequest)).status).toBe(504);
      await ann.post('/api/logout');
      const googleUser = new TestClient(server.url);
      expect((await googleUser.post('/api/google-login', { credential })).status).toBe(200);
      if (googleUser.cookie) tokens.push(googleUser.cookie);
      const facebookUser = new TestClient(server.url);
      expect(
        (
          await facebookUser.post('/api/facebook-login', {
            facebookId: 'fb-1',
            accessToken: secrets.facebookToken,
          })
        ).status,
      ).toBe(200);
      if (facebookUser.cookie) tokens.push(facebookUser.cookie);
      await new TestClient(server.url).post('/api/facebook-login', {
        facebookId: 'fb-1',
        accessToken: `${secrets.facebookToken}-forged`,
      });
      // A stolen cookie replayed after logout.
      const thief = new TestClient(server.url);
      thief.cookie = tokens[1] ?? null;
      await thief.get(`/api/get-drafts?user_email=${email}`);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
      await rm(server.dataDir, { recursive: true, force: true });
      await Promise.all([google.close(), graph.close(), ai.close()]);
    }

    const logs = server.output();
    // The capture works and the run was logged in detail.
    expect(logs).toContain('incoming request');
    expect(logs).toContain('/api/login');
    expect(logs).toContain('AI service failed');
    expect(logs.split('\n').length).toBeGreaterThan(20);
    expect(tokens.length).toBe(4);
    const forbidden: [string, string][] = [
      ...Object.entries(secrets),
      ['Google credential', credential],
      ['Google credential signature', credential.split('.')[2] ?? credential],
      ...tokens.flatMap((token, index): [string, string][] => [
        [`session token ${index}`, token],
        [`session token ${index} (SHA-256)`, createHash('sha256').update(token).digest('hex')],
      ]),
    ];
    for (const [name, value] of forbidden) {
      const line = logs.split('\n').find((candidate) => candidate.includes(value));
      expect(line, `${name} appears in the logs: ${line?.slice(0, 400)}`).toBeUndefined();
    }
  });
});

describe('npm audit verdicts (npm run audit:prod)', () => {
  const report = (counts: Record<string, number>) =>
    JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: {},
      metadata: {
        vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      },
    });

  it('fails on a high or a critical finding, passes on lower ones', () => {
    expect(auditVerdict(report({ high: 1 })).kind).toBe('vulnerable');
    expect(auditVerdict(report({ critical: 2 })).kind).toBe('vulnerable');
    expect(auditVerdict(report({ moderate: 3, low: 1 })).kind).toBe('clean');
    expect(auditVerdict(report({})).kind).toBe('clean');
  });

  it('says it could not check when the audit endpoint does not answer', () => {
    const verdict = auditVerdict(
      JSON.stringify({
        message: '405 Method Not Allowed',
        statusCode: 405,
        error: { summary: '' },
      }),
    );
    expect(verdict).toEqual({ kind: 'unavailable', reason: '405 Method Not Allowed' });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
