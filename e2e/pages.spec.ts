import { expect, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface PageCase {
  path: string;
  heading: RegExp;
  /** What else must be on screen for the page to have rendered its content. */
  expectContent: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  {
    path: '/',
    heading: /month of social posts/i,
    expectContent: async (page) => {
      await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
      await expect(page.getByText('Trusted by over 50,000 businesses')).toBeVisible();
      // Bring the deferred demo form in, so the whole page is checked.
      await page.getByRole('heading', { name: 'Try it right here' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Try it Free' })).toBeVisible();
      // The calendar demo, too, loads when scrolled near.
      await page
        .getByRole('heading', { name: 'See the whole month at a glance' })
        .scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'October 2025' })).toBeVisible();
    },
  },
  {
    path: '/pricing',
    heading: /choose your plan/i,
    expectContent: async (page) => {
      await expect(page.getByText('Recommended')).toBeVisible();
      await expect(page.getByText('$79')).toBeVisible();
    },
  },
  {
    path: '/support',
    heading: /^support$/i,
    expectContent: async (page) => {
      await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
      await expect(page.getByText('We reply within 24 hours.', { exact: true })).toBeVisible();
    },
  },
  {
    path: '/library',
    heading: /media library/i,
    expectContent: async (page) => {
      // No sample files: a visitor is asked to log in to see their own images.
      await expect(page.getByText('Log in to see your images.')).toBeVisible();
    },
  },
  {
    path: '/schedule',
    heading: /content scheduler/i,
    expectContent: async (page) => {
      await expect(page.getByRole('grid', { name: /content calendar/i })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Upcoming Posts' })).toBeVisible();
    },
  },
  {
    path: '/analytics',
    heading: /^analytics$/i,
    expectContent: async (page) => {
      // A visitor has no numbers: the page asks to log in instead of showing a sample.
      await expect(
        page.getByRole('heading', { level: 2, name: 'Log in to see your numbers' }),
      ).toBeVisible();
    },
  },
  {
    path: '/integrations',
    heading: /^integrations$/i,
    expectContent: async (page) => {
      await expect(
        page.getByRole('button', { name: 'Connect Facebook (coming soon)' }),
      ).toBeDisabled();
    },
  },
  {
    path: '/billing',
    heading: /^billing$/i,
    expectContent: async (page) => {
      // A visitor has no plan: the page asks to log in instead of showing a sample one.
      await expect(page.getByText('Log in to see your plan and invoices.')).toBeVisible();
    },
  },
  {
    path: '/settings',
    heading: /^settings$/i,
    expectContent: async (page) => {
      // A visitor has no settings: the page asks to log in instead of showing anyone's.
      await expect(page.getByText('Log in to see and change your settings.')).toBeVisible();
    },
  },
  {
    path: '/privacy-policy',
    heading: /privacy policy/i,
    expectContent: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    },
  },
  {
    path: '/terms-of-service',
    heading: /terms of service/i,
    expectContent: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    },
  },
  {
    path: '/data-deletion',
    heading: /data deletion instructions/i,
    expectContent: async (page) => {
      await expect(page.getByText('Account Settings > Delete Account')).toBeVisible();
    },
  },
];

for (const { path, heading, expectContent } of PAGES) {
  test(`${path} renders its content accessibly on desktop and phone`, async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectContent(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${viewport.width}px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
}

test('the calendar is keyboard navigable', async ({ page }) => {
  await page.goto('/');
  // The calendar demo loads when scrolled near.
  await page
    .getByRole('heading', { name: 'See the whole month at a glance' })
    .scrollIntoViewIfNeeded();
  const grid = page.getByRole('grid', { name: /sample content calendar/i });
  await grid.getByRole('gridcell', { name: /October 1, 2025/ }).click();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('gridcell', { name: /October 2, 2025/ })).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { name: 'November 2025' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: /November 2, 2025/ })).toBeFocused();
});
