import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type GenerateKeyPairResult } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { expectFailure, expectSuccess, TestClient } from './support/client';
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

const callback = (client: TestClient, provider: string, code: string) =>
  client.post('/api/auth/callback', { provider, code });

/** The session is real when the next signed-in call is answered, not 401. */
async function expectWorkingSession(client: TestClient, email: string) {
  const answer = await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  expectSuccess(answer, endpoints.getDrafts.response);
}

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
    const answer = await callback(client, provider, 'any-code');
    expect(expectFailure(answer, 501)).toBe(message);
    expect(client.cookie).toBeNull();
  });

  it('refuses a provider it does not know with 400', async () => {
    const answer = await callback(new TestClient(server.url), 'myspace', 'any-code');
    expect(answer.status).toBe(400);
  });
});

describe('/api/auth/callback with Google configured', () => {
  let googleKey: GenerateKeyPairResult['privateKey'];
  let google: { url: string; close: () => Promise<void> };
  let server: TestServer;
  const codes = new Map<string, string>();
  const exchanges: URLSearchParams[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    google = await startProvider((url, form) => {
      if (url.pathname === '/certs') return [200, { keys: [jwk] }];
      if (url.pathname !== '/token') return [404, {}];
      exchanges.push(form);
      const idToken = codes.get(form.get('code') ?? '');
      const trusted =
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('grant_type') === 'authorization_code';
      if (!idToken || !trusted) return [400, { error: 'invalid_grant' }];
      codes.delete(form.get('code') ?? '');
      return [200, { id_token: idToken, access_token: 'unused' }];
    });
    server = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_JWKS_URL: `${google.url}/certs`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  const issueCode = async (email: string) => {
    const code = `code-${codes.size}-${Date.now()}`;
    const idToken = await new SignJWT({ email, email_verified: true, name: 'Gina Google' })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject(`g-${email}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(googleKey);
    codes.set(code, idToken);
    return code;
  };

  it('exchanges the code with the secret and starts a real session', async () => {
    const email = `gina.${Date.now()}@example.com`;
    const code = await issueCode(email);
    const client = new TestClient(server.url);
    const { user } = expectSuccess(
      await callback(client, 'google', code),
      endpoints.authCallback.response,
    );
    expect(user.email).toBe(email);
    expect(user.google_id).toBe(`g-${email}`);
    expect(exchanges.at(-1)?.get('redirect_uri')).toBe(`${server.url}/auth/callback`);
    await expectWorkingSession(client, email);
  });

  it('refuses a code the provider does not accept, and one used twice', async () => {
    const email = `twice.${Date.now()}@example.com`;
    const code = await issueCode(email);
    expectSuccess(
      await callback(new TestClient(server.url), 'google', code),
      endpoints.authCallback.response,
    );
    for (const attempt of [code, 'made-up-code']) {
      const client = new TestClient(server.url);
      const answer = await callback(client, 'google', attempt);
      expect(expectFailure(answer, 401)).toBe(NOT_COMPLETED);
      expect(client.cookie).toBeNull();
    }
  });
});

describe('/api/auth/callback with Facebook configured', () => {
  let graph: { url: string; close: () => Promise<void> };
  let server: TestServer;
  const codes = new Map<string, { token: string; userId: string; email: string }>();

  beforeAll(async () => {
    graph = await startProvider((url) => {
      const query = url.searchParams;
      const byToken = (token: string | null) =>
        [...codes.values()].find((entry) => entry.token === token);
      if (url.pathname === '/oauth/access_token') {
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
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await graph.close();
  });

  it('exchanges the code, verifies the token and starts a real session', async () => {
    const email = `faye.${Date.now()}@example.com`;
    codes.set('fb-code', { token: 'fb-token', userId: 'fb-1', email });
    const client = new TestClient(server.url);
    const { user } = expectSuccess(
      await callback(client, 'facebook', 'fb-code'),
      endpoints.authCallback.response,
    );
    expect(user).toMatchObject({ email, facebook_id: 'fb-1', name: 'Faye Book' });
    await expectWorkingSession(client, email);
  });

  it('refuses a code Facebook does not know', async () => {
    const client = new TestClient(server.url);
    const answer = await callback(client, 'facebook', 'unknown-code');
    expect(expectFailure(answer, 401)).toBe(NOT_COMPLETED);
    expect(client.cookie).toBeNull();
  });
});
