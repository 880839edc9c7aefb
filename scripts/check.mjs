#!/usr/bin/env node
/**
 * `npm run check`: every test, in order, stopping at the first failure, then how long each
 * step took. CI runs this; the table shows where its minutes go.
 *
 * A group (an array) runs its steps side by side and prints each one's output whole when it
 * ends, so the logs do not interleave: the static checks each keep one core busy with one
 * compiler, and two of them fit the two cores of the CI machine (ADR 0053).
 */
import { spawn } from 'node:child_process';

const STEPS = [
  // The shape of the code: no import circle, and no more long functions than the limits in
  // package.json (lowered as the long ones are split).
  // One after another: side by side (ESLint's type-aware rules and tsc each hold a whole
  // program) the four took 2.6 minutes in a quiet clean-clone run, one after another 1.7
  // (ADR 0053, update of 27 November, evening).
  'lint',
  'typecheck',
  'check:circles',
  'check:functions',
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

/** Runs one npm script; `buffered` keeps its output until it ends. */
function run(step, buffered) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', step], { stdio: buffered ? 'pipe' : 'inherit' });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (status, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const result = { step, ms: Date.now() - start, status: status ?? 1, signal };
      timings.push(result);
      resolve(result);
    });
  });
}

for (const entry of STEPS) {
  const group = Array.isArray(entry) ? entry : [entry];
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    printTimings();
    console.error(`\nnpm run ${failed.step} failed (${failed.signal ?? `exit ${failed.status}`}).`);
    process.exit(failed.status || 1);
  }
}
printTimings();
