import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Publication } from '@contract/integrations';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import {
  sandboxEnvironment,
  startStandIns,
  type StandIns,
} from '../../src/social/sandbox/networks';
import type { Fault, StandIn } from '../../src/social/sandbox/stand-in';
import { createPostgresDatabase } from '../support/test-database';
import { expectSuccess, TestClient } from '../support/client';
import { connect, scheduledPost } from '../support/publishing';

/**
 * SIGKILL of a server process at each step of a publication, then a restart on the same
 * data: the network's ledger never holds two posts for one publication, and each ends
 * published or unconfirmed (ADR 0030), settled by the restart without waiting for the
 * sweep's schedule. On PGlite, or PostgreSQL through with-postgres.sh.
 */
let standIns: StandIns;
let x: StandIn;
let database: { url: string; drop: () => Promise<void> } | null = null;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  // Ten-minute access tokens: inside the refresh window, so each publication refreshes
  // first (its preparation makes a network call a crash can interrupt).
  standIns = await startStandIns({ accessTtlSeconds: 600 });
  if (!standIns.x) throw new Error('no X stand-in');
  x = standIns.x;
  if (process.env.TEST_DATABASE_URL)
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const env = () => ({
  ...(sandboxEnvironment(standIns) as Record<string, string>),
  ...(database ? { DATABASE_URL: database.url } : {}),
  LOG_LEVEL: 'info',
  PUBLISH_LEASE_SECONDS: '2',
  // No scheduled sweep during the run (New Year's midnight only): what a crash interrupted
  // must be settled by the restart itself, once the dead process's lease has expired.
  PUBLISH_SWEEP_CRON: '0 0 1 1 *',
  JOBS_CRON_CHECK_SECONDS: '1',
  AUTH_RATE_LIMIT: '1000',
});

async function start(previous?: ServerProcess) {
  const server = await startServerProcess({
    env: env(),
    captureOutput: true,
    ...(previous ? { dataDir: previous.dataDir, port: previous.port } : {}),
  });
  if (!previous) dataDirs.push(server.dataDir);
  servers.push(server);
  return server;
}

async function publicationOf(client: TestClient, postId: string): Promise<Publication | undefined> {
  const { publications } = expectSuccess(
    await client.get(`/api/publications?post=${postId}`),
    endpoints.getPublications.response,
  );
  return publications[0];
}

const SETTLED = new Set(['published', 'unconfirmed', 'failed']);

/** Kills the server while the post is at the step `fault` holds it at; restarts; settles. */
async function crashDuring(
  fault: Fault,
  afterKill: () => void,
  route: 'POST /2/tweets' | 'POST /2/oauth2/token' = 'POST /2/tweets',
) {
  const first = await start();
  const client = new TestClient(first.url);
  const email = `crash-${Date.now()}@example.com`;
  await client.signUp(email);
  await connect(client, 'x');
  const caption = `Crash test ${fault.kind} ${Date.now()}`;
  x.fail(route, fault);
  const tweetsBefore = x.requestsTo('POST /2/tweets').length;
  const routeBefore = x.requestsTo(route).length;
  // The current minute: due at once.
  const { post } = await scheduledPost(client, email, new Date(), ['x'], caption);
  await until('the held call', () => (x.requestsTo(route).length > routeBefore ? true : undefined));
  await first.stop('SIGKILL');
  afterKill();

  const second = await start(first);
  const settled = await until('a settled publication', async () => {
    const publication = await publicationOf(client, post.id);
    return publication && SETTLED.has(publication.state) ? publication : undefined;
  });
  // A few sweeps more: nothing is sent again.
  await sleep(3_000);
  const calls = x.requestsTo('POST /2/tweets').length - tweetsBefore;
  const posted = x.ledger.filter((entry) => entry.text === caption).length;
  const logs = first.output() + second.output();
  await second.stop('SIGTERM');
  return { settled, calls, posted, logs, client, postId: post.id };
}

describe('a crash while publishing never posts twice', () => {
  it('killed during preparation (the token refresh): sent once after the restart', async () => {
    const result = await crashDuring({ kind: 'hang' }, () => undefined, 'POST /2/oauth2/token');
    expect(result.calls).toBe(1);
    expect(result.posted).toBe(1);
    expect(result.settled.state).toBe('published');
  });

  it('killed while the network holds the call, which then goes through: unconfirmed, one post', async () => {
    const result = await crashDuring({ kind: 'hang' }, () => x.release());
    expect(result.calls).toBe(1);
    expect(result.posted).toBe(1);
    expect(result.settled.state).toBe('unconfirmed');
    expect(result.logs).not.toMatch(/x-at-|x-rt-/);
  });

  it('killed after the network recorded the post, before we did: unconfirmed, one post', async () => {
    const result = await crashDuring({ kind: 'record_then_hold' }, () => undefined);
    expect(result.calls).toBe(1);
    expect(result.posted).toBe(1);
    expect(result.settled.state).toBe('unconfirmed');
  });

  it('killed with the call in flight that never arrives: unconfirmed, nothing posted', async () => {
    const result = await crashDuring({ kind: 'hang' }, () => undefined);
    expect(result.calls).toBe(1);
    expect(result.posted).toBe(0);
    expect(result.settled).toMatchObject({
      state: 'unconfirmed',
      error_message: expect.stringMatching(/Mark as posted.*Try again/),
    });
  });
});
