import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@contract/auth';
import { serverProcess, spawnServer } from '../scripts/spawn-server';
import { DEFAULT_PASSWORD, expectSuccess, TestClient } from './support/client';
import { healthSchema } from './support/health';
import { testDatabaseKind } from './support/test-database';

const databaseEnv = (): Record<string, string> =>
  process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};

/**
 * Counts the server's "incoming request" log lines for POST /api/login once started: `all`
 * resolves when `count` of them have reached the server.
 */
function loginArrivals(count: number) {
  let counting = false;
  let seen = 0;
  let arrived = () => {};
  const all = new Promise<void>((resolve) => (arrived = resolve));
  const read = (line: string) => {
    if (!counting || !line.startsWith('{')) return;
    const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
    const isLogin = entry.req?.method === 'POST' && entry.req.url === '/api/login';
    if (entry.msg === 'incoming request' && isLogin && (seen += 1) === count) arrived();
  };
  return { all, read, start: () => (counting = true) };
}

/** The server as it is started in production: its own process, `main.ts`. */
/**
 * Each case starts real server processes (tsx compiling main.ts, migrations, the job engine):
 * about 6 s on a quiet machine, several times that on a busy one.
 */
describe('the server process', { timeout: 120_000 }, () => {
  it('answers GET /api/healthz with the database it uses', async () => {
    const server = await spawnServer(databaseEnv());
    try {
      const health = expectSuccess(
        await new TestClient(server.url).get('/api/healthz'),
        healthSchema,
      );
      expect(health.database).toBe(testDatabaseKind());
    } finally {
      expect(await server.stop()).toBe(0);
      await rm(server.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a bad variable and names it', async () => {
    const started = serverProcess({ PORT: 'not-a-port' });
    const child = spawn(started.command, started.args, {
      ...started.options,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('keeps accounts across a restart on the same data', async () => {
    const first = await spawnServer(databaseEnv());
    const email = `restart-${Date.now()}@example.com`;
    const created = authResponseSchema.parse((await new TestClient(first.url).signUp(email)).body);
    expect(await first.stop()).toBe(0);
    const second = await spawnServer({ ...databaseEnv(), DATA_DIR: first.dataDir });
    try {
      const login = await new TestClient(second.url).post('/api/login', {
        email,
        password: DEFAULT_PASSWORD,
      });
      expect(expectSuccess(login, authResponseSchema).user.id).toBe(created.user.id);
    } finally {
      await second.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const logins = 12;
    const arrivals = loginArrivals(logins);
    const server = await spawnServer(
      {
        ...databaseEnv(),
        AUTH_RATE_LIMIT: '1000',
        AUTH_EMAIL_RATE_LIMIT: '1000',
        LOG_LEVEL: 'info',
      },
      arrivals.read,
    );
    try {
      const email = `sigterm-${Date.now()}@example.com`;
      await new TestClient(server.url).signUp(email);
      // Each login verifies an Argon2id hash: a few tens of milliseconds of real work.
      arrivals.start();
      const inFlight = Array.from({ length: logins }, () =>
        new TestClient(server.url).post('/api/login', { email, password: DEFAULT_PASSWORD }),
      );
      // SIGTERM once the server has every request (its log says so): one still on its way
      // when the listener closes is refused by the system, which is not what is tested.
      await arrivals.all;
      const exit = server.stop('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(await exit).toBe(0);
    } finally {
      await server.stop();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  });
});
