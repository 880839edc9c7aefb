import type { Page, Route } from '@playwright/test';
import { DEFAULT_PASSWORD, uniqueEmail } from '../fixtures';
import { draftsMetric, rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';

/**
 * The error paths the mock backend reached with sentinels, reached here on the real
 * network: Playwright intercepts the browser's request to the real server.
 */

/** Holds matching requests until `release()`, then lets them through to the server. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function openSignup(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome back' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Email').fill(uniqueEmail('pending'));
  await signup.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await signup.getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
  return signup;
}

test('a login that cannot reach the server says so in the modal', async ({ page }) => {
  const owner = await seedOwner(page);
  await page.context().clearCookies();
  await page.route('**/api/login', (route) => route.abort('failed'));
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(owner.email);
  await login.getByLabel('Password').fill(owner.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'An error occurred during login. Please try again.',
  );

  // The network back, the same modal logs in.
  await page.unroute('**/api/login');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signup that cannot reach the server says so, and Creating Account... shows while it waits', async ({
  page,
}) => {
  await page.route('**/api/add-user', (route) => route.abort('failed'));
  const signup = await openSignup(page);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByRole('alert')).toHaveText(
    'An error occurred during signup. Please try again.',
  );

  await page.unroute('**/api/add-user');
  const release = await holdRequests(page, '**/api/add-user');
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('brand setup says Personalizing your Smart Suite... while the profile is saved', async ({
  page,
}) => {
  const email = uniqueEmail('setup');
  const answer = await page.request.post('/api/add-user', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(answer.status()).toBe(201);
  await rememberUser(page, ((await answer.json()) as { user: { email: string } }).user);
  await page.goto('/onboarding');
  await page.getByRole('textbox', { name: 'Business Name *' }).fill('Corner Cafe');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  const release = await holdRequests(page, '**/api/onboarding');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Personalizing your Smart Suite... 5-10 sec')).toBeVisible();
  release();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Corner Cafe' })).toBeVisible();
});

test('a drafts list that fails to load offers Retry, which loads it', async ({ page }) => {
  const owner = await seedOwner(page, { drafts: ['Sourdough Saturday'] });
  await rememberUser(page, owner.user);
  let failing = true;
  await page.route(/\/api\/get-drafts\?/, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          json: { success: false, error: 'The service is temporarily unavailable.' },
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  await expect(
    page.getByText('Failed to load drafts: The service is temporarily unavailable.'),
  ).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /^Sourdough Saturday/ })).toBeVisible();
  await expect(page.getByText(/Failed to load drafts/)).toHaveCount(0);
});

test('a generation error is shown as the server said it and saves nothing; the button is disabled while generating', async ({
  page,
}) => {
  const owner = await seedOwner(page);
  await rememberUser(page, owner.user);
  await page.goto('/compose');
  await page.getByRole('radio', { name: /No Image/ }).check();
  await page.getByRole('textbox', { name: 'Post description' }).fill('Summer opening hours');

  await page.route('**/api/generate-brand-aware-content', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, error: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(
    page.getByText('Something went wrong on our side. Please try again.').first(),
  ).toBeVisible();
  const drafts = await page.request.get(
    `/api/get-drafts?user_email=${encodeURIComponent(owner.email)}`,
  );
  expect(((await drafts.json()) as { count: number }).count).toBe(0);

  // With the server answering again, and held for a moment: the button waits, disabled.
  await page.unroute('**/api/generate-brand-aware-content');
  const release = await holdRequests(page, '**/api/generate-brand-aware-content');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  release();
  await expect(page.getByRole('region', { name: 'Saved to your drafts' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(draftsMetric(page)).toHaveText('1');
});
