#!/usr/bin/env node
/**
 * `npm run bench:smoke`: every benchmark once in its smoke mode (BENCH_SMOKE=1: a few
 * iterations, figures printed, no goal judged), one after another, stopping at the first
 * that fails, then how long each took. CI runs this so a benchmark that no longer runs
 * fails the build; the figures of so short a run on a shared machine mean nothing.
 *
 * bench:load is not run here: test:reliability runs it in full in the same CI run, and
 * twice would cost minutes for nothing more.
 */
import { spawnSync } from 'node:child_process';

/** The PostgreSQL benchmarks go through scripts/with-postgres.sh in their own npm scripts. */
const BENCHES = ['bench:plan', 'bench:ai', 'bench:api', 'bench:metrics'];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const began = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimings() {
  console.info('\nnpm run bench:smoke, time per benchmark:');
  for (const { bench, ms, status } of timings) {
    console.info(
      `  ${bench.padEnd(12)} ${seconds(ms).padStart(8)}${status === 0 ? '' : '  FAILED'}`,
    );
  }
  console.info(`  ${'total'.padEnd(12)} ${seconds(Date.now() - began).padStart(8)}`);
}

for (const bench of BENCHES) {
  const start = Date.now();
  const { status, signal } = spawnSync(npm, ['run', bench], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SMOKE: '1' },
  });
  timings.push({ bench, ms: Date.now() - start, status: status ?? 1 });
  if (status !== 0) {
    printTimings();
    console.error(`\nnpm run ${bench} failed in smoke mode (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
printTimings();
