import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/spawn-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Building and starting take seconds on a quiet machine and minutes on a busy one. */
const SLOW_MS = 600_000;

/**
 * The server as `npm start` runs it (ADR 0049): built by scripts/build-server.mjs, then
 * run by Node with no compiler loaded. The build goes into a folder of its own inside
 * the repository (its packages resolve from the node_modules above it), not dist-server/.
 */
describe('the built server', () => {
  let outDir = '';
  let dataDir = '';
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    // dist-* is ignored by git, ESLint and Prettier.
    outDir = await mkdtemp(path.join(root, 'dist-server-test-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-built-server-'));
    const built = spawnSync(
      process.execPath,
      [path.join(root, 'scripts', 'build-server.mjs'), outDir],
      { cwd: root, encoding: 'utf8' },
    );
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
  }, SLOW_MS);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }, SLOW_MS);

  it('has beside it every file it reads relative to its own module', async () => {
    const bundle = await readFile(path.join(outDir, 'main.mjs'), 'utf8');
    const besideItself = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map(
      (match) => match[1] ?? '',
    );
    // The migrations folder and the SVG drawing's child process, at least.
    expect(besideItself).toEqual(
      expect.arrayContaining(['./migrations', './svg-render-worker.mjs']),
    );
    for (const relative of besideItself) {
      expect(existsSync(path.join(outDir, relative)), relative).toBe(true);
    }
  });

  it(
    'starts, migrates its database and answers /api/healthz',
    async () => {
      const port = await freePort();
      let output = '';
      const started = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(outDir, 'main.mjs')],
        {
          cwd: root,
          env: {
            ...process.env,
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            LOG_FORMAT: 'json',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      // Waits for the right thing: an answer, or the process ending without one.
      let answer: Response | undefined;
      while (!answer) {
        if (started.exitCode !== null) {
          throw new Error(`The built server exited with ${started.exitCode}:\n${output}`);
        }
        try {
          answer = await fetch(`http://127.0.0.1:${port}/api/healthz`);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(answer.status).toBe(200);
    },
    SLOW_MS,
  );
});
