import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@contract/auth';
import { API_MESSAGES } from '@contract/messages';
import { EMAIL_SLOWDOWN_MS } from '../src/plugins/rate-limits';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `limits${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  // One proxy hop in front: the client's address is the one X-Forwarded-For names.
  server = await startTestServer({
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT: '4', AUTH_EMAIL_RATE_LIMIT: '2' },
  });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe(`sign-in and sign-up limits on ${testDatabaseKind()}`, () => {
  it('refuse an attacker guessing one e-mail, and only slow the owner at another address', async () => {
    const email = uniqueEmail();
    await new TestClient(server.url).post(
      '/api/add-user',
      { email, password: DEFAULT_PASSWORD },
      from('198.51.100.4'),
    );
    const attacker = new TestClient(server.url);
    const guess = () =>
      attacker.post('/api/login', { email, password: 'wrong-guess' }, from('203.0.113.7'));
    expect(expectFailure(await guess(), 401)).toBe('Invalid email or password');
    expect(expectFailure(await guess(), 401)).toBe('Invalid email or password');
    const refused = await guess();
    expect(expectFailure(refused, 429)).toBe(API_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The owner, elsewhere, still signs in: the e-mail alone is past its count, so slowly.
    const owner = new TestClient(server.url);
    const started = performance.now();
    expectSuccess(
      await owner.post('/api/login', { email, password: DEFAULT_PASSWORD }, from('192.0.2.55')),
      authResponseSchema,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(EMAIL_SLOWDOWN_MS - 50);
    expect(owner.cookie).not.toBeNull();
  });

  it('throttle sign-up per address like sign-in, whatever the e-mail', async () => {
    const signUp = (address: string) =>
      new TestClient(server.url).post(
        '/api/add-user',
        { email: uniqueEmail(), password: DEFAULT_PASSWORD },
        from(address),
      );
    for (let round = 0; round < 4; round += 1) {
      expect((await signUp('203.0.113.99')).status).toBe(201);
    }
    expect(expectFailure(await signUp('203.0.113.99'), 429)).toBe(API_MESSAGES.tooManyAttempts);
    expect((await signUp('203.0.113.100')).status).toBe(201);
  });
});

describe('paths that do not exist', () => {
  it('are limited per address, so probing is refused while others still get their 404', async () => {
    const probe = (address: string) =>
      new TestClient(server.url).request('GET', '/api/no-such-endpoint', {
        headers: from(address),
      });
    // 120 a minute per address (see rate-limits.ts).
    for (let round = 0; round < 120; round += 1) {
      expect(expectFailure(await probe('203.0.113.150'), 404)).toBe(API_MESSAGES.notFound);
    }
    const refused = await probe('203.0.113.150');
    expect(expectFailure(refused, 429)).toBe(API_MESSAGES.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(expectFailure(await probe('203.0.113.151'), 404)).toBe(API_MESSAGES.notFound);
  });
});
