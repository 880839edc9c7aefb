import { signUpViaApi } from '../fixtures';
import { expect, test } from './server-fixture';

declare global {
  interface Window {
    /** Whether the e-mail banner was on the page when the page's heading first was. */
    bannerWithFirstHeading?: boolean;
  }
}

test('an owner yet to verify the address gets each page with its banner already above it, so nothing moves under a first click', async ({
  page,
}) => {
  await signUpViaApi(page);
  // Read as the page is built, before any wait of the test's could let a late banner in.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('h1')) return;
      window.bannerWithFirstHeading = Boolean(
        document.querySelector('section[aria-label="Verify your email"]'),
      );
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  for (const [path, heading] of [
    ['/integrations', 'Integrations'],
    ['/dashboard', /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your email' })).toBeVisible();
    expect(await page.evaluate(() => window.bannerWithFirstHeading), path).toBe(true);
  }
});
