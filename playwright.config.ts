import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://127.0.0.1:${port}`;
const systemChromium = '/usr/bin/chromium';

/** Debian's Chromium when present: Playwright cannot download its own browsers here. */
const launchOptions = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 240_000,
  // A route's first paint took more than 10 s here with two workers on the dev server
  // (Chromium 156, software rendering, a cold cache); a wait that is met returns at once.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace snapshots the page at every action, on every test, for the few that
    // fail: in CI only the retry of a failed test records one (ADR 0053).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The built app on the real server (`npm start`, one per worker, fresh data each):
      // e2e/fullstack/server-fixture.ts starts it and sets baseURL. First in this list, so its
      // long tests (publishing waits for real minutes) start early instead of ending the run
      // with one worker busy (ADR 0041).
      name: 'fullstack',
      testDir: './e2e/fullstack',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: [/visual\.spec\.ts/, /fullstack\//],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Screenshots of every screen for review, run on demand: --project=visual.
      name: 'visual',
      testMatch: /visual\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // The mock-backed app bundled once and served as files (ADR 0040), not the dev server.
    command: `node scripts/e2e-mock-app.mjs --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
