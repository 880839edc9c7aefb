import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { linkIn } from './support/mail-links';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A session ends the moment it is revoked, even right after it was used: on PGlite its
 * lookup is remembered in memory (ADR 0027), and none of these may be answered from there.
 * Every case first reads the drafts with the session, then revokes it, then tries again.
 */
const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'Sourdough-rises-at-dawn-7';
const UNAUTHENTICATED = 'Please log in again.';

let inbox: SmtpInbox;
let server: TestServer;
let counter = 0;
const uniqueEmail = () => `revoked${(counter += 1)}-${Date.now()}@example.com`;
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
afterEach(() => {
  vi.useRealTimers();
});

const draftsOf = (browser: TestClient, email: string) =>
  browser.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`);

/** Reads the drafts (which must work) and returns the cookie that did it. */
async function usedSession(browser: TestClient, email: string): Promise<string> {
  expectSuccess(await draftsOf(browser, email), endpoints.getDrafts.response);
  expectSuccess(await draftsOf(browser, email), endpoints.getDrafts.response);
  if (!browser.cookie) throw new Error('No session cookie');
  return browser.cookie;
}

/** A browser replaying `cookie`, as a stolen or kept copy of it would. */
function replaying(cookie: string): TestClient {
  const copy = client();
  copy.cookie = cookie;
  return copy;
}

/** Signs up and reads the first e-mail (the verification link) so later mails come next. */
async function signedUp(email: string): Promise<TestClient> {
  const browser = client();
  await browser.signUp(email);
  await inbox.next(email);
  return browser;
}

describe('a session used a moment ago', () => {
  it('is refused right after logout', async () => {
    const email = uniqueEmail();
    const ann = await signedUp(email);
    const cookie = await usedSession(ann, email);
    expect((await ann.post('/api/logout')).status).toBe(200);
    expect(expectFailure(await draftsOf(replaying(cookie), email), 401)).toBe(UNAUTHENTICATED);
  });

  it('of another device is refused right after a password change, and this one carries on', async () => {
    const email = uniqueEmail();
    const laptop = await signedUp(email);
    const phone = client();
    expect((await phone.post('/api/login', { email, password: DEFAULT_PASSWORD })).status).toBe(
      200,
    );
    await usedSession(laptop, email);
    const phoneCookie = await usedSession(phone, email);
    expectSuccess(
      await laptop.post('/api/change-password', {
        current_password: DEFAULT_PASSWORD,
        new_password: NEW_PASSWORD,
      }),
      endpoints.changePassword.response,
    );
    expect(expectFailure(await draftsOf(replaying(phoneCookie), email), 401)).toBe(UNAUTHENTICATED);
    expect((await draftsOf(laptop, email)).status).toBe(200);
  });

  it('is refused right after a password reset', async () => {
    const email = uniqueEmail();
    const ann = await signedUp(email);
    const cookie = await usedSession(ann, email);
    await client().post('/api/forgot-password', { email });
    const { token } = linkIn(await inbox.next(email), '/reset-password');
    expectSuccess(
      await client().post('/api/reset-password', { token, password: NEW_PASSWORD }),
      endpoints.resetPassword.response,
    );
    expect(expectFailure(await draftsOf(replaying(cookie), email), 401)).toBe(UNAUTHENTICATED);
  });

  it('is refused right after the account is deleted', async () => {
    const email = uniqueEmail();
    const ann = await signedUp(email);
    const cookie = await usedSession(ann, email);
    expectSuccess(
      await ann.post('/api/account/delete', { user_email: email, password: DEFAULT_PASSWORD }),
      endpoints.deleteAccount.response,
    );
    expect(expectFailure(await draftsOf(replaying(cookie), email), 401)).toBe(UNAUTHENTICATED);
  });

  it('is refused once its expiry passes, without anything written in between', async () => {
    const email = uniqueEmail();
    const ann = await signedUp(email);
    const cookie = await usedSession(ann, email);
    // Only the clock moves (31 days, past the 30-day sliding expiry): timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY_MS });
    expect(expectFailure(await draftsOf(replaying(cookie), email), 401)).toBe(UNAUTHENTICATED);
  });

  it('answers with the user as they are now, right after the profile changes', async () => {
    const email = uniqueEmail();
    const ann = await signedUp(email);
    await usedSession(ann, email);
    expectSuccess(
      await ann.post('/api/account/profile', {
        user_email: email,
        name: 'Ann Baker',
        business_name: 'Golden Crust Bakery',
        industry: 'Bakery',
        location: 'Salem, OR',
        phone: '+1 555 0100',
      }),
      endpoints.saveProfile.response,
    );
    const settings = expectSuccess(
      await ann.get(`/api/account/settings?user_email=${encodeURIComponent(email)}`),
      endpoints.getAccountSettings.response,
    );
    expect(settings.profile.name).toBe('Ann Baker');
  });
});
