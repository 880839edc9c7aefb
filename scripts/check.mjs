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
  // Side by side: the reliability suites mostly wait on real clocks with the CPU idle, and
  // the browser walks use what they leave (ADR 0041). Their lines carry a lane prefix.
  ['test:e2e', 'test:reliability:suites'],
  // Alone, after both, because its figures are throughput.
  'bench:load',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const began = Date.now();

function printTimings() {
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
  console.info('\nnpm run check, time per step:');
  for (const { step, ms, status } of timings) {
    console.info(
      `  ${step.padEnd(40)} ${minutes(ms).padStart(9)}${status === 0 ? '' : '  FAILED'}`,
    );
  }
  console.info(`  ${'total'.padEnd(40)} ${minutes(Date.now() - began).padStart(9)}`);
}

/** One step, or several side by side through scripts/run-lanes.mjs (one lane each). */
function runStep(step) {
  if (typeof step === 'string') return spawnSync(npm, ['run', step], { stdio: 'inherit' });
  return spawnSync(process.execPath, ['scripts/run-lanes.mjs', ...step], { stdio: 'inherit' });
}

for (const entry of STEPS) {
  const step = typeof entry === 'string' ? entry : entry.join(' | ');
  const start = Date.now();
  const { status, signal } = runStep(entry);
  timings.push({ step, ms: Date.now() - start, status: status ?? 1 });
  if (status !== 0) {
    printTimings();
    console.error(`\nnpm run ${step} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
printTimings();
