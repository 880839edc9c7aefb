import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@contract/auth';
import { API_MESSAGES } from '@contract/messages';
import { EMAIL_SLOWDOWN_MS } from '../src/plugins/rate-limits';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { linkIn } from './support/mail-links';
import { testDatabaseKind } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `limits${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  // One proxy hop in front: the client's address is the one X-Forwarded-For names.
  server = await startTestServer({
    env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT: '4', AUTH_EMAIL_RATE_LIMIT: '2', AI_RATE_LIMIT: '2' },
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

describe(`client addresses on ${testDatabaseKind()}`, () => {
  const signUpFrom = (address: string) =>
    new TestClient(server.url).post(
      '/api/add-user',
      { email: uniqueEmail(), password: DEFAULT_PASSWORD },
      from(address),
    );

  it('count every IPv6 address of one /64 as one client, and another /64 apart', async () => {
    // Four addresses a single subscriber could pick from its /64, written differently.
    const oneNetwork = [
      '2001:db8:64:1::1',
      '2001:db8:64:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0064:0001:0:0:0:2',
      '2001:db8:64:1:1234:5678:9abc:def0',
    ];
    for (const address of oneNetwork) expect((await signUpFrom(address)).status).toBe(201);
    expect(expectFailure(await signUpFrom('2001:db8:64:1:aaaa::7'), 429)).toBe(
      API_MESSAGES.tooManyAttempts,
    );
    expect((await signUpFrom('2001:db8:64:2::1')).status).toBe(201);
  });

  it('count an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await signUpFrom('::ffff:203.0.113.60')).status).toBe(201);
    expect((await signUpFrom('203.0.113.60')).status).toBe(201);
    expect((await signUpFrom('::ffff:cb00:713c')).status).toBe(201);
    expect((await signUpFrom('203.0.113.60')).status).toBe(201);
    expect(expectFailure(await signUpFrom('::ffff:203.0.113.60'), 429)).toBe(
      API_MESSAGES.tooManyAttempts,
    );
    expect((await signUpFrom('203.0.113.61')).status).toBe(201);
  });

  it('count a taken address at sign-up against the /64, which bounds finding accounts', async () => {
    const taken = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const [index, email] of taken.entries()) {
      const owner = new TestClient(server.url);
      const signedUp = await owner.post(
        '/api/add-user',
        { email, password: DEFAULT_PASSWORD },
        from(`2001:db8:65:${index + 1}::1`),
      );
      expect(signedUp.status).toBe(201);
    }
    // The 409 stays (sign-up starts a session, so a neutral answer would differ anyway).
    const probe = (email: string, host: number) =>
      new TestClient(server.url).post(
        '/api/add-user',
        { email, password: DEFAULT_PASSWORD },
        from(`2001:db8:66:1::${host}`),
      );
    for (const [index, email] of taken.slice(0, 4).entries()) {
      expect(expectFailure(await probe(email, index + 1), 409)).toBe(API_MESSAGES.emailTaken);
    }
    expect(expectFailure(await probe(taken[4]!, 5), 429)).toBe(API_MESSAGES.tooManyAttempts);
  });

  it('limit probing for missing paths per /64', async () => {
    const probe = (host: number) =>
      new TestClient(server.url).request('GET', '/api/no-such-endpoint', {
        headers: from(`2001:db8:404:1::${host.toString(16)}`),
      });
    for (let host = 1; host <= 120; host += 1) expect((await probe(host)).status).toBe(404);
    expect(expectFailure(await probe(121), 429)).toBe(API_MESSAGES.tooManyRequests);
  });

  it('limit anonymous generation per /64', async () => {
    const generate = (address: string) =>
      new TestClient(server.url).post(
        '/api/generate-content',
        {
          business_desc: 'A family bakery in Portland',
          post_desc: 'Fresh sourdough this Saturday',
          titleGeneration: true,
          seoEnabled: false,
          trendingEnabled: false,
          captionGeneration: true,
          captionLength: 'short',
          imageGeneration: false,
          hashtagGeneration: true,
        },
        from(address),
      );
    expect((await generate('2001:db8:a1:1::1')).status).toBe(200);
    expect((await generate('2001:db8:a1:1::2')).status).toBe(200);
    expect(expectFailure(await generate('2001:db8:a1:1::3'), 429)).toBe(
      API_MESSAGES.tooManyRequests,
    );
    expect((await generate('2001:db8:a1:2::1')).status).toBe(200);
  });
});

describe(`hourly ceilings per account on ${testDatabaseKind()}`, () => {
  const FAILED_SIGN_INS = 3;
  const NEW_PASSWORD = 'Sourdough-rises-at-dawn-7';
  /** Long enough for a message the server would send after answering to arrive. */
  const MAIL_SETTLE_MS = 500;
  let inbox: SmtpInbox;
  let accounts: TestServer;
  // Every request from a /64 of its own: only the per-account ceilings can refuse it.
  let network = 0;
  const freshNetwork = () => from(`2001:db8:${(network += 1).toString(16)}::1`);
  const settle = () => new Promise((resolve) => setTimeout(resolve, MAIL_SETTLE_MS));
  const client = () => new TestClient(accounts.url);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    accounts = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        SMTP_URL: inbox.url,
        AUTH_RATE_LIMIT: '4',
        AUTH_EMAIL_RATE_LIMIT: '1000',
        FAILED_SIGN_INS_PER_HOUR: String(FAILED_SIGN_INS),
        ACCOUNT_EMAILS_PER_HOUR: '3',
      },
    });
  });
  afterAll(async () => {
    await accounts.close();
    await inbox.close();
  });

  const signUp = async (email: string) => {
    const owner = client();
    expect(
      (await owner.post('/api/add-user', { email, password: DEFAULT_PASSWORD }, freshNetwork()))
        .status,
    ).toBe(201);
    await inbox.next(email);
    return owner;
  };
  const forgotPassword = (email: string) =>
    client().post('/api/forgot-password', { email }, freshNetwork());
  const login = (email: string, password: string) =>
    client().post('/api/login', { email, password }, freshNetwork());

  it('send at most 3 reset e-mails an hour, and answer the 4th the same', async () => {
    const email = uniqueEmail();
    await signUp(email);
    // The sign-up's verification e-mail was the first of the hour.
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await forgotPassword(email)).body).toEqual({ success: true });
      await inbox.next(email);
    }
    const unsent = await forgotPassword(email);
    expect(unsent.status).toBe(200);
    expect(unsent.body).toEqual({ success: true });
    await settle();
    expect(inbox.for(email)).toHaveLength(3);
    // Nothing was issued either: the last link e-mailed still works.
    const { token } = linkIn(inbox.for(email)[2]!, '/reset-password');
    expect(
      (
        await client().post(
          '/api/reset-password',
          { token, password: NEW_PASSWORD },
          freshNetwork(),
        )
      ).status,
    ).toBe(200);
  });

  it('send at most 3 verification e-mails an hour, and answer the 4th the same', async () => {
    const email = uniqueEmail();
    const owner = await signUp(email);
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await owner.post('/api/resend-verification', {}, freshNetwork())).status).toBe(200);
      await inbox.next(email);
    }
    const unsent = await owner.post('/api/resend-verification', {}, freshNetwork());
    expect(unsent.status).toBe(200);
    expect(unsent.body).toEqual({ success: true });
    await settle();
    expect(inbox.for(email)).toHaveLength(3);
    const { token } = linkIn(inbox.for(email)[2]!, '/verify-email');
    expect((await client().post('/api/verify-email', { token }, freshNetwork())).status).toBe(200);
  });

  it('lock password sign-in after the failed ones, e-mail the owner once, and lift it on reset', async () => {
    const email = uniqueEmail();
    await signUp(email);
    for (let failed = 0; failed < FAILED_SIGN_INS; failed += 1) {
      expect(expectFailure(await login(email, 'wrong-guess'), 401)).toBe(
        API_MESSAGES.invalidCredentials,
      );
    }
    const reset = await inbox.next(email);
    expect(reset.subject).toBe('Reset your Smart Suite password');

    // The right password, from an address never seen, is refused too.
    expect(expectFailure(await login(email, DEFAULT_PASSWORD), 429)).toBe(
      API_MESSAGES.signInLocked,
    );
    expect(expectFailure(await login(email, 'wrong-guess'), 429)).toBe(API_MESSAGES.signInLocked);
    await settle();
    expect(inbox.for(email)).toHaveLength(2);

    const { token } = linkIn(reset, '/reset-password');
    expect(
      (
        await client().post(
          '/api/reset-password',
          { token, password: NEW_PASSWORD },
          freshNetwork(),
        )
      ).status,
    ).toBe(200);
    expectSuccess(await login(email, NEW_PASSWORD), authResponseSchema);
  });

  it('lock an address without an account the same way, so the lock tells nothing', async () => {
    const email = uniqueEmail();
    for (let failed = 0; failed < FAILED_SIGN_INS; failed += 1) {
      expect(expectFailure(await login(email, 'wrong-guess'), 401)).toBe(
        API_MESSAGES.invalidCredentials,
      );
    }
    expect(expectFailure(await login(email, 'wrong-guess'), 429)).toBe(API_MESSAGES.signInLocked);
    await settle();
    expect(inbox.for(email)).toEqual([]);
  });
});
