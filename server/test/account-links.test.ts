import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { accountTokens, users } from '../src/db/schema';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { linkIn } from './support/mail-links';
import { startTestServer, type TestServer } from './support/test-server';

const INVALID_LINK = 'This link is invalid, already used or expired. Please ask for a new one.';
const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const NEW_PASSWORD = 'Sourdough-rises-at-dawn-7';

let inbox: SmtpInbox;
let server: TestServer;
let counter = 0;
const uniqueEmail = () => `owner${(counter += 1)}-${Date.now()}@example.com`;
const client = () => new TestClient(server.url);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'http://app.example.test' },
  });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const login = (email: string, password = DEFAULT_PASSWORD) =>
  client().post('/api/login', { email, password });
const canReadDrafts = async (browser: TestClient, email: string) =>
  (await browser.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`)).status === 200;
const expireLinksOf = async (email: string) => {
  const { db } = server.testDatabase.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.userId, user?.id ?? ''));
};

describe('e-mail verification', () => {
  it('e-mails a single-use link at sign-up that verifies the address', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Smart Suite');
    const { url, token } = linkIn(mail, '/verify-email');
    expect(url.origin).toBe('http://app.example.test');
    expect(mail.text).not.toContain(DEFAULT_PASSWORD);

    const verified = expectSuccess(
      await client().post('/api/verify-email', { token }),
      endpoints.verifyEmail.response,
    );
    expect(verified).toEqual({ success: true, email });
    expect(expectSuccess(await login(email), endpoints.login.response).user.email_verified).toBe(
      true,
    );
    expect(expectFailure(await client().post('/api/verify-email', { token }), 400)).toBe(
      INVALID_LINK,
    );
  });

  it('stores only the hash of the token', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const { token } = linkIn(await inbox.next(email), '/verify-email');
    const rows = await server.testDatabase.database.db.select().from(accountTokens);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    const { token } = linkIn(await inbox.next(email), '/verify-email');
    await expireLinksOf(email);
    expect(expectFailure(await client().post('/api/verify-email', { token }), 400)).toBe(
      INVALID_LINK,
    );
    expect(expectSuccess(await login(email), endpoints.login.response).user.email_verified).toBe(
      false,
    );
  });

  it('refuses a made-up token and a reset token', async () => {
    expect(
      expectFailure(await client().post('/api/verify-email', { token: 'made-up-token' }), 400),
    ).toBe(INVALID_LINK);
    const email = uniqueEmail();
    await client().signUp(email);
    await inbox.next(email);
    await client().post('/api/forgot-password', { email });
    const reset = linkIn(await inbox.next(email), '/reset-password');
    expect(
      expectFailure(await client().post('/api/verify-email', { token: reset.token }), 400),
    ).toBe(INVALID_LINK);
  });

  it('sends a new link on request, and the earlier one stops working', async () => {
    const email = uniqueEmail();
    const ann = client();
    await ann.signUp(email);
    const first = linkIn(await inbox.next(email), '/verify-email');
    expectSuccess(
      await ann.post('/api/resend-verification', {}),
      endpoints.resendVerification.response,
    );
    const second = linkIn(await inbox.next(email), '/verify-email');
    expect(second.token).not.toBe(first.token);
    expectFailure(await client().post('/api/verify-email', { token: first.token }), 400);
    expectSuccess(
      await client().post('/api/verify-email', { token: second.token }),
      endpoints.verifyEmail.response,
    );
    expect(expectFailure(await ann.post('/api/resend-verification', {}), 409)).toBe(
      'Your e-mail address is already verified.',
    );
  });

  it('asks for a session to resend', async () => {
    expect(expectFailure(await client().post('/api/resend-verification', {}), 401)).toBe(
      'Please log in again.',
    );
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only the owner', async () => {
    const unknown = uniqueEmail();
    const email = uniqueEmail();
    await client().signUp(email);
    await inbox.next(email);
    const forUnknown = await client().post('/api/forgot-password', { email: unknown });
    const forKnown = await client().post('/api/forgot-password', { email });
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(expectSuccess(forKnown, endpoints.forgotPassword.response)).toEqual({ success: true });
    const mail = await inbox.next(email);
    expect(mail.subject).toBe('Reset your Smart Suite password');
    expect(inbox.for(unknown)).toEqual([]);
  });

  it('sets a new password once, ends every session, and verifies the address', async () => {
    const email = uniqueEmail();
    const laptop = client();
    await laptop.signUp(email);
    await inbox.next(email);
    const phone = client();
    await phone.post('/api/login', { email, password: DEFAULT_PASSWORD });
    await client().post('/api/forgot-password', { email });
    const { token } = linkIn(await inbox.next(email), '/reset-password');

    const resetter = client();
    expectSuccess(
      await resetter.post('/api/reset-password', { token, password: NEW_PASSWORD }),
      endpoints.resetPassword.response,
    );
    expect(await canReadDrafts(laptop, email)).toBe(false);
    expect(await canReadDrafts(phone, email)).toBe(false);
    expect(resetter.cookie).toBeNull();
    expectFailure(await login(email), 401);
    const { user } = expectSuccess(await login(email, NEW_PASSWORD), endpoints.login.response);
    expect(user.email_verified).toBe(true);

    expect(
      expectFailure(
        await client().post('/api/reset-password', { token, password: 'Another-fine-loaf-8' }),
        400,
      ),
    ).toBe(INVALID_LINK);
    expectSuccess(await login(email, NEW_PASSWORD), endpoints.login.response);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    await inbox.next(email);
    await client().post('/api/forgot-password', { email });
    const { token } = linkIn(await inbox.next(email), '/reset-password');
    await expireLinksOf(email);
    expect(
      expectFailure(
        await client().post('/api/reset-password', { token, password: NEW_PASSWORD }),
        400,
      ),
    ).toBe(INVALID_LINK);
    expectSuccess(await login(email), endpoints.login.response);
  });

  it('refuses a common password without using the link up', async () => {
    const email = uniqueEmail();
    await client().signUp(email);
    await inbox.next(email);
    await client().post('/api/forgot-password', { email });
    const { token } = linkIn(await inbox.next(email), '/reset-password');
    expect(
      expectFailure(
        await client().post('/api/reset-password', { token, password: 'password1' }),
        400,
      ),
    ).toBe(TOO_COMMON);
    expectSuccess(
      await client().post('/api/reset-password', { token, password: NEW_PASSWORD }),
      endpoints.resetPassword.response,
    );
  });
});

describe('change password', () => {
  it('needs the current password, and ends every other session', async () => {
    const email = uniqueEmail();
    const here = client();
    await here.signUp(email);
    const elsewhere = client();
    await elsewhere.post('/api/login', { email, password: DEFAULT_PASSWORD });

    expect(
      expectFailure(
        await here.post('/api/change-password', {
          current_password: 'not-my-password',
          new_password: NEW_PASSWORD,
        }),
        400,
      ),
    ).toBe('Your current password is not correct.');
    expect(
      expectFailure(
        await here.post('/api/change-password', {
          current_password: DEFAULT_PASSWORD,
          new_password: 'qwertyuiop',
        }),
        400,
      ),
    ).toBe(TOO_COMMON);
    expect(await canReadDrafts(elsewhere, email)).toBe(true);

    expectSuccess(
      await here.post('/api/change-password', {
        current_password: DEFAULT_PASSWORD,
        new_password: NEW_PASSWORD,
      }),
      endpoints.changePassword.response,
    );
    expect(await canReadDrafts(here, email)).toBe(true);
    expect(await canReadDrafts(elsewhere, email)).toBe(false);
    expectFailure(await login(email), 401);
    expectSuccess(await login(email, NEW_PASSWORD), endpoints.login.response);
  });

  it('asks for a session', async () => {
    expect(
      expectFailure(
        await client().post('/api/change-password', {
          current_password: DEFAULT_PASSWORD,
          new_password: NEW_PASSWORD,
        }),
        401,
      ),
    ).toBe('Please log in again.');
  });
});

describe('common passwords', () => {
  it.each(['12345678', 'password', 'PASSWORD', 'iloveyou', 'trustno1'])(
    'refuses %s at sign-up with a clear message',
    async (password) => {
      const email = uniqueEmail();
      expect(expectFailure(await client().post('/api/add-user', { email, password }), 400)).toBe(
        TOO_COMMON,
      );
      expectFailure(await login(email, password), 401);
    },
  );

  it('keeps the length rule: 8 to 256 characters', async () => {
    expect(
      expectFailure(
        await client().post('/api/add-user', { email: uniqueEmail(), password: 'Ab3$xyz' }),
        400,
      ),
    ).toMatch(/at least 8/);
    const longest = 'a1B2'.repeat(64);
    expect(
      (await client().post('/api/add-user', { email: uniqueEmail(), password: longest })).status,
    ).toBe(201);
  });
});

describe('rate limits on links', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { SMTP_URL: inbox.url, AUTH_RATE_LIMIT: '1000', AUTH_EMAIL_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => limited.close());

  it('limits reset requests per address, known or not, with the same answer', async () => {
    for (const email of [uniqueEmail(), 'nobody-here@example.com']) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        answers.push(await new TestClient(limited.url).post('/api/forgot-password', { email }));
      }
      expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(expectFailure(answers[3] ?? answers[0]!, 429)).toBe(TOO_MANY);
      expect(answers[3]?.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('limits verification resends per account', async () => {
    const email = uniqueEmail();
    const ann = new TestClient(limited.url);
    await ann.signUp(email);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await ann.post('/api/resend-verification', {})).status);
    }
    // Sign-up counted once against the address: two resends pass, the third is refused.
    expect(statuses).toEqual([200, 200, 429]);
  });
});
