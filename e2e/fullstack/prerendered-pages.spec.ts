import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signUpViaApi } from '../fixtures';
import { expect, test } from './server-fixture';

/** The public pages written to HTML at build time (src/prerender/public-pages.ts), by main heading. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Automate a month of social posts in one session' },
  { path: '/pricing', heading: 'Choose Your Plan' },
  { path: '/support', heading: 'Support' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/data-deletion', heading: 'Data Deletion Instructions' },
];

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

/** Errors and warnings the page logs, and uncaught errors (React reports hydration failures so). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('each public page arrives as HTML with its heading, allowed by the policy', async ({
  request,
}) => {
  for (const { path, heading } of PUBLIC_PAGES) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    const html = await answer.text();
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(textOf(h1), path).toBe(heading);
    expect(html, path).not.toContain('<div id="root"></div>');

    // No style attributes (the policy refuses them); every inline script and style
    // block allowed by its hash; no script that could hold up the first paint.
    expect(html, path).not.toMatch(/<[^>]+\sstyle="/);
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=|<link rel="modulepreload"/);
    for (const [link] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) {
      expect(link, path).toMatch(/ disabled>$/);
    }
    const policy = answer.headers()['content-security-policy'] ?? '';
    expect(policy, path).not.toContain('unsafe-inline');
    const inline = [...html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)];
    expect(inline.map(([, tag]) => tag).sort(), path).toEqual(['script', 'style']);
    for (const [, , body = ''] of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(policy, path).toContain(`'sha256-${hash}'`);
    }
  }
});

test("the app's code is fetched only after the page's first paint", async ({ page }) => {
  for (const { path, heading } of PUBLIC_PAGES.slice(0, 3)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated: the Log In button opens its dialog.
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstPaint, path).toBeGreaterThan(0);
    expect(timings.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts), path).toBeGreaterThan(timings.firstPaint ?? Infinity);
  }
});

test('a public page shows its heading and navigation with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\| Smart Suite$/);
    }
    await expect(
      page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('signed out, the prerendered pages hydrate without a mismatch and respond', async ({
  page,
}) => {
  const problems = collectProblems(page);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The Log In button only opens its dialog once React owns the page.
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  }
  expect(problems).toEqual([]);
});

test('a signed-in owner opening / gets the signed-in shell, with no hydration mismatch', async ({
  page,
}) => {
  await signUpViaApi(page);
  const problems = collectProblems(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Automate a month of social posts in one session',
    }),
  ).toBeVisible();

  expect(problems).toEqual([]);

  // Signed-in routes are still drawn in the browser from the app shell.
  await page.goto('/dashboard');
  await expect(banner.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a tap on a button before the app has started is kept and answered once it has', async ({
  page,
}) => {
  // Hold back the app's scripts until the tap has happened.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const problems = collectProblems(page);
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  // Nothing happened yet (no page load either: the page is still /pricing).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing$/);
  release();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('from a hydrated public page, links stay in the page and logging in hands it to the app', async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const problems = collectProblems(page);
  await page.goto('/');
  // Hydrated once the Log In button answers.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page).toHaveTitle('Pricing | Smart Suite');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(problems).toEqual([]);

  await banner.getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your brand' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // The app's router now owns the history, the public pages' entries included.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log Out' })).toBeVisible();
  // A new owner has no brand yet: the app's lookup answers 404 and the browser logs it.
  const notLoadedResource = /^error: Failed to load resource: .* 404/;
  expect(problems.filter((problem) => !notLoadedResource.test(problem))).toEqual([]);
});
