import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MESSAGES } from '@contract/messages';
import { serverProcess, spawnServer } from '../scripts/spawn-server';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { healthSchema } from './support/health';

const databaseEnv = (): Record<string, string> =>
  process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};

describe('one address hammering the sign-in callback', { timeout: 420_000 }, () => {
  it('gets 429s, and the server goes on answering', async () => {
    const server = await spawnServer(databaseEnv());
    try {
      const client = new TestClient(server.url);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const answer = await client.post('/api/auth/callback', {
          provider: 'google',
          code: `code-${attempt}`,
          state: `state-${attempt}`,
        });
        statuses.push(answer.status);
        if (answer.status === 429) expectFailure(answer, 429);
      }
      // The default limit is 10 a minute: every later attempt is refused, none crashes.
      expect(statuses.slice(10)).toEqual(Array.from({ length: 20 }, () => 429));
      const refused = await client.post('/api/auth/callback', { provider: 'google', code: 'x' });
      expect(expectFailure(refused, 429)).toBe(API_MESSAGES.tooManyAttempts);
      expectSuccess(await client.get('/api/healthz'), healthSchema);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server.stop();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  });
});

const logLineSchema = z.looseObject({
  msg: z.string().optional(),
  reqId: z.string().optional(),
  requestId: z.string().optional(),
  listening: z.number().optional(),
  err: z.looseObject({ message: z.string() }).optional(),
});
type LogLine = z.infer<typeof logLineSchema>;

/** The guarded fixture process, with its log lines as they arrive. */
async function startGuardedProcess() {
  const started = serverProcess({});
  const fixture = fileURLToPath(new URL('./support/guarded-process.ts', import.meta.url));
  const child: ChildProcessWithoutNullStreams = spawn(
    started.command,
    ['--import', 'tsx', fixture],
    { ...started.options, cwd: path.dirname(fixture), stdio: 'pipe' },
  );
  const lines: LogLine[] = [];
  const waiters: Array<() => void> = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) lines.push(logLineSchema.parse(JSON.parse(line)));
    waiters.splice(0).forEach((wake) => wake());
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** Resolves with the first line that matches, waiting for more output as it comes. */
  const lineWhere = async (match: (line: LogLine) => boolean): Promise<LogLine> => {
    for (;;) {
      const found = lines.find(match);
      if (found) return found;
      if (child.exitCode !== null) throw new Error('the process exited before that line');
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const port = (await lineWhere((line) => line.listening !== undefined)).listening;
  return { url: `http://127.0.0.1:${port}`, child, exited, lineWhere };
}

describe('the last-resort handlers', { timeout: 60_000 }, () => {
  it('log a promise nobody awaited with its request id, and keep serving', async () => {
    const guarded = await startGuardedProcess();
    try {
      const answer = await fetch(`${guarded.url}/leaves-a-rejection`);
      expect(answer.status).toBe(200);
      const served = await guarded.lineWhere((line) => line.msg === 'request completed');
      const logged = await guarded.lineWhere((line) => line.msg?.includes('unhandled') ?? false);
      expect(logged.err?.message).toBe('nobody awaited this');
      expect(logged.requestId).toBe(served.reqId);
      expect((await fetch(`${guarded.url}/ok`)).status).toBe(200);
      expect(guarded.child.exitCode).toBeNull();
    } finally {
      guarded.child.kill();
      await guarded.exited;
    }
  });

  it('log an exception thrown from a callback, then stop with exit code 1', async () => {
    const guarded = await startGuardedProcess();
    expect((await fetch(`${guarded.url}/throws-later`)).status).toBe(200);
    const logged = await guarded.lineWhere((line) => line.msg?.includes('uncaught') ?? false);
    expect(logged.err?.message).toBe('thrown from a timer');
    expect(logged.requestId).toEqual(expect.any(String));
    expect(await guarded.exited).toBe(1);
  });
});
