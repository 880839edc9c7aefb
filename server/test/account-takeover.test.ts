import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import {
  GOOGLE_CLIENT_ID,
  startGoogleIdentity,
  type GoogleIdentityFake,
} from './fakes/google-identity';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { linkIn } from './support/mail-links';
import { startTestServer, type TestServer } from './support/test-server';

let google: GoogleIdentityFake;
let inbox: SmtpInbox;
let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}-${Date.now()}`;
const client = () => new TestClient(server.url);

beforeAll(async () => {
  [google, inbox] = await Promise.all([startGoogleIdentity(), startSmtpInbox()]);
  server = await startTestServer({
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, SMTP_URL: inbox.url },
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([google.close(), inbox.close()]);
});

const googleSignIn = async (browser: TestClient, sub: string, email: string) =>
  expectSuccess(
    await browser.post('/api/google-login', {
      credential: await google.idToken(sub, { email, email_verified: true, name: 'Vic Tim' }),
    }),
    endpoints.googleLogin.response,
  ).user;

const canReadDrafts = async (browser: TestClient, email: string) =>
  (await browser.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`)).status === 200;

const passwordLogin = (email: string, password = DEFAULT_PASSWORD) =>
  client().post('/api/login', { email, password });

describe('pre-account takeover', () => {
  it("ends the attacker's session and password when the owner signs in with Google", async () => {
    const victim = `${unique('victim')}@example.com`;
    const attacker = client();
    const registered = expectSuccess(
      await attacker.signUp(victim),
      endpoints.addUser.response,
      201,
    ).user;
    expect(registered.email_verified).toBe(false);
    expect(await canReadDrafts(attacker, victim)).toBe(true);

    const owner = client();
    const user = await googleSignIn(owner, unique('g'), victim);
    expect(user).toMatchObject({ id: registered.id, email: victim, email_verified: true });

    expect(await canReadDrafts(attacker, victim)).toBe(false);
    expect(expectFailure(await passwordLogin(victim), 401)).toBe('Invalid email or password');
    expect(await canReadDrafts(owner, victim)).toBe(true);
  });

  it('keeps the password of a verified account but ends its other sessions on linking', async () => {
    const email = `${unique('owner')}@example.com`;
    const laptop = client();
    await laptop.signUp(email);
    const link = linkIn(await inbox.next(email), '/verify-email');
    expectSuccess(
      await client().post('/api/verify-email', { token: link.token }),
      endpoints.verifyEmail.response,
    );
    const phone = client();
    expectSuccess(await passwordLogin(email), endpoints.login.response);
    await phone.post('/api/login', { email, password: DEFAULT_PASSWORD });

    const tablet = client();
    await googleSignIn(tablet, unique('g'), email);

    expect(await canReadDrafts(laptop, email)).toBe(false);
    expect(await canReadDrafts(phone, email)).toBe(false);
    expect(await canReadDrafts(tablet, email)).toBe(true);
    expect(expectSuccess(await passwordLogin(email), endpoints.login.response).user).toMatchObject({
      email,
      email_verified: true,
    });
  });

  it('signs an already linked, verified account in without ending its other sessions', async () => {
    const email = `${unique('linked')}@example.com`;
    const sub = unique('g');
    const first = client();
    await googleSignIn(first, sub, email);
    const second = client();
    await googleSignIn(second, sub, email);
    expect(await canReadDrafts(first, email)).toBe(true);
    expect(await canReadDrafts(second, email)).toBe(true);
  });
});
