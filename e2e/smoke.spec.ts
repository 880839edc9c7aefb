import { expect, test } from './fixtures';

// Every route opening on its heading is checked by a11y.spec.ts, which opens each route of
// route-cases.ts at both widths, signed in and out, before running axe on it.

test('signed-out visitors are sent from /dashboard and /onboarding to /', async ({ page }) => {
  for (const path of ['/dashboard', '/onboarding', '/logged-in']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('/auth/callback without parameters says so', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/auth/callback with a code signs in the placeholder user of the mock backend', async ({
  page,
}) => {
  await page.goto('/auth/callback?code=abc&provider=google');
  await expect(page).not.toHaveURL(/\/auth\/callback/);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown),
  ).toMatchObject({ email: 'placeholder.user@example.com' });
});
