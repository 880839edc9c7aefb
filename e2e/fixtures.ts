import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (or one part of it) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // From the top, as the page opens: axe judges a target by what of it shows, so a control
  // that the last click happened to leave half under the phone's fixed tab bar would count
  // as too small, and where that happens would depend on the test's last scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** A fresh e-mail per test so tests never share mock-database state. */
export function uniqueEmail(prefix = 'owner') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const test = base.extend<{ stubThirdPartyScripts: void }>({
  // Google's and Facebook's SDKs cannot load here: answer their scripts with nothing.
  stubThirdPartyScripts: [
    async ({ page }, use) => {
      // On the context, which also sees what the mock backend's service worker fetches.
      await page
        .context()
        .route(/accounts\.google\.com|connect\.facebook\.net/, (route) =>
          route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
        );
      await use();
    },
    { auto: true },
  ],
});

export { expect };

export const DEFAULT_PASSWORD = 'Bread-and-butter-42';

/** A tiny image the browser can display, for drafts created through the API. */
export const SAMPLE_IMAGE_DATA_URL = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#b45309"/></svg>',
).toString('base64')}`;

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls the API from inside the page, where the mock backend's service worker answers. */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }): Promise<ApiAnswer> => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/**
 * Creates an account through the API and stores the session the way the app does, so
 * a test can start signed in without going through the signup modal.
 */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = DEFAULT_PASSWORD) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await callApi(page, 'POST', '/add-user', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const user = answer.body.user;
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);
  return { email, password, user };
}

/** A complete brand profile (product.md §3 onboarding data) for tests that skip the wizard. */
export function sampleOnboardingData(overrides: { name?: string } = {}) {
  return {
    business: {
      name: overrides.name ?? 'Golden Crust Bakery',
      industry: 'Bakery',
      city: 'Portland',
      employees: '2-5',
    },
    brandAssets: {
      logoUrl: null,
      colors: ['#b45309', '#fde68a'],
      photos: [],
      tagline: 'Baked fresh every morning',
      samplePosts: ['Warm bread, warm hearts.'],
    },
    contentPrefs: {
      platforms: ['instagram', 'facebook'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
    },
  };
}

/** Saves onboarding data for a user through the API (the wizard's own call). */
export async function onboardViaApi(page: Page, email: string, data = sampleOnboardingData()) {
  const answer = await callApi(page, 'POST', '/onboarding', {
    user_email: email,
    business_name: data.business.name,
    industry: data.business.industry,
    location: data.business.city,
    employees: data.business.employees,
    onboarding_data: data,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return data;
}
