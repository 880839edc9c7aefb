import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, uniqueEmail } from './fixtures';
import { ROUTES, VIEWPORTS, openRoute, signInOnboarded } from './route-cases';

/**
 * Full-page screenshots of every screen, signed out and signed in, at desktop and phone
 * widths, into screenshots/ for review by eye. Nothing is compared: run with
 * --project=visual and look at the files.
 */
const DIR = 'screenshots';
mkdirSync(DIR, { recursive: true });

async function shoot(page: Page, name: string, label: string, { fullPage = true } = {}) {
  // From the top, so the sticky header is drawn where it belongs, once fonts are in.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  const path = (suffix = '') => `${DIR}/${label}-${name}${suffix}.png`;
  if (!fullPage) {
    await page.screenshot({ path: path() });
    return;
  }
  // A full-page picture draws the phone's fixed tab bar once, over the middle of the page:
  // leave it out there, and show it over the end of the page instead, where it could
  // hide the last content.
  const hideTabBar = await page.addStyleTag({ content: '.mobile-nav { visibility: hidden; }' });
  await page.screenshot({ path: path(), fullPage: true });
  await hideTabBar.evaluate((node) => node.parentNode?.removeChild(node));
  if (label === 'phone') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: path('-end') });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${label} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test('signed out', async ({ page }) => {
      for (const route of ROUTES) {
        await openRoute(page, route.url, route.signedOut);
        await shoot(page, `out-${route.name}`, label);
      }

      await openRoute(page, '/', /month of social posts/i);
      await page.getByRole('button', { name: 'Log In' }).first().click();
      const login = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(login.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await shoot(page, 'out-login-modal', label, { fullPage: false });
      await page.getByRole('button', { name: 'Sign up' }).click();
      const signup = page.getByRole('dialog', { name: 'Create your account' });
      await expect(signup.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await signup.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await shoot(page, 'out-signup-modal-errors', label, { fullPage: false });

      // The anonymous generator's result page with content in it.
      await openRoute(page, '/old-landing', /generate a post/i);
      await page.getByLabel('Business description').fill('A family bakery in Portland');
      await page.getByLabel('Post description').fill('Croissants are back this Saturday');
      await page.getByRole('button', { name: 'Generate Post' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /your generated post/i }),
      ).toBeVisible();
      await shoot(page, 'out-results-filled', label);
    });

    test('signed in', async ({ page }) => {
      await signInOnboarded(page);
      for (const route of ROUTES) {
        await openRoute(page, route.url, route.signedIn);
        await shoot(page, `in-${route.name}`, label);
      }

      await openRoute(page, '/dashboard', /golden crust bakery/i);
      await page.getByRole('button', { name: /croissant saturday/i, expanded: false }).click();
      await expect(
        page.getByRole('button', { name: /croissant saturday/i, expanded: true }),
      ).toBeVisible();
      await shoot(page, 'in-dashboard-draft-open', label);
      await page.getByRole('button', { name: 'Delete draft: Croissant Saturday' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shoot(page, 'in-dashboard-delete-dialog', label, { fullPage: false });

      await openRoute(page, '/compose', /compose new post/i);
      await page.getByRole('radio', { name: 'AI Generate Image' }).check();
      await shoot(page, 'in-compose-ai-options', label);
      // The mock backend's sentinel makes text generation fail, to show the error state.
      await page.getByLabel('Post description').fill('Croissant sale fail-text');
      await page.getByRole('button', { name: 'Generate Post' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await shoot(page, 'in-compose-error', label);
      await page.getByLabel('Post description').fill('Croissants are back this Saturday');
      await page.getByRole('button', { name: 'Generate Post' }).click();
      await expect(
        page.getByRole('region', { name: 'Saved to your drafts' }).getByRole('status'),
      ).toHaveText('Draft saved!');
      await shoot(page, 'in-compose-generated', label);

      for (const tab of ['Team', 'Notifications']) {
        await openRoute(page, '/settings', /^settings$/i);
        await page.getByRole('tab', { name: tab }).click();
        await shoot(page, `in-settings-${tab.toLowerCase()}`, label);
      }
    });

    test('brand setup wizard and empty dashboard', async ({ page }) => {
      await signUpViaApi(page, uniqueEmail('visual'));
      await openRoute(page, '/onboarding', /set up your brand/i);
      await shoot(page, 'wizard-1', label);
      await page.getByRole('textbox', { name: 'Business Name *' }).fill('Golden Crust Bakery');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Your brand assets' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add Color' }).click();
      await shoot(page, 'wizard-2', label);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Content preferences' }),
      ).toBeVisible();
      await shoot(page, 'wizard-3', label);
      await page.getByRole('button', { name: 'Finish Setup' }).click();
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Golden Crust Bakery' }),
      ).toBeVisible();
      await expect(page.getByText('No drafts yet')).toBeVisible();
      await shoot(page, 'dashboard-empty', label);
    });
  });
}
