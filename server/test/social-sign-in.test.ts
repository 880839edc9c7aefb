import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type GenerateKeyPairResult,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { users } from '../src/db/schema';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const KID = 'test-key-1';
const APP_ID = '1234567890';
const APP_SECRET = 'facebook-app-secret';
const INVALID_GOOGLE = 'Invalid Google credential';
const INVALID_FACEBOOK = 'Facebook sign-in could not be verified. Please try again.';

type PrivateKey = GenerateKeyPairResult['privateKey'];

let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}-${Date.now()}`;
const uniqueEmail = () => `${unique('social')}@example.com`;

/** A small JSON server on a free loopback port; `handle` answers [status, body]. */
async function startJsonServer(
  handle: (url: URL, request: IncomingMessage) => [number, unknown],
): Promise<{ url: string; close: () => Promise<void> }> {
  const httpServer: Server = createServer((request, response) => {
    const [status, body] = handle(new URL(request.url ?? '/', 'http://localhost'), request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = await startJsonServer(() => [200, {}]);
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return port;
}

async function countUsers(target: TestServer): Promise<number> {
  return (await target.testDatabase.database.db.select({ id: users.id }).from(users)).length;
}

async function loginWithPassword(target: TestServer, email: string) {
  return expectSuccess(
    await new TestClient(target.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
    endpoints.login.response,
  ).user;
}

describe('Google sign-in', () => {
  let server: TestServer;
  let jwks: { url: string; close: () => Promise<void> };
  let googleKey: PrivateKey;
  let otherKey: PrivateKey;
  let publicPem: string;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    publicPem = await exportSPKI(pair.publicKey);
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = await startJsonServer((url) =>
      url.pathname === '/certs' ? [200, { keys: [jwk] }] : [404, {}],
    );
    server = await startTestServer({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `${jwks.url}/certs` },
    });
  });
  afterAll(async () => {
    await server.close();
    await jwks.close();
  });

  interface TokenOptions {
    sub?: string;
    claims?: JWTPayload;
    audience?: string;
    issuer?: string;
    expires?: string | number;
    key?: PrivateKey;
  }

  const idToken = (options: TokenOptions = {}) =>
    new SignJWT({ ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(options.issuer ?? GOOGLE_ISSUER)
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(options.sub ?? unique('g'))
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '10m')
      .sign(options.key ?? googleKey);

  const signIn = (client: TestClient, credential: string) =>
    client.post('/api/google-login', { credential });

  it('creates the user from a valid ID token and starts a session', async () => {
    const email = uniqueEmail();
    const sub = unique('g');
    const client = new TestClient(server.url);
    const credential = await idToken({
      sub,
      claims: { email, email_verified: true, name: 'Gina Google' },
    });
    const { user } = expectSuccess(
      await signIn(client, credential),
      endpoints.googleLogin.response,
    );
    expect(user).toMatchObject({ google_id: sub, email, name: 'Gina Google', facebook_id: null });
    expect(client.cookie).not.toBeNull();
    const drafts = await client.get(`/api/get-drafts?user_email=${email}`);
    expect(expectSuccess(drafts, endpoints.getDrafts.response).count).toBe(0);
  });

  it('signs the same Google account in as the same user', async () => {
    const sub = unique('g');
    const claims = { email: uniqueEmail(), email_verified: true, name: 'Sam' };
    const first = expectSuccess(
      await signIn(new TestClient(server.url), await idToken({ sub, claims })),
      endpoints.googleLogin.response,
    );
    const usersBefore = await countUsers(server);
    const second = expectSuccess(
      await signIn(new TestClient(server.url), await idToken({ sub, claims })),
      endpoints.googleLogin.response,
    );
    expect(second.user.id).toBe(first.user.id);
    expect(await countUsers(server)).toBe(usersBefore);
  });

  it('links a verified e-mail to the existing account, which the provider proves', async () => {
    const email = uniqueEmail();
    const existing = await new TestClient(server.url).signUp(email);
    const existingId = endpoints.addUser.response.parse(existing.body).user.id;
    const sub = unique('g');
    const { user } = expectSuccess(
      await signIn(
        new TestClient(server.url),
        await idToken({ sub, claims: { email: email.toUpperCase(), email_verified: true } }),
      ),
      endpoints.googleLogin.response,
    );
    expect(user.id).toBe(existingId);
    expect(user).toMatchObject({ email, google_id: sub, email_verified: true });
  });

  it('does not link an unverified e-mail to the existing account', async () => {
    const email = uniqueEmail();
    const existing = await new TestClient(server.url).signUp(email);
    const existingId = endpoints.addUser.response.parse(existing.body).user.id;
    const client = new TestClient(server.url);
    const { user } = expectSuccess(
      await signIn(client, await idToken({ claims: { email, email_verified: false } })),
      endpoints.googleLogin.response,
    );
    expect(user.id).not.toBe(existingId);
    expect(user.email).toBeNull();
    expect(await loginWithPassword(server, email)).toMatchObject({
      id: existingId,
      google_id: null,
    });
    const theirs = await client.get(`/api/get-drafts?user_email=${email}`);
    expect(expectFailure(theirs, 403)).toBe("You can only access your own account's data.");
  });

  const unsigned = (payload: JWTPayload) =>
    [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify(payload)).toString('base64url'),
      '',
    ].join('.');
  const now = () => Math.floor(Date.now() / 1000);

  const refused: [string, () => Promise<string>][] = [
    ['a wrong audience', () => idToken({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => idToken({ issuer: 'https://accounts.evil.example' })],
    ['an expired token', () => idToken({ expires: now() - 60 })],
    ['a token signed by another key', () => idToken({ key: otherKey })],
    [
      'alg: none',
      async () => unsigned({ iss: GOOGLE_ISSUER, aud: CLIENT_ID, sub: 'g-none', exp: now() + 600 }),
    ],
    [
      'HS256 keyed with the public key',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256', kid: KID })
          .setIssuer(GOOGLE_ISSUER)
          .setAudience(CLIENT_ID)
          .setSubject('g-hmac')
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode(publicPem)),
    ],
    ['garbage', async () => 'not.a.jwt'],
    ['a token with no subject', () => idToken({ sub: '' })],
  ];

  it.each(refused)("answers 401 'Invalid Google credential' to %s", async (_label, make) => {
    const before = await countUsers(server);
    const client = new TestClient(server.url);
    expect(expectFailure(await signIn(client, await make()), 401)).toBe(INVALID_GOOGLE);
    expect(client.cookie).toBeNull();
    expect(await countUsers(server)).toBe(before);
  });

  it('answers 501 to Facebook sign-in, which this server has no app for', async () => {
    const answer = await new TestClient(server.url).post('/api/facebook-login', {
      facebookId: 'fb-1',
      accessToken: 'token',
    });
    expect(expectFailure(answer, 501)).toBe('Facebook sign-in is not configured on this server');
  });
});

describe('Facebook sign-in', () => {
  interface FakeToken {
    appId: string;
    userId: string;
    valid: boolean;
    profile: { id: string; name?: string; email?: string };
  }

  const tokens = new Map<string, FakeToken>();
  const debugTokenCalls: URLSearchParams[] = [];
  let graph: { url: string; close: () => Promise<void> };
  let server: TestServer;

  /** A fake of the two Graph API calls the server makes. */
  const answerGraph = (url: URL): [number, unknown] => {
    // Every call names the configured Graph version first, as Meta recommends.
    const versioned = /^\/v\d+\.\d+(\/.*)$/.exec(url.pathname);
    if (!versioned?.[1]) return [404, { error: { message: 'Unknown path' } }];
    const path = versioned[1];
    const token = tokens.get(
      url.searchParams.get(path === '/me' ? 'access_token' : 'input_token') ?? '',
    );
    if (path === '/debug_token') {
      debugTokenCalls.push(url.searchParams);
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
        return [400, { error: { message: 'Invalid OAuth access token' } }];
      }
      if (!token) return [200, { data: { app_id: APP_ID, user_id: '', is_valid: false } }];
      return [200, { data: { app_id: token.appId, user_id: token.userId, is_valid: token.valid } }];
    }
    if (path === '/me' && url.searchParams.get('fields') === 'id,name,email') {
      return token ? [200, token.profile] : [400, { error: { message: 'Invalid token' } }];
    }
    return [404, { error: { message: 'Unknown path' } }];
  };

  const register = (changes: Partial<FakeToken> = {}) => {
    const userId = changes.userId ?? unique('fb');
    const token = unique('token');
    tokens.set(token, {
      appId: APP_ID,
      userId,
      valid: true,
      profile: { id: userId, name: 'Faye Book', email: uniqueEmail() },
      ...changes,
    });
    return { token, userId, profile: tokens.get(token)?.profile };
  };

  beforeAll(async () => {
    graph = await startJsonServer(answerGraph);
    server = await startTestServer({
      env: {
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_APP_SECRET: APP_SECRET,
        FACEBOOK_GRAPH_URL: graph.url,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await graph.close();
  });

  const signIn = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/facebook-login', body);

  it("creates the user with the e-mail from Graph, never the request's", async () => {
    const other = uniqueEmail();
    const otherAccount = await new TestClient(server.url).signUp(other);
    const otherId = endpoints.addUser.response.parse(otherAccount.body).user.id;
    const { token, userId, profile } = register();
    const client = new TestClient(server.url);
    const callsBefore = debugTokenCalls.length;
    const answer = await signIn(client, {
      facebookId: userId,
      accessToken: token,
      email: other,
      name: 'Impostor',
    });
    const { user } = expectSuccess(answer, endpoints.facebookLogin.response);
    expect(user).toMatchObject({
      facebook_id: userId,
      email: profile?.email,
      name: 'Faye Book',
      google_id: null,
    });
    expect(user?.id).not.toBe(otherId);
    expect(await loginWithPassword(server, other)).toMatchObject({
      id: otherId,
      facebook_id: null,
    });
    const drafts = await client.get(`/api/get-drafts?user_email=${profile?.email ?? ''}`);
    expect(expectSuccess(drafts, endpoints.getDrafts.response).count).toBe(0);

    const calls = debugTokenCalls.slice(callsBefore);
    expect(calls.length).toBe(1);
    expect(calls[0]?.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
    expect(calls[0]?.get('input_token')).toBe(token);
  });

  it('signs the same Facebook account in as the same user', async () => {
    const { token, userId } = register();
    const first = expectSuccess(
      await signIn(new TestClient(server.url), { facebookId: userId, accessToken: token }),
      endpoints.facebookLogin.response,
    );
    const second = expectSuccess(
      await signIn(new TestClient(server.url), { facebookId: userId, accessToken: token }),
      endpoints.facebookLogin.response,
    );
    expect(second.user?.id).toBe(first.user?.id);
  });

  it('links the account whose e-mail Graph reports', async () => {
    const email = uniqueEmail();
    const existing = await new TestClient(server.url).signUp(email);
    const existingId = endpoints.addUser.response.parse(existing.body).user.id;
    const userId = unique('fb');
    const { token } = register({ userId, profile: { id: userId, email } });
    const { user } = expectSuccess(
      await signIn(new TestClient(server.url), { facebookId: userId, accessToken: token }),
      endpoints.facebookLogin.response,
    );
    expect(user).toMatchObject({ id: existingId, email, facebook_id: userId });
  });

  const refused: [string, () => { facebookId: string; accessToken: string }][] = [
    [
      'a token of another app',
      () => {
        const { token, userId } = register({ appId: '999' });
        return { facebookId: userId, accessToken: token };
      },
    ],
    [
      'a token of another user',
      () => {
        const { token } = register();
        return { facebookId: unique('fb-victim'), accessToken: token };
      },
    ],
    [
      'an invalid token',
      () => {
        const { token, userId } = register({ valid: false });
        return { facebookId: userId, accessToken: token };
      },
    ],
    ['an unknown token', () => ({ facebookId: unique('fb'), accessToken: 'never-issued' })],
    [
      'a profile of another id than the token',
      () => {
        const userId = unique('fb');
        const { token } = register({ userId, profile: { id: unique('fb-other') } });
        return { facebookId: userId, accessToken: token };
      },
    ],
  ];

  it.each(refused)('answers 401 to %s and creates no user', async (_label, body) => {
    const before = await countUsers(server);
    const client = new TestClient(server.url);
    expect(expectFailure(await signIn(client, body()), 401)).toBe(INVALID_FACEBOOK);
    expect(client.cookie).toBeNull();
    expect(await countUsers(server)).toBe(before);
  });

  it('asks debug_token with the app token APPID|SECRET every time', () => {
    expect(debugTokenCalls.length).toBeGreaterThanOrEqual(5);
    for (const call of debugTokenCalls) {
      expect(call.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
    }
  });

  it('answers 501 to Google sign-in, which this server has no client id for', async () => {
    const answer = await new TestClient(server.url).post('/api/google-login', {
      credential: 'a.b.c',
    });
    expect(expectFailure(answer, 501)).toBe('Google sign-in is not configured on this server');
  });

  it('answers 401 when the Graph API cannot be reached', async () => {
    const port = await closedPort();
    const down = await startTestServer({
      env: {
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_APP_SECRET: APP_SECRET,
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port}`,
      },
    });
    try {
      const { token, userId } = register();
      const answer = await signIn(new TestClient(down.url), {
        facebookId: userId,
        accessToken: token,
      });
      expect(expectFailure(answer, 401)).toBe(INVALID_FACEBOOK);
      expect(await countUsers(down)).toBe(0);
    } finally {
      await down.close();
    }
  }, 60_000);
});
