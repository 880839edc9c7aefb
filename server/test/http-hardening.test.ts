import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loggerOptions } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { expectFailure, TestClient } from './support/client';
import { closedBy, openSocket, trickle } from './support/raw-http';
import { startTestServer, type TestServer, type TestServerOptions } from './support/test-server';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

/**
 * Three servers, each started on first use: behind one trusted proxy (with small
 * timeouts and a captured log), with an https PUBLIC_URL, and with the defaults.
 */
const SERVER_SETUPS: Record<string, TestServerOptions> = {
  proxied: {
    env: {
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '3',
      AUTH_EMAIL_RATE_LIMIT: '1000',
      REQUEST_TIMEOUT_MS: '300',
      UPLOAD_TIMEOUT_MS: '4000',
      KEEP_ALIVE_TIMEOUT_MS: '200',
    },
    overrides: { logger: loggerOptions('info', logStream) },
  },
  public: { env: { PUBLIC_URL: 'https://app.example.com', TRUST_PROXY: '127.0.0.1' } },
  plain: {},
};
const started = new Map<string, Promise<TestServer>>();
afterAll(async () => {
  for (const server of started.values()) await (await server).close();
});

/** The server with a test-only route that shows the client address it settled on. */
function start(setup: keyof typeof SERVER_SETUPS) {
  let server = started.get(setup);
  if (!server) {
    server = startTestServer({
      ...SERVER_SETUPS[setup],
      beforeListen: (app) => {
        app.get('/test/ip', async (request) => ({ ip: request.ip }));
      },
    });
    started.set(setup, server);
  }
  return server;
}

const ipAnswer = z.object({ ip: z.string() });

async function ipSeen(url: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/test/ip`, { headers });
  return ipAnswer.parse(await response.json()).ip;
}

describe('TRUST_PROXY', () => {
  it('refuses true with a message that says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every hop, so any client could choose its own address\. Give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY: "my-proxy" is not/);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it('with a hop count, a rotated X-Forwarded-For does not change the client address', async () => {
    const { url } = await start('proxied');
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // The client wrote the first entry; the one trusted proxy appended the second.
      seen.add(await ipSeen(url, { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` }));
    }
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  it('with a hop count, rotated headers cannot dodge the per-address sign-in limit', async () => {
    const { url } = await start('proxied');
    const client = new TestClient(url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await client.post(
        '/api/login',
        { email: `rotate${attempt}@example.com`, password: 'Wrong-password-1' },
        { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('with a list of proxy addresses, trusts only those hops', async () => {
    const { url } = await start('public');
    expect(await ipSeen(url, { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('without it, X-Forwarded-For is ignored', async () => {
    const { url } = await start('plain');
    expect(await ipSeen(url, { 'x-forwarded-for': '198.51.100.7' })).toBe('127.0.0.1');
  });
});

describe('JSON bodies', () => {
  // How long the refusal takes, and /api/healthz beside it, are figures of npm run bench:api.
  it('refuses a 1 MB deeply nested body before parsing it, while the server keeps answering', async () => {
    const { url } = await start('plain');
    const body = `${'['.repeat(520_000)}${']'.repeat(520_000)}`;
    const posting = fetch(`${url}/api/generate-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const health = await fetch(`${url}/api/healthz`);
    const answer = await posting;
    expect(health.status).toBe(200);
    expect(answer.status).toBe(400);
    // Only the depth check, which runs on the text before any parser, gives this answer: a
    // parsed body this deep would have cost every later pass over it.
    expect(await answer.json()).toEqual({
      success: false,
      error: 'The request body is nested too deeply.',
    });
  });

  it('refuses a sign-in or sign-up body over a few KB before parsing it', async () => {
    const { url } = await start('plain');
    const client = new TestClient(url);
    const big = { email: 'ann@example.com', password: 'x'.repeat(8_000) };
    for (const path of ['/api/login', '/api/add-user']) {
      expect(expectFailure(await client.post(path, big), 413)).toBe(
        'The request is too large. This request is limited to 4 KB.',
      );
    }
    // Other routes keep the 1 MB limit.
    const answer = await client.post('/api/generate-content', { filler: 'x'.repeat(100_000) });
    expect(answer.status).toBe(400);
  });
});

describe('slow clients', () => {
  // REQUEST_TIMEOUT_MS is 300 here; the body would take 6 s to trickle in whole.
  it('cuts a JSON body trickled one byte at a time', async () => {
    const { url } = await start('proxied');
    const socket = await openSocket(url);
    const closed = closedBy(socket);
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 60\r\n\r\n',
    );
    const body = '{"email":"ann@example.com","password":"Bread-and-butter-42"}';
    const sent = await trickle(socket, body, 100);
    const answer = await closed;
    // The server closed the connection before the body was whole, and never signed in.
    expect(sent).toBeLessThan(body.length);
    expect(answer).not.toContain('"success":true');
  });

  it('cuts headers trickled one byte at a time', async () => {
    const { url } = await start('proxied');
    const socket = await openSocket(url);
    const closed = closedBy(socket);
    const head = `GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(100)}`;
    const sent = await trickle(socket, head, 100);
    const answer = await closed;
    // Cut before the headers were even whole: 13 s of trickling that was never answered.
    expect(sent).toBeLessThan(head.length);
    expect(answer).not.toContain('"success":true');
  });

  it('gives an upload more time than a JSON body', async () => {
    const { url } = await start('proxied');
    const client = new TestClient(url);
    await client.signUp('slow-upload@example.com');
    const form = new FormData();
    form.append('file_type', 'logo');
    form.append('user_email', 'slow-upload@example.com');
    form.append(
      'file',
      new Blob(
        [
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
        ],
        {
          type: 'image/svg+xml',
        },
      ),
      'logo.svg',
    );
    const request = new Request(`${url}/api/upload`, { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const socket = await openSocket(url);
    const closed = closedBy(socket);
    socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Cookie: ${client.cookieHeader()}\r\n` +
        `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // Four pieces, 250 ms apart: 750 ms in all, longer than a JSON body may take.
    const pieces = 4;
    const size = Math.ceil(payload.length / pieces);
    for (let piece = 0; piece < pieces; piece += 1) {
      if (piece > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      socket.write(payload.subarray(piece * size, (piece + 1) * size));
    }
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"success":true');
  });

  // KEEP_ALIVE_TIMEOUT_MS is 200 here; by default the connection would stay open 72 s.
  it('closes an idle keep-alive connection', async () => {
    const { url } = await start('proxied');
    const socket = await openSocket(url);
    const closed = closedBy(socket);
    socket.write('GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    // The server said how long it keeps the connection, and then closed it itself.
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=0\r\n/i);
  });
});

function rawPost(url: string, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    void openSocket(url).then((socket) => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      const body = '{}';
      socket.write(
        `POST ${path} HTTP/1.1\r\n${lines.join('')}Content-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      closedBy(socket).then((text) => resolve(Number(text.slice(9, 12))), reject);
    }, reject);
  });
}

describe('the origin check', () => {
  it('with PUBLIC_URL, trusts only that origin, not one matching the Host header', async () => {
    const { url } = await start('public');
    expect(
      await rawPost(url, '/api/logout', { Host: 'evil.example', Origin: 'http://evil.example' }),
    ).toBe(403);
    expect(
      await rawPost(url, '/api/logout', { Host: 'evil.example', Origin: 'https://evil.example' }),
    ).toBe(403);
    expect(
      await rawPost(url, '/api/logout', {
        Host: 'evil.example',
        Origin: 'https://app.example.com',
      }),
    ).not.toBe(403);
  });

  it('without PUBLIC_URL, accepts the request own host', async () => {
    const { url } = await start('plain');
    const host = new URL(url).host;
    expect(await rawPost(url, '/api/logout', { Host: host, Origin: `http://${host}` })).not.toBe(
      403,
    );
    expect(await rawPost(url, '/api/logout', { Host: host, Origin: 'http://evil.example' })).toBe(
      403,
    );
  });
});

describe('logs', () => {
  it('never show an e-mail address from a path or a query', async () => {
    const { url } = await start('proxied');
    const client = new TestClient(url);
    await client.get('/api/onboarding/by-email/ann.secret%40example.com');
    await client.get('/api/get-brand-assets/ann.secret@example.com?cc=bob.secret%40example.org');
    await client.get('/api/get-drafts?user_email=carol.secret@example.net');
    const log = logLines.join('');
    expect(log).toContain('"url":"/api/onboarding/by-email/[email]"');
    expect(log).toContain('"url":"/api/get-drafts?user_email=[email]"');
    expect(log).not.toMatch(/secret/);
  });
});

describe('HSTS', () => {
  const hsts = async (url: string, path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${url}${path}`, { headers })).headers.get('strict-transport-security');

  it('is on every response that came over https through the trusted proxy, and only then', async () => {
    const { url } = await start('proxied');
    const https = { 'x-forwarded-proto': 'https' };
    for (const path of ['/api/healthz', '/api/no-such-route', '/media/nothing.png', '/']) {
      expect(await hsts(url, path, https)).toBe('max-age=31536000');
      expect(await hsts(url, path)).toBeNull();
    }
  });

  it('is not set from a header of an untrusted client', async () => {
    const { url } = await start('plain');
    expect(await hsts(url, '/api/healthz', { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is on every response when PUBLIC_URL is https', async () => {
    const { url } = await start('public');
    expect(await hsts(url, '/api/healthz')).toBe('max-age=31536000');
    expect(await hsts(url, '/api/no-such-route')).toBe('max-age=31536000');
  });
});
