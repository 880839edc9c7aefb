import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * How long a spawned server may take to answer /api/healthz: a guard against a hang, far
 * above what a busy two-core machine needs (ADR 0047).
 */
export const START_LIMIT_MS = 300_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** How the server process is started: main.ts through tsx with the server's tsconfig. */
export function serverProcess(env: Record<string, string | undefined>) {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
    options: {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(root, 'server/tsconfig.json'),
        // JSON lines, which tests read, whatever the terminal or the caller's LOG_FORMAT.
        LOG_FORMAT: 'json',
        ...env,
      },
    },
  };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The real server as its own process (tsx main.ts), on a free loopback port. */
export async function spawnServer(
  env: Record<string, string> = {},
  /** Each line the server writes to stdout (its JSON log), when a test reads them. */
  onLogLine?: (line: string) => void,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'smart-suite-bench-')));
  const started = serverProcess({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const child = spawn(started.command, started.args, {
    ...started.options,
    stdio: ['ignore', onLogLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLogLine && child.stdout) {
    createInterface({ input: child.stdout }).on('line', onLogLine);
  }
  const url = `http://127.0.0.1:${port}`;
  // Waits for the right thing, an answer or an exit. Starting (tsx compiling the server,
  // PGlite creating its database) takes seconds on a quiet machine and over a minute on a
  // busy one, so the limit is far out: it only guards a server that hangs while starting.
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/api/healthz`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`The server did not start within ${START_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    dataDir,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
