import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/scripts/spawn-server';
import { test as base } from '../fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Building on a cold, busy machine plus the first migration can take a while. */
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 15_000;

/** The server's abuse limits, raised: every test signs in from 127.0.0.1. */
const LIMITS = {
  AUTH_RATE_LIMIT: '10000',
  AUTH_EMAIL_RATE_LIMIT: '1000',
  UPLOAD_RATE_LIMIT: '10000',
  AI_RATE_LIMIT: '10000',
};

export interface FullstackServer {
  /** http://127.0.0.1:<port>: the app, /api and /media from one origin. */
  url: string;
  dataDir: string;
  /** Stops the server gracefully and starts it again on the same port and data. */
  restart(): Promise<void>;
}

/** `npm start` in its own process group, so a stop reaches npm, the shell and the server. */
function startProcess(
  port: number,
  dataDir: string,
  log: string[],
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...LIMITS,
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

async function waitUntilUp(url: string, child: ChildProcess, log: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited with ${child.exitCode}:\n${log.join('')}`);
    }
    try {
      // Bounded, so an exited server is noticed even if something else answers on its port.
      if ((await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`npm start did not answer within ${START_TIMEOUT_MS} ms:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** True while any process of the group (npm, its shell, the server) is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the whole group: the server drains and closes. npm itself may exit first,
 * so this waits until every process of the group is gone (the port and the database
 * are free again), and kills what is left after STOP_TIMEOUT_MS.
 */
async function stopProcess(child: ChildProcess) {
  const pid = child.pid;
  if (pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) signalGroup('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface LaunchedServer extends FullstackServer {
  stop(): Promise<void>;
}

/**
 * A free port is only free when it is picked: until the server binds it seconds later, any
 * socket on the machine may take it (a browser's or a stand-in's outgoing connection gets
 * its local port from the same range), and `npm start` then exits with EADDRINUSE. That
 * start is tried again on another port; any other failure is reported at once.
 */
const START_ATTEMPTS = 3;

/**
 * `npm start` on a free port with a fresh data directory; `env` adds or overrides variables,
 * or makes them from the server's own address (e.g. PUBLIC_URL, which pages outside the app
 * such as a payment provider's send the browser back to).
 */
export async function launchServer(
  envOf: Record<string, string> | ((url: string) => Record<string, string>) = {},
): Promise<LaunchedServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = typeof envOf === 'function' ? envOf(url) : envOf;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-e2e-'));
    const log: string[] = [];
    let child = startProcess(port, dataDir, log, env);
    const stop = async () => {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      await waitUntilUp(url, child, log);
    } catch (error) {
      await stop();
      const portTaken = log
        .join('')
        .includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`);
      if (portTaken && attempt < START_ATTEMPTS) continue;
      throw error;
    }
    return {
      url,
      dataDir,
      stop,
      restart: async () => {
        await stopProcess(child);
        child = startProcess(port, dataDir, log, env);
        await waitUntilUp(url, child, log);
      },
    };
  }
}

/**
 * The real product for the `fullstack` project: one `npm start` per worker, on a free
 * port with a fresh temporary data directory (embedded database, uploads), offline AI.
 * Tests in a worker run one after another, so one of them may restart it.
 */
export const test = base.extend<
  object,
  { fullstack: FullstackServer; fullstackEnv: Record<string, string> }
>({
  /** Variables added to the worker's `npm start`, e.g. `test.use({ fullstackEnv: { SOCIAL_SANDBOX: '1' } })`. */
  fullstackEnv: [{}, { option: true, scope: 'worker' }],
  fullstack: [
    async ({ fullstackEnv }, provide) => {
      const server = await launchServer(fullstackEnv);
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ fullstack }, provide) => {
    await provide(fullstack.url);
  },
});

export { expect } from '../fixtures';
