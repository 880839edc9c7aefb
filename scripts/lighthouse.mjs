#!/usr/bin/env node
/**
 * Lighthouse (mobile emulation, default simulated throttling) against `vite preview`
 * of the production build, in Debian's Chromium. Three runs per page; the median run
 * (by performance score) is reported and checked against the budgets. Reports go to
 * reports/lighthouse/ (git-ignored). Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4179);
const PAGES = ['/', '/pricing', '/support'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const OUT_DIR = 'reports/lighthouse';
const THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.05,
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
  throw new Error(`The preview server did not start at ${url}`);
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
  };
}

function failuresOf(result) {
  const problems = [];
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (result[key] < THRESHOLDS[key]) problems.push(`${key} ${result[key]} < ${THRESHOLDS[key]}`);
  }
  if (result.lcpMs > THRESHOLDS.lcpMs)
    problems.push(`LCP ${result.lcpMs} ms > ${THRESHOLDS.lcpMs}`);
  if (result.tbtMs > THRESHOLDS.tbtMs)
    problems.push(`TBT ${result.tbtMs} ms > ${THRESHOLDS.tbtMs}`);
  if (result.cls > THRESHOLDS.cls) problems.push(`CLS ${result.cls} > ${THRESHOLDS.cls}`);
  return problems;
}

const preview = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const stopPreview = () => {
  try {
    process.kill(-preview.pid);
  } catch {
    // already gone
  }
};

let chrome;
let failed = false;
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
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

  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
      });
      runs.push({ summary: summarise(result.lhr), report: result.report });
    }
    runs.sort((a, b) => a.summary.performance - b.summary.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const name = page === '/' ? 'landing' : page.slice(1);
    const [html, json] = median.report;
    writeFileSync(join(OUT_DIR, `${name}.html`), html);
    writeFileSync(join(OUT_DIR, `${name}.json`), json);
    const s = median.summary;
    const problems = failuresOf(s);
    failed ||= problems.length > 0;
    console.info(
      `${page.padEnd(10)} performance ${s.performance}  accessibility ${s.accessibility}  best practices ${s['best-practices']}  SEO ${s.seo}  |  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}` +
        (problems.length ? `\n           FAILED: ${problems.join('; ')}` : ''),
    );
  }
} finally {
  await chrome?.kill();
  stopPreview();
}

console.info(`\nReports: ${OUT_DIR}/`);
if (failed) process.exit(1);
