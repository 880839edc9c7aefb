#!/usr/bin/env node
/**
 * Runs npm scripts in lanes: the scripts of one lane one after another, the lanes side by
 * side. Every line a script prints is prefixed with its lane; the run fails if any script
 * fails, after every lane has stopped, and ends with the seconds each script took.
 *
 *   node scripts/run-lanes.mjs "test:publish-crash" "test:instances test:hostile"
 *
 * The reliability suites spend most of their time waiting on real clocks (a one-minute
 * cron slot, a lease, a restart) with the CPU idle, so they share the machine well (ADR 0041).
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/run-lanes.mjs "script script ..." "script ..."');
  process.exit(2);
}

const timings = [];
const children = new Set();

function prefixLines(stream, prefix, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix} ${pending}\n`);
  });
}

function runScript(script, prefix) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    children.add(child);
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    child.on('close', (code, signal) => {
      children.delete(child);
      const status = code ?? 1;
      timings.push({ script, seconds: (Date.now() - started) / 1000, status, signal });
      resolve(status);
    });
  });
}

async function runLane(scripts, index) {
  const prefix = `[lane ${index + 1}]`;
  for (const script of scripts) {
    console.info(`${prefix} > npm run ${script}`);
    const status = await runScript(script, prefix);
    // The rest of this lane is skipped; the other lanes finish what they started.
    if (status !== 0) return status;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const statuses = await Promise.all(lanes.map(runLane));
console.info('\nseconds per script:');
for (const { script, seconds, status, signal } of timings) {
  const outcome = status === 0 ? '' : `  FAILED (${signal ?? `exit ${status}`})`;
  console.info(`  ${script.padEnd(24)} ${seconds.toFixed(0).padStart(5)}${outcome}`);
}
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
