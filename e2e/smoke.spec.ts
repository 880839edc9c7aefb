import { expect, test } from './fixtures';

/** Every route of product.md §2 opens and shows its heading. */
const PUBLIC_ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /month of social posts/i],
  ['/old-landing', /generate a post/i],
  ['/pricing', /choose your plan/i],
  ['/support', /support/i],
  ['/schedule', /content scheduler/i],
  ['/library', /media library/i],
  ['/analytics', /analytics/i],
  ['/integrations', /integrations/i],
  ['/billing', /billing/i],
  ['/settings', /settings/i],
  ['/privacy-policy', /privacy policy/i],
  ['/terms-of-service', /terms of service/i],
  ['/data-deletion', /data deletion/i],
  ['/auth-debug', /auth debug/i],
  ['/compose', /compose new post/i],
  ['/results', /generated post/i],
  ['/this-page-does-not-exist', /page not found/i],
];

for (const [path, heading] of PUBLIC_ROUTES) {
  test(`opens ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

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
