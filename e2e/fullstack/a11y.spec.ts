import { mkdirSync } from 'node:fs';
import { expectNoAxeViolations } from '../fixtures';
import { draftsMetric, expectImageLoaded, openDraft, rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`the dashboard with drafts and images from the server is accessible (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const owner = await seedOwner(page, {
      drafts: ['Sourdough Saturday', 'Croissant Friday', 'Cake of the month'],
    });
    await rememberUser(page, owner.user);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Golden Crust Bakery' }),
    ).toBeVisible();
    await expect(draftsMetric(page)).toHaveText('3');
    // One draft with an image the server drew, one with an uploaded photo.
    const drawn = (await openDraft(page, 'Sourdough Saturday')).getByRole('img');
    await expect(drawn).toHaveAttribute('src', /^\/media\/[\w-]+\.(png|jpg)$/);
    await expectImageLoaded(drawn);
    const uploaded = (await openDraft(page, 'Croissant Friday')).getByRole('img');
    await expect(uploaded).toHaveAttribute('src', /^\/media\/[\w-]+\.png$/);
    await expectImageLoaded(uploaded);
    await expect(page.getByText('Uploaded image: post-1.png')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // For review by eye (screenshots/ is git-ignored).
    mkdirSync('screenshots', { recursive: true });
    await page.screenshot({ path: `screenshots/fullstack-dashboard-${label}.png` });
    await uploaded.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/fullstack-dashboard-${label}-draft.png` });
  });
}
