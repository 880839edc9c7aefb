import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, START_LIMIT_MS } from './spawn-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcessOptions {
  /** Variables on top of the defaults (HOST, PORT, DATA_DIR, LOG_LEVEL=warn, LOG_FORMAT=json). */
  env?: Record<string, string>;
  /** Reuse a data directory (a restart); a new temporary one otherwise. */
  dataDir?: string;
  /** Reuse a port (a restart at the same address); a free one otherwise. */
  port?: number;
  /** Keep stdout and stderr in memory (`output()`) instead of passing them through. */
  captureOutput?: boolean;
  startTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (when captured). */
  output(): string;
  /** Resident memory of the server process in bytes (Linux /proc). */
  rss(): Promise<number>;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit; SIGKILL after `timeoutMs` if it lingers. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (`server/src/main.ts` through tsx) as its own process on 127.0.0.1,
 * started like production and answered over HTTP. Ready once GET /api/healthz is 200.
 */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir =
    options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'smart-suite-reliability-')));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: path.join(root, 'server/tsconfig.json'),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // JSON lines, which tests read, whatever the terminal or the caller's LOG_FORMAT.
        LOG_FORMAT: 'json',
        ...options.env,
      },
      stdio: [
        'ignore',
        options.captureOutput ? 'pipe' : 'inherit',
        options.captureOutput ? 'pipe' : 'inherit',
      ],
    },
  );
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const url = `http://127.0.0.1:${port}`;
  const output = () => Buffer.concat(chunks).toString('utf8');

  const deadline = Date.now() + (options.startTimeoutMs ?? START_LIMIT_MS);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}\n${output()}`);
    }
    try {
      const answer = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in time\n${output()}`);
    }
    await sleep(100);
  }

  return {
    url,
    port,
    dataDir,
    child,
    output,
    exited,
    async rss() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
      return kilobytes * 1024;
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
