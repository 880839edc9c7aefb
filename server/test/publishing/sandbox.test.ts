import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loadConfig } from '../../src/config';
import { parseTokenKey } from '../../src/social/token-crypto';
import { resolveTokenKey, TOKEN_KEY_FILE } from '../../src/social/token-key';
import { expectSuccess, TestClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/test-server';
import { connect } from '../support/publishing';

describe('SOCIAL_SANDBOX=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SOCIAL_SANDBOX: '1' } });
  });
  afterAll(() => server.close());

  it('runs stand-ins inside the server and marks what is connected to them "sandbox"', async () => {
    const client = new TestClient(server.url);
    await client.signUp(`sandbox-${Date.now()}@example.com`);
    const before = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(before.networks.filter((network) => network.sandbox).map((n) => n.network)).toEqual(
      expect.arrayContaining(['facebook', 'linkedin', 'x']),
    );
    const { accounts, pending } = await connect(client, 'x');
    expect(pending.sandbox).toBe(true);
    expect(accounts[0]).toMatchObject({ network: 'x', sandbox: true });
  });

  it('takes faults over HTTP for a signed-in user', async () => {
    const fault = { route: 'POST /2/tweets', faults: [{ kind: 'server_error' }] };
    expect((await new TestClient(server.url).post('/api/sandbox/x/faults', fault)).status).toBe(
      401,
    );
    const client = new TestClient(server.url);
    await client.signUp(`sandbox-faults-${Date.now()}@example.com`);
    expect((await client.post('/api/sandbox/x/faults', fault)).status).toBe(200);
    expect((await client.post('/api/sandbox/x/revoke')).status).toBe(200);
    expect((await client.post('/api/sandbox/youtube/revoke')).status).toBe(400);
  });
});

describe('without SOCIAL_SANDBOX', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has no sandbox fault route', async () => {
    const client = new TestClient(server.url);
    await client.signUp(`no-sandbox-${Date.now()}@example.com`);
    const fault = { route: 'POST /2/tweets', faults: [{ kind: 'server_error' }] };
    expect((await client.post('/api/sandbox/x/faults', fault)).status).toBe(404);
  });
});

describe('the token key', () => {
  const lines: { object: unknown; message: string | undefined }[] = [];
  const log = {
    info: (object: unknown, message?: string) => lines.push({ object, message }),
    warn: (object: unknown, message?: string) => lines.push({ object, message }),
  } as unknown as FastifyBaseLogger;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'token-key-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is created once under DATA_DIR, announced without being printed, and kept', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const key = await resolveTokenKey(config, log);
    const file = path.join(dataDir, TOKEN_KEY_FILE);
    expect(parseTokenKey(await readFile(file, 'utf8'))).toEqual(key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toMatch(/created a token encryption key/);
    expect(JSON.stringify(lines)).not.toContain(key.toString('base64'));

    expect(await resolveTokenKey(config, log)).toEqual(key);
    expect(lines).toHaveLength(1);
  });

  it('TOKEN_ENCRYPTION_KEY wins over the file', async () => {
    const hex = 'cd'.repeat(32);
    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_ENCRYPTION_KEY: hex });
    expect((await resolveTokenKey(config, log)).toString('hex')).toBe(hex);
  });
});
