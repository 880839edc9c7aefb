import { expect, test } from './fixtures';

/** The pricing screen's code: its source on the dev server, its chunk in a build (ADR 0040). */
const PRICING_CODE = /\/src\/app\/routes\/pricing\.tsx|\/assets\/pricing-[\w-]+\.js$/;

test('a route whose code cannot load shows the error page inside the shell, with a way home', async ({
  page,
}) => {
  // The context, not the page: with the mock backend running, the service worker fetches
  // the page's modules, and only the context sees those requests.
  await page.context().route(PRICING_CODE, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toBeVisible();
  // The shell stays: the visitor can still navigate away.
  await expect(page.getByRole('navigation', { name: /main/i }).first()).toBeVisible();

  await page.context().unroute(PRICING_CODE);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /month of social posts/i }),
  ).toBeVisible();
});
