#!/usr/bin/env node
/**
 * `npm run check`: every test, in order, stopping at the first failure, then how long each
 * step took. CI runs this; the table shows where its minutes go.
 */
import { spawnSync } from 'node:child_process';

const STEPS = [
  'lint',
  // The shape of the code: no import circle, and no more long functions than the limits in
  // package.json (lowered as the long ones are split).
  'check:circles',
  'check:functions',
  'typecheck',
  'test',
  'test:server',
  'test:server:pg',
  // Each benchmark once with a few iterations, so one that no longer runs fails here.
  'bench:smoke',
  'build',
  'budgets',
  'test:e2e',
  // Its suites in two lanes, then bench:load alone (ADR 0041). Side by side with the browser
  // walks they were slower, not faster: both need the CPU (ADR 0041, update of 27 November).
  'test:reliability',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const began = Date.now();

function printTimings() {
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
  console.info('\nnpm run check, time per step:');
  for (const { step, ms, status } of timings) {
    console.info(
      `  ${step.padEnd(18)} ${minutes(ms).padStart(9)}${status === 0 ? '' : '  FAILED'}`,
    );
  }
  console.info(`  ${'total'.padEnd(18)} ${minutes(Date.now() - began).padStart(9)}`);
}

for (const step of STEPS) {
  const start = Date.now();
  const { status, signal } = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  timings.push({ step, ms: Date.now() - start, status: status ?? 1 });
  if (status !== 0) {
    printTimings();
    console.error(`\nnpm run ${step} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
printTimings();
