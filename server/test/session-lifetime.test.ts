import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/auth/session-tokens';
import { sessions } from '../src/db/schema';
import { expectFailure, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 86_400_000;
let server: TestServer;
let counter = 0;
const uniqueEmail = () => `session${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_DAYS: '30', SESSION_MAX_DAYS: '90' } });
});
afterAll(() => server.close());

/** Moves the session's sign-in back in time, as if it had been used every day since. */
async function signedInDaysAgo(client: TestClient, days: number) {
  const { db } = server.testDatabase.database;
  await db
    .update(sessions)
    .set({
      createdAt: new Date(Date.now() - days * DAY_MS),
      expiresAt: new Date(Date.now() + 10 * DAY_MS),
    })
    .where(eq(sessions.tokenHash, hashSessionToken(client.cookie ?? '')));
}

const draftsOf = (client: TestClient, email: string) =>
  client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`);

describe('absolute session lifetime', () => {
  it('ends a session 90 days after its sign-in, however active', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(server.url);
    await ann.signUp(email);
    await signedInDaysAgo(ann, 90.01);
    const stale = ann.cookie;
    expect(expectFailure(await draftsOf(ann, email), 401)).toBe('Please log in again.');
    expect(ann.cookie).toBeNull();
    const rows = await server.testDatabase.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(stale ?? '')));
    expect(rows).toEqual([]);
  });

  it('renews a sliding session only up to the absolute end', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(server.url);
    await ann.signUp(email);
    await signedInDaysAgo(ann, 85);
    const answer = await draftsOf(ann, email);
    expect(answer.status).toBe(200);
    const [row] = await server.testDatabase.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(ann.cookie ?? '')));
    const endOfLife = (row?.createdAt.getTime() ?? 0) + 90 * DAY_MS;
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(endOfLife);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * DAY_MS);
  });

  it('keeps a session younger than that', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(server.url);
    await ann.signUp(email);
    await signedInDaysAgo(ann, 60);
    expect((await draftsOf(ann, email)).status).toBe(200);
  });
});

describe('the cookie over https behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied.close());

  const overHttps = { 'x-forwarded-proto': 'https' };

  it('is Secure and __Host- prefixed when the request came over https', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(proxied.url);
    const answer = await ann.request('POST', '/api/add-user', {
      json: { email, password: 'Bread-and-butter-42' },
      headers: overHttps,
    });
    expect(answer.status).toBe(201);
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^__Host-smart_suite_session=[^;]+;.*; Secure/m);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(ann.cookieName).toBe('__Host-smart_suite_session');
    const drafts = await ann.request('GET', `/api/get-drafts?user_email=${email}`, {
      headers: overHttps,
    });
    expect(drafts.status).toBe(200);
  });

  it('does not accept the plain-named cookie over https (no cookie tossing)', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(proxied.url);
    await ann.request('POST', '/api/add-user', {
      json: { email, password: 'Bread-and-butter-42' },
      headers: overHttps,
    });
    ann.cookieName = 'smart_suite_session';
    const drafts = await ann.request('GET', `/api/get-drafts?user_email=${email}`, {
      headers: overHttps,
    });
    expect(expectFailure(drafts, 401)).toBe('Please log in again.');
  });

  it('stays a plain cookie over http', async () => {
    const answer = await new TestClient(proxied.url).signUp(uniqueEmail());
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^smart_suite_session=/m);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const answer = await new TestClient(server.url).request('POST', '/api/add-user', {
      json: { email: uniqueEmail(), password: 'Bread-and-butter-42' },
      headers: overHttps,
    });
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^smart_suite_session=/m);
    expect(cookie).not.toMatch(/; Secure/);
  });
});
