import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest } from '@contract/samples';
import { API_MESSAGES } from '@contract/messages';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * PostgreSQL stopped mid-run (pg_ctl stop -m fast on the throwaway cluster of
 * scripts/with-postgres.sh) while requests keep coming: every answer is a success or
 * 503 'The service is temporarily unavailable. Please try again shortly.', none hangs,
 * and when the database returns the server recovers by itself, with nothing lost.
 */
const cluster = process.env.PG_CLUSTER_DIR;
const binDir = process.env.PG_BIN_DIR;
const port = process.env.PG_PORT;
const available = Boolean(cluster && binDir && port && process.env.TEST_DATABASE_URL);

/** pg_ctl as the cluster's owner (scripts/with-postgres.sh gives it to postgres under root). */
function pgCtl(...args: string[]) {
  const command = [path.join(binDir ?? '', 'pg_ctl'), '-D', cluster ?? '', ...args];
  const [file, ...rest] =
    process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  execFileSync(file ?? 'pg_ctl', rest, { stdio: 'ignore', timeout: 60_000 });
}

const stopDatabase = () => pgCtl('stop', '-m', 'fast', '-w');
/** The same options scripts/with-postgres.sh started it with. */
const startDatabase = () =>
  pgCtl(
    'start',
    '-w',
    '-l',
    path.join(path.dirname(cluster ?? ''), 'log'),
    '-o',
    `-p ${port} -k ${path.dirname(cluster ?? '')} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`,
  );

const healthSchema = z.object({ success: z.literal(true), database: z.literal('postgres') });

interface Tally {
  statuses: Map<number, number>;
  failures: string[];
  acknowledged: string[];
  /** The longest a request took: printed, not asserted (ADR 0047). A request that never
   * answered would hold its loop, and the test would end at its time-out. */
  slowestMs: number;
}

/** Requests in a closed loop until `stop` says so; every answer is timed and counted. */
async function keepRequesting(
  client: TestClient,
  email: string,
  tally: Tally,
  stop: () => boolean,
) {
  for (let step = 0; !stop() && step < 100_000; step += 1) {
    const started = Date.now();
    const save = step % 2 === 0;
    let status: number;
    try {
      const answer = save
        ? await client.post('/api/save-draft', sampleDraftRequest(email, { title: `load ${step}` }))
        : await client.get(`/api/get-drafts?user_email=${email}`);
      status = answer.status;
      if (save && status === 201) {
        tally.acknowledged.push(endpoints.saveDraft.response.parse(answer.body).draft.id);
      }
      if (status === 503) {
        expect(expectFailure(answer, 503)).toBe(API_MESSAGES.unavailable);
      }
    } catch (error) {
      status = 0;
      tally.failures.push(`${save ? 'save' : 'list'}: ${(error as Error).message}`);
    }
    tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    if (status === 503) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Only ever run through scripts/with-postgres.sh (npm run test:faults does): it needs a cluster to stop.
describe('PostgreSQL stops mid-run and comes back', () => {
  beforeAll(() => {
    if (!available)
      throw new Error(
        'Run through scripts/with-postgres.sh: this needs a PostgreSQL cluster to stop',
      );
  });

  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    // Whatever happened, the cluster must be up for whoever runs next.
    try {
      startDatabase();
    } catch {
      // already running
    }
    await server.close();
  });

  it('answers 503 while it is down, never 500, never a hang, then recovers by itself losing nothing', async () => {
    const writers = await Promise.all(
      Array.from({ length: 6 }, async (_unused, index) => {
        const client = new TestClient(server.url);
        const email = `outage${index}-${Date.now()}@example.com`;
        await client.signUp(email);
        return { client, email };
      }),
    );
    const tally: Tally = { statuses: new Map(), failures: [], acknowledged: [], slowestMs: 0 };
    let stopping = false;
    const load = Promise.all(
      writers.map(({ client, email }) => keepRequesting(client, email, tally, () => stopping)),
    );

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopDatabase();
    const downAt = Date.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Every kind of request answers the same clear 503, quickly.
      const anonymous = new TestClient(server.url);
      const [writer] = writers;
      const probes = [
        await anonymous.get('/api/healthz'),
        await anonymous.post('/api/login', { email: writer?.email, password: DEFAULT_PASSWORD }),
        await anonymous.post('/api/add-user', {
          email: `new-${Date.now()}@example.com`,
          password: DEFAULT_PASSWORD,
        }),
        await writer!.client.get(`/api/get-drafts?user_email=${writer!.email}`),
        await writer!.client.post('/api/save-draft', sampleDraftRequest(writer!.email)),
      ];
      for (const probe of probes) expect(expectFailure(probe, 503)).toBe(API_MESSAGES.unavailable);
    } finally {
      startDatabase();
    }
    const upAt = Date.now();

    // Recovery is the server's own: no restart, the same sessions.
    let recoveredAt = 0;
    for (let attempt = 0; attempt < 300 && !recoveredAt; attempt += 1) {
      const health = await new TestClient(server.url).get('/api/healthz');
      if (health.status === 200) {
        expectSuccess(health, healthSchema);
        recoveredAt = Date.now();
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(recoveredAt, 'the server did not recover within 30 s').toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stopping = true;
    await load;

    const statuses = [...tally.statuses.keys()].sort();
    console.info(
      `database fault: down ${upAt - downAt} ms, healthy again ${recoveredAt - upAt} ms after it returned; ` +
        `answers ${[...tally.statuses].map(([status, count]) => `${status}x${count}`).join(' ')}; ` +
        `slowest ${tally.slowestMs} ms`,
    );
    expect(tally.failures).toEqual([]);
    expect(statuses.every((status) => [200, 201, 503].includes(status))).toBe(true);
    expect(tally.statuses.get(503) ?? 0).toBeGreaterThan(0);

    // Every save answered 201, before, during or after the outage, is there.
    const listed = new Set<string>();
    for (const { client, email } of writers) {
      const list = expectSuccess(
        await client.get(`/api/get-drafts?user_email=${email}`),
        endpoints.getDrafts.response,
      );
      for (const draft of list.drafts) listed.add(draft.id);
      expectSuccess(
        await client.post('/api/save-draft', sampleDraftRequest(email)),
        endpoints.saveDraft.response,
        201,
      );
    }
    expect(tally.acknowledged.length).toBeGreaterThan(0);
    expect(tally.acknowledged.filter((id) => !listed.has(id))).toEqual([]);
  });
});
