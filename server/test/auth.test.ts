import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authResponseSchema } from '@contract/auth';
import { getDraftsResponseSchema } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import { hashSessionToken } from '../src/auth/session-tokens';
import { sessions } from '../src/db/schema';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `user${(counter += 1)}-${Date.now()}@example.com`;
const client = () => new TestClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/add-user', () => {
  it('creates the user, answers 201 with the whole user and starts a session', async () => {
    const ann = client();
    const email = uniqueEmail();
    const { user } = expectSuccess(
      await ann.post('/api/add-user', {
        email: `  ${email.toUpperCase()} `,
        password: DEFAULT_PASSWORD,
      }),
      authResponseSchema,
      201,
    );
    expect(user).toEqual({
      id: expect.any(String),
      email,
      google_id: null,
      facebook_id: null,
      name: null,
      business_name: null,
      industry: null,
      location: null,
      employees: null,
      email_verified: false,
    });
    expect(ann.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const drafts = await ann.get(`/api/get-drafts?user_email=${email}`);
    expect(expectSuccess(drafts, getDraftsResponseSchema).count).toBe(0);
  });

  it('never answers or stores the password in clear', async () => {
    const email = uniqueEmail();
    const answer = await client().signUp(email);
    expect(JSON.stringify(answer.body)).not.toContain(DEFAULT_PASSWORD);
    const stored = await server.testDatabase.database.db.query.passwords.findMany();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.hash).toMatch(/^\$argon2id\$/);
      expect(row.hash).not.toContain(DEFAULT_PASSWORD);
    }
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const again = await client().post('/api/add-user', {
      email: email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(expectFailure(again, 409)).toBe('An account with this email already exists');
  });

  it.each([
    ['a missing e-mail', { password: DEFAULT_PASSWORD }, /^email: /],
    ['an invalid e-mail', { email: 'not-an-email', password: DEFAULT_PASSWORD }, /^email: /],
    ['a missing password', { email: 'a@example.com' }, /^password: /],
    [
      'a 7-character password',
      { email: 'a@example.com', password: '1234567' },
      'password: Password must be at least 8 characters',
    ],
    [
      'a 257-character password',
      { email: 'a@example.com', password: 'x'.repeat(257) },
      'password: Password must be at most 256 characters',
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(expectFailure(await client().post('/api/add-user', body), 400)).toMatch(message);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and answers the same user as sign-up', async () => {
    const email = uniqueEmail();
    const created = authResponseSchema.parse((await client().signUp(email)).body);
    const ann = client();
    const answer = await ann.post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(expectSuccess(answer, endpoints.login.response)).toEqual(created);
    expect(ann.cookie).not.toBeNull();
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const wrong = await client().post('/api/login', { email, password: 'wrong-password' });
    const unknown = await client().post('/api/login', {
      email: uniqueEmail(),
      password: 'wrong-password',
    });
    expect(expectFailure(wrong, 401)).toBe('Invalid email or password');
    expect(expectFailure(unknown, 401)).toBe('Invalid email or password');
  });

  it('spends the same work on an unknown e-mail as on a wrong password', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    // The server runs in this process: its CPU time (all threads, Argon2id's included)
    // is the work a login did, and unlike the wall clock it does not grow when other
    // processes keep the cores busy.
    const time = async (body: { email: string; password: string }) => {
      const started = process.cpuUsage();
      await client().post('/api/login', body);
      const spent = process.cpuUsage(started);
      return (spent.user + spent.system) / 1000;
    };
    // Other work in this process (garbage collection, the test's own client) only ever
    // adds CPU time to a login, never removes it: the least of several is the login's own.
    const least = (values: number[]) => Math.min(...values);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      wrong.push(await time({ email, password: 'wrong-password' }));
      unknown.push(await time({ email: uniqueEmail(), password: 'wrong-password' }));
    }
    const [a, b] = [least(wrong), least(unknown)];
    // Both verify an Argon2id hash (tens of ms); without the dummy hash, unknown would take
    // ~1 ms, a ratio near 0.03, far below this bound.
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.5);
    expect(Math.min(a, b)).toBeGreaterThan(5);
  });

  it('gives a new session token at every login and ends the one the browser had', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const beforeLogin = ann.cookie;
    await ann.post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(ann.cookie).not.toBe(beforeLogin);
    const stale = client();
    stale.cookie = beforeLogin;
    expect(expectFailure(await stale.get(`/api/get-drafts?user_email=${email}`), 401)).toBe(
      'Please log in again.',
    );
  });

  it('does not keep a session cookie planted before login (fixation)', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const victim = client();
    victim.cookie = 'planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaaaaa';
    await victim.post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(victim.cookie).not.toBe('planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await victim.get(`/api/get-drafts?user_email=${email}`)).status).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
    const answer = await client().signUp(uniqueEmail());
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith('smart_suite_session='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('is Secure and __Host- prefixed when the public URL is https', async () => {
    const secure = await startTestServer({ env: { PUBLIC_URL: 'https://app.example.com' } });
    try {
      const answer = await new TestClient(secure.url).signUp(uniqueEmail());
      const cookie = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('__Host-smart_suite_session='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Domain=/i);
    } finally {
      await secure.close();
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const ann = client();
    await ann.signUp(uniqueEmail());
    const rows = await server.testDatabase.database.db.select().from(sessions);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(hashSessionToken(ann.cookie ?? ''));
    expect(hashes).not.toContain(ann.cookie);
  });

  it('is renewed for another 30 days once half of its life is used', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const tokenHash = hashSessionToken(ann.cookie ?? '');
    const { db } = server.testDatabase.database;
    const { eq } = await import('drizzle-orm');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const answer = await ann.get(`/api/get-drafts?user_email=${email}`);
    expect(
      answer.headers.getSetCookie().some((line) => line.startsWith('smart_suite_session=')),
    ).toBe(true);
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('is refused once expired', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const { db } = server.testDatabase.database;
    const { eq } = await import('drizzle-orm');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(ann.cookie ?? '')));
    expect(expectFailure(await ann.get(`/api/get-drafts?user_email=${email}`), 401)).toBe(
      'Please log in again.',
    );
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the same cookie, replayed, is refused', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const stolen = ann.cookie;
    expectSuccess(await ann.post('/api/logout'), endpoints.logout.response);
    expect(ann.cookie).toBeNull();
    const thief = client();
    thief.cookie = stolen;
    expect(expectFailure(await thief.get(`/api/get-drafts?user_email=${email}`), 401)).toBe(
      'Please log in again.',
    );
  });

  it('answers success without a session too', async () => {
    expect(
      expectSuccess(await client().post('/api/logout'), z.object({ success: z.literal(true) })),
    ).toEqual({
      success: true,
    });
  });
});

describe('signed-in endpoints without a session', () => {
  it.each([
    ['GET', '/api/get-drafts?user_email=a@example.com'],
    ['POST', '/api/save-draft'],
    ['DELETE', '/api/delete-draft/00000000-0000-0000-0000-000000000000'],
    ['POST', '/api/onboarding'],
    ['GET', '/api/onboarding/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/onboarding/by-email/a@example.com'],
    ['GET', '/api/get-brand-assets/a@example.com'],
    ['POST', '/api/upload'],
    ['POST', '/api/upload-multiple'],
  ])('%s %s answers 401 Please log in again.', async (method, path) => {
    const answer = await client().request(method, path, method === 'GET' ? {} : { json: {} });
    expect(expectFailure(answer, 401)).toBe('Please log in again.');
  });
});
