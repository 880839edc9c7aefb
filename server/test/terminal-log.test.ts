import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loggerOptions } from '../src/app';
import { chooseLogFormat, describeRecord, logStream, prettyLogStream } from '../src/log-format';
import { DEFAULT_PASSWORD, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

describe('the log format', () => {
  it('is pretty on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes JSON lines through untouched when JSON is chosen', () => {
    const output = { write: () => true, isTTY: false };
    expect(logStream(undefined, output)).toBe(output);
    expect(logStream('pretty', output)).not.toBe(output);
  });

  it("says a request's lines in a few words", () => {
    const reqId = '3f2a9c1e-1111-2222-3333-444455556666';
    expect(
      describeRecord({
        reqId,
        req: { method: 'GET', url: '/api/healthz' },
        msg: 'incoming request',
      }),
    ).toBe('[3f2a9c1e] GET /api/healthz');
    expect(
      describeRecord({
        reqId,
        res: { statusCode: 200 },
        responseTime: 3.6,
        msg: 'request completed',
      }),
    ).toBe('[3f2a9c1e] 200 in 4 ms');
    expect(
      describeRecord({ reqId, res: { statusCode: 500 }, responseTime: 1, msg: 'request errored' }),
    ).toBe('[3f2a9c1e] 500 in 1 ms: request errored');
    expect(describeRecord({ reqId, msg: 'AI service failed' })).toBe(
      '[3f2a9c1e] AI service failed',
    );
    expect(describeRecord({ msg: 'ready' })).toBe('ready');
  });

  it('redacts secrets in pretty lines as in JSON ones', () => {
    const text: string[] = [];
    const { log } = Fastify({
      logger: loggerOptions('info', prettyLogStream({ write: (line: string) => text.push(line) })),
    });
    log.info(
      {
        body: { password: 'Hunter-2-hunter', token: 'tok-123456' },
        req: { method: 'POST', url: '/api/login' },
      },
      'x',
    );
    expect(text.join('')).toContain('[redacted]');
    expect(text.join('')).not.toMatch(/Hunter-2-hunter|tok-123456/);
  });
});

describe('account links without SMTP', () => {
  const jsonLines: string[] = [];
  const prettyText: string[] = [];
  const pretty = prettyLogStream({ write: (text: string) => prettyText.push(text) });
  let server: TestServer;

  beforeAll(async () => {
    // One server, its log seen both ways: as JSON and through the pretty-printer.
    server = await startTestServer({
      env: { PUBLIC_URL: 'http://app.example.test' },
      overrides: {
        logger: loggerOptions('info', {
          write(line: string) {
            jsonLines.push(line);
            pretty.write(line);
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The pretty output's line that starts with `start`, once the e-mail has gone out. */
  const prettyLine = async (start: string) => {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = prettyText
        .join('')
        .split('\n')
        .find((line) => line.startsWith(start));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No line starting "${start}" in:\n${prettyText.join('')}`);
  };

  const tokenIn = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('token');

  it('prints the verification link on one plain line that works', async () => {
    const email = `rosa-${Date.now()}@example.com`;
    await new TestClient(server.url).signUp(email);

    const line = await prettyLine(`Open this link to confirm ${email}: `);
    const url = line.slice(`Open this link to confirm ${email}: `.length);
    expect(url).toMatch(/^http:\/\/app\.example\.test\/verify-email#token=[\w-]+$/);
    const token = tokenIn(url) ?? '';
    expectSuccess(
      await new TestClient(server.url).post('/api/verify-email', { token }),
      endpoints.verifyEmail.response,
    );

    // In JSON, the same sentence is the message of one record.
    const records = jsonLines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(records.filter((record) => record.msg === line)).toHaveLength(1);
    // The token is in that line only: never in the request log.
    expect(jsonLines.filter((text) => text.includes(token))).toHaveLength(1);
    expect(jsonLines.join('')).not.toContain(DEFAULT_PASSWORD);
    expect(prettyText.join('')).not.toContain(DEFAULT_PASSWORD);
  });

  it('prints the password reset link on one plain line', async () => {
    const email = `rosa-reset-${Date.now()}@example.com`;
    await new TestClient(server.url).signUp(email);
    await new TestClient(server.url).post('/api/forgot-password', { email });

    const start = `Open this link to choose a new password for ${email}: `;
    const url = (await prettyLine(start)).slice(start.length);
    expect(url).toMatch(/^http:\/\/app\.example\.test\/reset-password#token=[\w-]+$/);
    const token = tokenIn(url) ?? '';
    expect(jsonLines.filter((text) => text.includes(token))).toHaveLength(1);
  });
});
