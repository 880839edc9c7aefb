#!/usr/bin/env node
/**
 * Lighthouse (mobile emulation, default simulated throttling) in Debian's Chromium,
 * against `vite preview` of the production build, or with `--server` against the real
 * server as `npm start` runs it (one origin, its Content-Security-Policy and caching,
 * a fresh temporary database). Three runs per page; each figure is the median of the
 * runs, checked against the goals. Reports (of the median run by performance) go to
 * reports/lighthouse/ (git-ignored). Run `npm run build` first (`--server` builds what
 * is missing itself).
 *
 * Absolute times on a shared machine swing from day to day, so the same run also
 * measures a floor: a static page with one heading and no script, served locally.
 * Each page's LCP is reported as a multiple of the floor's, and that is the LCP goal.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGET = process.argv.includes('--server') ? 'server' : 'preview';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4179);
const FLOOR_PORT = PORT + 1;
const HEADED_FLOOR_PORT = PORT + 2;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/pricing', '/support'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse slows the CPU 4x to stand for a mid-range phone, a factor chosen for a
 * host of about its benchmark index 1,500. A faster or slower host emulates a faster or
 * slower phone with the same factor, so the index is printed with every figure, and
 * LIGHTHOUSE_CPU_SLOWDOWN sets another factor to read what a different phone would see.
 * The goals are judged with the default.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, such as 4 or 12');
}
/** Below this index Lighthouse itself warns that the host is slower than it expects. */
const SLOW_HOST_BENCHMARK_INDEX = 1000;
const OUT_DIR = TARGET === 'server' ? 'reports/lighthouse-server' : 'reports/lighthouse';
const THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  'best-practices': TARGET === 'server' ? 100 : 95,
  seo: 95,
  /** LCP at most this multiple of the floor page's, measured in the same run. */
  lcpRatio: 1.25,
  /** Under this many milliseconds. */
  tbtMs: 100,
  cls: 0,
};

/** The floor: what a page costs with nothing to run, on this machine, right now. */
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A static page with one heading and no script." />
    <title>Floor</title>
  </head>
  <body>
    <h1>Automate a month of social posts in one session</h1>
  </body>
</html>
`;

function startFloor(port = FLOOR_PORT, headers = {}) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    response.end(FLOOR_HTML);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The headers the target sends with a page that decide how the browser navigates to it
 * and runs it. Cross-Origin-Opener-Policy in particular moves the page into a browsing
 * context group, and so a renderer process, of its own: work the plain floor never pays
 * because Lighthouse starts from about:blank in a renderer it can reuse. The floor sent
 * with these headers shows what that costs, so it is not read as the page's own.
 */
const PAGE_HEADERS = [
  'cross-origin-opener-policy',
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-frame-options',
  'x-content-type-options',
  'cache-control',
];

async function pageHeadersOf(url) {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return Object.fromEntries(
    PAGE_HEADERS.flatMap((name) => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function waitForServer(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${TARGET} server did not start at ${url}`);
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function failuresOf(result) {
  const problems = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (result[key] < THRESHOLDS[key]) problems.push(`${key} ${result[key]} < ${THRESHOLDS[key]}`);
  }
  if (result.lcpRatio > THRESHOLDS.lcpRatio)
    problems.push(`LCP ${result.lcpRatio}x the floor > ${THRESHOLDS.lcpRatio}x`);
  if (result.tbtMs >= THRESHOLDS.tbtMs)
    problems.push(`TBT ${result.tbtMs} ms >= ${THRESHOLDS.tbtMs}`);
  if (result.cls > THRESHOLDS.cls) problems.push(`CLS ${result.cls} > ${THRESHOLDS.cls}`);
  return problems;
}

/** Each figure the median of the runs. */
function medianOf(summaries) {
  const result = {};
  for (const key of Object.keys(summaries[0])) result[key] = median(summaries.map((s) => s[key]));
  return result;
}

/** `vite preview`, or `npm start` on a fresh data directory, in a process group of its own. */
function startTarget() {
  if (TARGET === 'preview') {
    return spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
      stdio: 'ignore',
      detached: true,
    });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'smart-suite-lighthouse-'));
  return spawn('npm', ['start'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
}

/**
 * The server compresses each file with brotli on its first request and serves gzip
 * until then: ask for every asset once, so the runs measure the steady state.
 */
async function warmUp(origin) {
  const files = readdirSync('dist/assets').map((name) => `/assets/${name}`);
  for (let round = 0; round < 50; round += 1) {
    const encodings = await Promise.all(
      files.map(async (file) => {
        const answer = await fetch(`${origin}${file}`, { headers: { 'accept-encoding': 'br' } });
        await answer.arrayBuffer();
        return answer.headers.get('content-encoding');
      }),
    );
    if (encodings.every((encoding) => encoding !== 'gzip')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One Lighthouse run; a run whose trace could not be recorded is tried again, twice at most. */
async function audit(page, attempt = 1, origin = `http://127.0.0.1:${PORT}`) {
  const result = await lighthouse(
    `${origin}${page}`,
    { port: chrome.port, output: ['html', 'json'], logLevel: 'error' },
    CPU_SLOWDOWN === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } },
        },
  );
  const error = result.lhr.runtimeError;
  if (!error) return result;
  if (attempt >= 3) throw new Error(`Lighthouse could not audit ${page}: ${error.message}`);
  console.warn(`${page}: ${error.code}, running again`);
  return audit(page, attempt + 1, origin);
}

let dataDir;
const target = startTarget();
const stopTarget = async () => {
  try {
    process.kill(-target.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (target.exitCode === null) await new Promise((resolve) => target.once('exit', resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};

let chrome;
let floor;
let headedFloor;
let failed = false;
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`, TARGET === 'server' ? 120_000 : 30_000);
  if (TARGET === 'server') await warmUp(`http://127.0.0.1:${PORT}`);
  mkdirSync(OUT_DIR, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });

  floor = await startFloor();
  const floorRuns = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await audit('/', 1, `http://127.0.0.1:${FLOOR_PORT}`);
    floorRuns.push(summarise(result.lhr));
  }
  const floorLcpMs = median(floorRuns.map((run) => run.lcpMs));
  const hostIndex = median(floorRuns.map((run) => run.benchmarkIndex));
  console.info(
    `host       Lighthouse benchmark index ${hostIndex} (its 4x CPU slowdown assumes about 1,500)` +
      (CPU_SLOWDOWN === undefined ? '' : `; CPU slowdown set to ${CPU_SLOWDOWN}x`) +
      (hostIndex <= SLOW_HOST_BENCHMARK_INDEX
        ? `\n           a host slower than Lighthouse expects: blocking time and performance read worse than on a reference machine`
        : ''),
  );
  console.info(
    `floor      a static page with one heading and no script  |  LCP ${floorLcpMs} ms (${floorRuns.map((run) => run.lcpMs).join(', ')})`,
  );

  // For reading the results only: the goals are judged against the plain floor above.
  const headers = await pageHeadersOf(`http://127.0.0.1:${PORT}/`);
  if (Object.keys(headers).length > 0) {
    headedFloor = await startFloor(HEADED_FLOOR_PORT, headers);
    const headedRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit('/', 1, `http://127.0.0.1:${HEADED_FLOOR_PORT}`);
      headedRuns.push(summarise(result.lhr));
    }
    const s = medianOf(headedRuns);
    console.info(
      `           the same page sent with the target's page headers (${Object.keys(headers).join(', ')})\n` +
        `           performance ${s.performance}  |  LCP ${s.lcpMs} ms (${(s.lcpMs / floorLcpMs).toFixed(2)}x the floor)  TBT ${s.tbtMs} ms  CLS ${s.cls}`,
    );
  }

  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit(page);
      runs.push({ summary: summarise(result.lhr), report: result.report });
    }
    runs.sort((a, b) => a.summary.performance - b.summary.performance);
    const middle = runs[Math.floor(runs.length / 2)];
    const name = page === '/' ? 'landing' : page.slice(1);
    const [html, json] = middle.report;
    writeFileSync(join(OUT_DIR, `${name}.html`), html);
    writeFileSync(join(OUT_DIR, `${name}.json`), json);
    const s = medianOf(runs.map((run) => run.summary));
    s.lcpRatio = Number((s.lcpMs / floorLcpMs).toFixed(2));
    const problems = failuresOf(s);
    // Another phone's figures are for reading; the goals are set for the default one.
    failed ||= problems.length > 0 && CPU_SLOWDOWN === undefined;
    console.info(
      `${page.padEnd(10)} performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}  SEO ${s.seo}  |  LCP ${s.lcpMs} ms (${s.lcpRatio}x the floor)  TBT ${s.tbtMs} ms  CLS ${s.cls}  (index ${s.benchmarkIndex})` +
        (problems.length
          ? `\n           ${CPU_SLOWDOWN === undefined ? 'FAILED' : 'over the goals'}: ${problems.join('; ')}`
          : ''),
    );
  }
} finally {
  await chrome?.kill();
  await new Promise((resolve) => (floor ? floor.close(resolve) : resolve()));
  await new Promise((resolve) => (headedFloor ? headedFloor.close(resolve) : resolve()));
  await stopTarget();
}

console.info(`\nTarget: ${TARGET === 'server' ? 'npm start (the real server)' : 'vite preview'}`);
console.info(`Reports: ${OUT_DIR}/`);
if (failed) process.exit(1);
