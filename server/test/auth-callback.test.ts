import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { exportJWK, generateKeyPair, SignJWT, type GenerateKeyPairResult } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loggerOptions } from '../src/app';
import { LOGIN_STATE_COOKIE, SECURE_LOGIN_STATE_COOKIE } from '../src/auth/login-redirect';
import { loginRedirects } from '../src/db/schema';
import { expectFailure, expectSuccess, TestClient, type Answer } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const CLIENT_SECRET = 'google-client-secret';
const APP_ID = '1234567890';
const APP_SECRET = 'facebook-app-secret';
const KID = 'callback-key';
const NOT_COMPLETED = 'The sign-in could not be completed. Please try again.';

/**
 * A fake provider on a loopback port: `handle` gets the path, the query and the
 * form body (Google's token endpoint takes a form) and answers [status, body].
 */
async function startProvider(
  handle: (url: URL, form: URLSearchParams) => [number, unknown],
): Promise<{ url: string; close: () => Promise<void> }> {
  const httpServer: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const [status, answer] = handle(
        new URL(request.url ?? '/', 'http://localhost'),
        new URLSearchParams(body),
      );
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

/** What a browser leaves for the provider with: the sign-in page and its state cookie. */
interface Departure {
  authorizeUrl: URL;
  state: string;
  /** The state cookie as the browser sends it back (`name=value`). */
  cookie: string;
}

/** The state cookie the server set, and whether the answer clears it. */
function stateCookieOf(answer: Answer): { pair: string | null; cleared: boolean } {
  const line = answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${LOGIN_STATE_COOKIE}=`));
  if (!line) return { pair: null, cleared: false };
  const cleared = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
  return { pair: line.split(';')[0] ?? null, cleared };
}

async function startSignIn(client: TestClient, provider: string): Promise<Departure> {
  const answer = await client.post('/api/auth/start', { provider });
  const body = expectSuccess(answer, endpoints.startAuthRedirect.response);
  const authorizeUrl = new URL(body.authorize_url);
  const state = authorizeUrl.searchParams.get('state') ?? '';
  const { pair } = stateCookieOf(answer);
  expect(state).not.toBe('');
  expect(pair).toBe(`${LOGIN_STATE_COOKIE}=${state}`);
  expect(answer.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
  return { authorizeUrl, state, cookie: pair ?? '' };
}

const callback = (
  client: TestClient,
  body: { provider: string; code: string; state?: string },
  cookie?: string,
) => client.post('/api/auth/callback', body, cookie ? { cookie } : undefined);

/** The session is real when the next signed-in call is answered, not 401. */
async function expectWorkingSession(client: TestClient, email: string) {
  const answer = await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  expectSuccess(answer, endpoints.getDrafts.response);
}

/** Refused with the sign-in failure, and no session started. */
function expectRefused(client: TestClient, answer: Answer) {
  expect(expectFailure(answer, 401)).toBe(NOT_COMPLETED);
  expect(client.cookie).toBeNull();
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('/api/auth/callback without a provider secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['google', 'Google sign-in is not configured on this server'],
    ['facebook', 'Facebook sign-in is not configured on this server'],
  ])('refuses a %s code with 501 and starts no session', async (provider, message) => {
    const client = new TestClient(server.url);
    const answer = await callback(client, { provider, code: 'any-code', state: 'any-state' });
    expect(expectFailure(answer, 501)).toBe(message);
    expect(client.cookie).toBeNull();
    const withoutState = await callback(client, { provider, code: 'any-code' });
    expect(expectFailure(withoutState, 501)).toBe(message);
  });

  it.each([
    ['google', 'Google sign-in is not configured on this server'],
    ['facebook', 'Facebook sign-in is not configured on this server'],
  ])('refuses to start a %s sign-in with 501 and sets no cookie', async (provider, message) => {
    const answer = await new TestClient(server.url).post('/api/auth/start', { provider });
    expect(expectFailure(answer, 501)).toBe(message);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a provider it does not know with 400', async () => {
    const client = new TestClient(server.url);
    expect((await callback(client, { provider: 'myspace', code: 'any-code' })).status).toBe(400);
    expect((await client.post('/api/auth/start', { provider: 'myspace' })).status).toBe(400);
  });
});

describe('/api/auth/callback with Google configured', () => {
  let googleKey: GenerateKeyPairResult['privateKey'];
  let google: { url: string; close: () => Promise<void> };
  let server: TestServer;
  let appDir: string;
  const logLines: string[] = [];
  /** Codes Google gave, each bound to the challenge and return address of its sign-in. */
  const codes = new Map<string, { idToken: string; challenge: string; redirectUri: string }>();
  const exchanges: URLSearchParams[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    google = await startProvider((url, form) => {
      if (url.pathname === '/certs') return [200, { keys: [jwk] }];
      if (url.pathname !== '/token') return [404, {}];
      exchanges.push(form);
      const issued = codes.get(form.get('code') ?? '');
      const trusted =
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('grant_type') === 'authorization_code';
      // As Google does: the verifier must hash to the challenge the sign-in started with.
      const proven =
        issued !== undefined &&
        form.get('redirect_uri') === issued.redirectUri &&
        s256(form.get('code_verifier') ?? '') === issued.challenge;
      if (!issued || !trusted || !proven) return [400, { error: 'invalid_grant' }];
      codes.delete(form.get('code') ?? '');
      return [200, { id_token: issued.idToken, access_token: 'unused' }];
    });
    appDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-callback-'));
    await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Smart Suite</title>');
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    server = await startTestServer({
      env: {
        APP_DIR: appDir,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_JWKS_URL: `${google.url}/certs`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
        GOOGLE_AUTHORIZE_URL: `${google.url}/auth`,
      },
      // Debug: the app's own page at /auth/callback is logged at that level.
      overrides: { logger: loggerOptions('debug', logStream) },
    });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
    await rm(appDir, { recursive: true, force: true });
  });

  /** The user consents on Google's page: Google sends the browser back with a code. */
  const consent = async (departure: Departure, email: string) => {
    const code = `code-${codes.size}-${Date.now()}-${Math.random()}`;
    const idToken = await new SignJWT({ email, email_verified: true, name: 'Gina Google' })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject(`g-${email}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(googleKey);
    const query = departure.authorizeUrl.searchParams;
    codes.set(code, {
      idToken,
      challenge: query.get('code_challenge') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
    });
    return code;
  };

  it('starts at Google with a state and an S256 challenge, and comes back to the app', async () => {
    const { authorizeUrl } = await startSignIn(new TestClient(server.url), 'google');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${google.url}/auth`);
    const query = authorizeUrl.searchParams;
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('redirect_uri')).toBe(`${server.url}/auth/callback?provider=google`);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends the PKCE verifier with the code and starts a real session', async () => {
    const email = `gina.${Date.now()}@example.com`;
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'google');
    const code = await consent(departure, email);
    const answer = await callback(
      client,
      { provider: 'google', code, state: departure.state },
      departure.cookie,
    );
    const { user } = expectSuccess(answer, endpoints.authCallback.response);
    expect(user.email).toBe(email);
    expect(user.google_id).toBe(`g-${email}`);
    const exchange = exchanges.at(-1);
    expect(exchange?.get('code')).toBe(code);
    expect(exchange?.get('redirect_uri')).toBe(`${server.url}/auth/callback?provider=google`);
    expect(s256(exchange?.get('code_verifier') ?? '')).toBe(
      departure.authorizeUrl.searchParams.get('code_challenge'),
    );
    expect(stateCookieOf(answer).cleared).toBe(true);
    await expectWorkingSession(client, email);
  });

  it('refuses a callback without a state: no exchange, no session', async () => {
    const victim = new TestClient(server.url);
    const attacker = await startSignIn(new TestClient(server.url), 'google');
    const code = await consent(attacker, `attacker.${Date.now()}@example.com`);
    const before = exchanges.length;
    expectRefused(victim, await callback(victim, { provider: 'google', code }));
    // Nor with the cookie of a sign-in the victim started, the state left out.
    const started = await startSignIn(victim, 'google');
    expectRefused(victim, await callback(victim, { provider: 'google', code }, started.cookie));
    expect(exchanges.length).toBe(before);
  });

  it("refuses another browser's state: the attacker's link signs nobody in", async () => {
    const attacker = await startSignIn(new TestClient(server.url), 'google');
    const code = await consent(attacker, `mallory.${Date.now()}@example.com`);
    const link = { provider: 'google', code, state: attacker.state };
    const before = exchanges.length;
    // A victim who never started a sign-in, and one who started their own.
    const stranger = new TestClient(server.url);
    expectRefused(stranger, await callback(stranger, link));
    const victim = new TestClient(server.url);
    const own = await startSignIn(victim, 'google');
    expectRefused(victim, await callback(victim, link, own.cookie));
    expect(exchanges.length).toBe(before);
  });

  it('uses a state once: the same callback again is refused', async () => {
    const email = `twice.${Date.now()}@example.com`;
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'google');
    const code = await consent(departure, email);
    const body = { provider: 'google', code, state: departure.state };
    expectSuccess(await callback(client, body, departure.cookie), endpoints.authCallback.response);
    const again = new TestClient(server.url);
    expectRefused(again, await callback(again, body, departure.cookie));
  });

  it('refuses a code Google does not accept', async () => {
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'google');
    const answer = await callback(
      client,
      { provider: 'google', code: 'made-up-code', state: departure.state },
      departure.cookie,
    );
    expectRefused(client, answer);
  });

  it('keeps every code and state out of the request log', async () => {
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'google');
    const code = await consent(departure, `logged.${Date.now()}@example.com`);
    const query = `code=${code}&state=${departure.state}`;
    // The browser's return to the app's page, then the page's call to the API.
    const page = await fetch(`${server.url}/auth/callback?provider=google&${query}`);
    expect(page.status).toBe(200);
    const body = { provider: 'google', code, state: departure.state };
    expectSuccess(await callback(client, body, departure.cookie), endpoints.authCallback.response);
    // A network's return to the connect callback (signed out: sent to /login).
    const connect = await fetch(`${server.url}/api/integrations/callback?${query}`, {
      redirect: 'manual',
    });
    expect(connect.status).toBe(302);

    const log = logLines.join('');
    expect(log).toContain('/auth/callback?provider=google&code=[redacted]&state=[redacted]');
    expect(log).toContain('/api/integrations/callback?code=[redacted]&state=[redacted]');
    expect(log).not.toContain(code);
    expect(log).not.toContain(departure.state);
  });
});

describe('/api/auth/callback with Facebook configured', () => {
  let graph: { url: string; close: () => Promise<void> };
  let server: TestServer;
  const codes = new Map<string, { token: string; userId: string; email: string }>();
  const exchanges: URLSearchParams[] = [];
  const graphPaths: string[] = [];

  beforeAll(async () => {
    graph = await startProvider((versioned) => {
      graphPaths.push(versioned.pathname);
      // Graph names its version first in every path (docs/network-facts.md, "Graph API version").
      const url = new URL(versioned);
      url.pathname = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
      const query = url.searchParams;
      const byToken = (token: string | null) =>
        [...codes.values()].find((entry) => entry.token === token);
      if (url.pathname === '/oauth/access_token') {
        exchanges.push(query);
        const entry = codes.get(query.get('code') ?? '');
        const trusted =
          query.get('client_id') === APP_ID && query.get('client_secret') === APP_SECRET;
        if (!entry || !trusted) return [400, { error: { message: 'Invalid verification code' } }];
        return [200, { access_token: entry.token, token_type: 'bearer' }];
      }
      if (url.pathname === '/debug_token') {
        const entry = byToken(query.get('input_token'));
        return [200, { data: { app_id: APP_ID, user_id: entry?.userId ?? '', is_valid: !!entry } }];
      }
      if (url.pathname === '/me') {
        const entry = byToken(query.get('access_token'));
        if (!entry) return [400, { error: { message: 'Invalid token' } }];
        return [200, { id: entry.userId, name: 'Faye Book', email: entry.email }];
      }
      return [404, {}];
    });
    server = await startTestServer({
      env: {
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_APP_SECRET: APP_SECRET,
        FACEBOOK_GRAPH_URL: graph.url,
        FACEBOOK_AUTHORIZE_URL: `${graph.url}/dialog/oauth`,
        // Google too, so a state of one provider can be brought back as the other's.
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_TOKEN_URL: `${graph.url}/google-token`,
        GOOGLE_JWKS_URL: `${graph.url}/google-certs`,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await graph.close();
  });

  it('starts at the login dialog with a state, exchanges the code and starts a real session', async () => {
    const email = `faye.${Date.now()}@example.com`;
    codes.set('fb-code', { token: 'fb-token', userId: 'fb-1', email });
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'facebook');
    const query = departure.authorizeUrl.searchParams;
    expect(departure.authorizeUrl.pathname).toBe('/v26.0/dialog/oauth');
    expect(query.get('client_id')).toBe(APP_ID);
    expect(query.get('redirect_uri')).toBe(`${server.url}/auth/callback?provider=facebook`);
    // Facebook documents PKCE only for its OIDC flow, still in testing: the state alone.
    expect(query.get('code_challenge')).toBeNull();

    const answer = await callback(
      client,
      { provider: 'facebook', code: 'fb-code', state: departure.state },
      departure.cookie,
    );
    const { user } = expectSuccess(answer, endpoints.authCallback.response);
    expect(user).toMatchObject({ email, facebook_id: 'fb-1', name: 'Faye Book' });
    expect(exchanges.at(-1)?.get('redirect_uri')).toBe(
      `${server.url}/auth/callback?provider=facebook`,
    );
    // Every Graph call names the configured version.
    expect(graphPaths.length).toBeGreaterThan(0);
    expect(graphPaths.every((path) => path.startsWith('/v26.0/'))).toBe(true);
    await expectWorkingSession(client, email);
  });

  it('refuses a code without a state, or with a state of another browser', async () => {
    codes.set('fb-mallory', {
      token: 'fb-mallory-token',
      userId: 'fb-666',
      email: 'm@example.com',
    });
    const attacker = await startSignIn(new TestClient(server.url), 'facebook');
    const before = exchanges.length;
    const victim = new TestClient(server.url);
    expectRefused(victim, await callback(victim, { provider: 'facebook', code: 'fb-mallory' }));
    const own = await startSignIn(victim, 'facebook');
    const link = { provider: 'facebook', code: 'fb-mallory', state: attacker.state };
    expectRefused(victim, await callback(victim, link, own.cookie));
    expect(exchanges.length).toBe(before);
  });

  it("refuses a Google sign-in's state brought back as Facebook's", async () => {
    codes.set('fb-swap', { token: 'fb-swap-token', userId: 'fb-2', email: 's@example.com' });
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'google');
    const answer = await callback(
      client,
      { provider: 'facebook', code: 'fb-swap', state: departure.state },
      departure.cookie,
    );
    expectRefused(client, answer);
  });

  it('refuses a code Facebook does not know', async () => {
    const client = new TestClient(server.url);
    const departure = await startSignIn(client, 'facebook');
    const answer = await callback(
      client,
      { provider: 'facebook', code: 'unknown-code', state: departure.state },
      departure.cookie,
    );
    expectRefused(client, answer);
  });
});

describe('/api/auth/start over https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        PUBLIC_URL: 'https://app.example.com',
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
  });
  afterAll(() => server.close());

  it('puts the state in a Secure, __Host- cookie of ten minutes, and stores only its hash', async () => {
    const answer = await new TestClient(server.url).post('/api/auth/start', {
      provider: 'google',
    });
    const { authorize_url } = expectSuccess(answer, endpoints.startAuthRedirect.response);
    const query = new URL(authorize_url).searchParams;
    const state = query.get('state') ?? '';
    expect(query.get('redirect_uri')).toBe('https://app.example.com/auth/callback?provider=google');

    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SECURE_LOGIN_STATE_COOKIE}=`));
    expect(cookie?.split(';')[0]).toBe(`${SECURE_LOGIN_STATE_COOKIE}=${state}`);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).toMatch(/; Max-Age=600/i);
    expect(cookie).not.toMatch(/; Domain=/i);

    const rows = await server.testDatabase.database.db.select().from(loginRedirects);
    const row = rows.find((item) => item.stateHash === s256(state));
    expect(row?.provider).toBe('google');
    expect(rows.some((item) => item.stateHash === state)).toBe(false);
    // The verifier is sealed: its challenge went to Google, the verifier itself nowhere.
    expect(row?.codeVerifier).toMatch(/^v2\./);
  });
});
