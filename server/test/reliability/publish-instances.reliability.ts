import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import {
  sandboxEnvironment,
  startStandIns,
  type StandIns,
} from '../../src/social/sandbox/networks';
import { newTokenKey } from '../../src/social/token-crypto';
import { expectSuccess, TestClient } from '../support/client';
import { createPostgresDatabase } from '../support/test-database';
import { connect, scheduledPost } from '../support/publishing';

/**
 * Two server processes on one PostgreSQL, 50 posts due at the same minute: the stand-in's
 * ledger ends with exactly 50 posts, one per publication (ADR 0030).
 */
const POSTS = 50;
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Run through scripts/with-postgres.sh: the instances share one');

let standIns: StandIns;
let database: { url: string; drop: () => Promise<void> };
const instances: ServerProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  standIns = await startStandIns();
  database = await createPostgresDatabase(adminUrl);
  const env = {
    ...(sandboxEnvironment(standIns) as Record<string, string>),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    // Both instances seal and open the same tokens.
    TOKEN_ENCRYPTION_KEY: newTokenKey(),
    PUBLISH_SWEEP_CRON: '* * * * * *',
    JOBS_CRON_CHECK_SECONDS: '1',
    AUTH_RATE_LIMIT: '1000',
    // All 50 posts are on one account: no spacing, to measure the instances alone.
    PUBLISH_MIN_GAP_SECONDS: '0',
  };
  instances.push(await startServerProcess({ env }));
  instances.push(await startServerProcess({ env }));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  await Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
  await database.drop();
  await Promise.all(
    instances.map((instance) => rm(instance.dataDir, { recursive: true, force: true })),
  );
});

describe('two instances publishing the same queue', () => {
  it(`publish ${POSTS} due posts exactly once each`, async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const client = new TestClient(first.url);
    const email = `instances-${Date.now()}@example.com`;
    await client.signUp(email);
    await connect(client, 'x');
    // Due together, a little ahead, so both instances are waiting for them.
    const at = new Date(Date.now() + 60_000);
    at.setUTCSeconds(0, 0);
    if (at.getTime() - Date.now() < 20_000) at.setUTCMinutes(at.getUTCMinutes() + 1);
    const posts = [];
    for (let i = 0; i < POSTS; i += 1) {
      posts.push(
        await scheduledPost(client, email, at, ['x'], `Post ${i} of ${POSTS} ${Date.now()}`),
      );
    }
    const x = standIns.x;
    if (!x) throw new Error('no X stand-in');
    const started = Date.now();
    const deadline = started + 180_000;
    const reader = new TestClient(second.url);
    reader.cookie = client.cookie;
    let published = 0;
    while (Date.now() < deadline) {
      published = 0;
      for (const { post } of posts) {
        const { publications } = expectSuccess(
          await reader.get(`/api/publications?post=${post.id}`),
          endpoints.getPublications.response,
        );
        if (publications[0]?.state === 'published') published += 1;
      }
      if (published === POSTS) break;
      await sleep(1_000);
    }
    expect(published).toBe(POSTS);
    await sleep(3_000);
    for (const { caption } of posts) {
      expect(x.ledger.filter((entry) => entry.text === caption)).toHaveLength(1);
    }
    expect(x.requestsTo('POST /2/tweets')).toHaveLength(POSTS);
    console.info(
      `${POSTS} posts published by two instances in ${Date.now() - at.getTime()} ms after their time`,
    );
  });
});
