import { request as httpRequest, type Agent } from 'node:http';
import { SESSION_COOKIE } from '../src/auth/session-tokens';

/** Shared by the reliability scripts: loopback HTTP with timing, and throwaway databases. */

export interface Answer {
  status: number;
  /** 0 when the request failed at the socket; then `error` says why. */
  text: string;
  json: unknown;
  setCookies: string[];
  ms: number;
  error?: string;
}

export interface CallOptions {
  agent?: Agent;
  session?: string | null;
  json?: unknown;
  timeoutMs?: number;
}

/**
 * One HTTP request to a loopback URL. Never throws: a socket error or a timeout comes
 * back as status 0 with the reason, so a load run counts it instead of stopping.
 */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string | number> = {};
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - started });
    };
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) =>
          finish({ status: 0, text: '', json: undefined, setCookies: [], error: error.message }),
        );
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            json = undefined;
          }
          const cookies = res.headers['set-cookie'] ?? [];
          finish({ status: res.statusCode ?? 0, text, json, setCookies: cookies });
        });
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error('timeout'));
    });
    req.on('error', (error) =>
      finish({ status: 0, text: '', json: undefined, setCookies: [], error: error.message }),
    );
    req.end(body);
  });
}

/** The session token a sign-in answer set, or null. */
export function sessionOf(answer: Answer): string | null {
  for (const line of answer.setCookies) {
    const [pair] = line.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name?.trim() === SESSION_COOKIE && value) return value;
  }
  return null;
}

import { createPostgresDatabase } from '../test/support/postgres-database';

/**
 * Runs a suite on PGlite, then on a fresh PostgreSQL database when TEST_DATABASE_URL
 * names a cluster (scripts/with-postgres.sh); answers the sum of the failures.
 */
export async function onEachDatabase(
  run: (kind: 'pglite' | 'postgres', databaseUrl?: string) => Promise<number>,
): Promise<number> {
  let failures = await run('pglite');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.info('postgres: skipped (run through scripts/with-postgres.sh to include it)');
    return failures;
  }
  const database = await createPostgresDatabase(adminUrl);
  try {
    failures += await run('postgres', database.url);
  } finally {
    await database.drop();
  }
  return failures;
}

/** p-th percentile (0-100) of already sorted numbers; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Limits high enough that only a test about limits meets them. */
export const UNLIMITED = {
  AUTH_RATE_LIMIT: '1000000',
  AUTH_EMAIL_RATE_LIMIT: '1000000',
  AI_RATE_LIMIT: '1000000',
  UPLOAD_RATE_LIMIT: '1000000',
};
