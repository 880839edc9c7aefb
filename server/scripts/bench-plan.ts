/**
 * bench:plan — planning and writing a month of 30 posts with 1080x1080 branded images,
 * offline, in-process on PGlite with the inline job engine: p50 and p95 over 5 runs
 * (one run of 7 posts with BENCH_SMOKE=1). The database is opened and migrated here, as the server
 * does, not through the tests' support (which needs the test runner).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { endpoints } from '@contract/endpoints';
import { sampleOnboardingData } from '@contract/samples';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createInlineJobEngine } from '../src/jobs/inline-job-engine';
import { createLocalDiskStorage } from '../src/storage/local-disk';
import { TestClient } from '../test/support/client';
import { announceMode, smokeOr, verdict } from './bench-mode';

const RUNS = smokeOr(1, 5);
/** A month of posts; a smoke run writes a week's worth, enough to pass every stage. */
const POSTS = smokeOr(7, 30);
const GOAL_MS = 5_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  announceMode('bench:plan');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'smart-suite-bench-plan-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AI_RATE_LIMIT: '10000',
  });
  const storage = await createLocalDiskStorage(path.join(dataDir, 'media'));
  const jobs = createInlineJobEngine();
  const app = await buildApp({ config, database, storage, jobs });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const client = new TestClient(url);
      const email = `bench-plan-${run}-${Date.now()}@example.com`;
      await client.signUp(email);
      const profile = sampleOnboardingData();
      profile.contentPrefs.aiVisuals = true;
      profile.contentPrefs.platforms = ['instagram', 'facebook', 'x'];
      await client.post('/api/onboarding', {
        user_email: email,
        name: null,
        business_name: profile.business.name,
        industry: profile.business.industry,
        location: profile.business.city,
        employees: profile.business.employees,
        onboarding_data: profile,
      });
      const started = performance.now();
      const created = endpoints.createPlan.response.parse(
        (
          await client.post('/api/plans', {
            user_email: email,
            month: '2027-03',
            count: POSTS,
            platforms: ['instagram', 'facebook', 'x'],
            // Thirty posts need thirty days: one post a day at most.
            posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
            own_dates: '20 Mar: Spring open day, 10% off all week',
            country: 'GB',
          })
        ).body,
      ).plan;
      await client.post(`/api/plans/${created.id}/write`, { user_email: email });
      await jobs.drain();
      const done = endpoints.getPlan.response.parse(
        (await client.get(`/api/plans/${created.id}?user_email=${encodeURIComponent(email)}`)).body,
      ).plan;
      const elapsed = performance.now() - started;
      if (done.progress.written !== POSTS)
        throw new Error(`Only ${done.progress.written} of ${POSTS} written`);
      times.push(elapsed);
      console.info(
        `run ${run + 1}: ${POSTS} posts with images in ${(elapsed / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await jobs.stop();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.info(
    `plan and write ${POSTS} posts with 1080x1080 images: p50 ${(p50 / 1000).toFixed(2)} s, p95 ${(p95 / 1000).toFixed(2)} s (goal < ${GOAL_MS / 1000} s: ${verdict(p95 < GOAL_MS)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
