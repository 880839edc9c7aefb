import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, expectNoAxeViolations, uniqueEmail } from '../fixtures';
import { expectNoHorizontalOverflow } from '../route-cases';
import { expectImageLoaded, logInThroughModal, rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

const SIGNED_IN_PAGES = [
  ['/dashboard', /./],
  ['/compose', /compose new post/i],
  ['/schedule', /content scheduler/i],
  ['/library', /media library/i],
  ['/analytics', /^analytics$/i],
  ['/integrations', /^integrations$/i],
  ['/billing', /^billing$/i],
  ['/settings', /^settings$/i],
  ['/support', /^support$/i],
] as const;

async function expectBillingOff(page: Page) {
  await expect(
    page.getByText(
      'This installation has no billing: nothing is limited and there is nothing to pay.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current plan' })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toBeVisible();
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the owner's own account (${label})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('settings survive a reload, the library shows an upload and a drawn image', async ({
      page,
    }) => {
      const owner = await seedOwner(page, { drafts: ['Sourdough Saturday', 'Croissant Friday'] });
      await rememberUser(page, owner.user);

      await openSettings(page);
      await expect(page.getByLabel('Business name')).toHaveValue('Golden Crust Bakery');
      await page.getByLabel('Full name').fill('Ann Baker');
      await page.getByLabel('Phone').fill('+1 555 0100');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile saved.')).toBeVisible();
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await page.getByRole('switch', { name: 'Weekly report' }).check();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(page.getByText('Notification preferences saved.')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Ann Baker');
      await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0100');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(page.getByRole('switch', { name: 'Weekly report' })).toBeChecked();
      await page.getByRole('tab', { name: 'Profile' }).click();
      await expectNoAxeViolations(page);

      await page.goto('/library');
      const images = page.getByRole('list', { name: 'Your images' }).getByRole('img');
      await expect(images).toHaveCount(2);
      const uploaded = page.getByRole('img', { name: 'Uploaded image: post-1.png' });
      const drawn = page.getByRole('img', { name: /^Generated image/ });
      await expectImageLoaded(uploaded);
      await expectImageLoaded(drawn);
      await expect(page.getByText('Used in: Croissant Friday')).toBeVisible();
      await expect(page.getByText('Used in: Sourdough Saturday')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
    });

    test('Delete Account deletes the account: logging in again fails', async ({ page }) => {
      const owner = await seedOwner(page, { drafts: ['Sourdough Saturday'] });
      await rememberUser(page, owner.user);
      await openSettings(page);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(owner.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      const done = page.getByRole('alertdialog', { name: 'Your account is deleted' });
      await expect(done.getByText('1 draft', { exact: true })).toBeVisible();
      await expect(done.getByText('Your brand profile')).toBeVisible();
      await expectNoAxeViolations(page);
      await done.getByRole('button', { name: 'Close and sign out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();

      await logInThroughModal(page, owner.email, owner.password);
      await expect(
        page.getByRole('dialog', { name: 'Welcome back' }).getByText('Invalid email or password'),
      ).toBeVisible();
    });
  });
}

test("the phone's More menu reaches Support", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const owner = await seedOwner(page);
  await rememberUser(page, owner.user);
  await page.goto('/dashboard');
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await mobile.getByRole('button', { name: 'More' }).click();
  await expectNoAxeViolations(page);
  await mobile.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(mobile.getByRole('button', { name: 'More' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

/**
 * Every signed-in page of a brand-new owner (no brand, no posts) opens on the real server at
 * both widths, settles, and fits the screen. Full-page screenshots for review are taken only
 * when SHOTS_DIR is set: each costs seconds, and nothing compares them.
 */
test('every signed-in page of a brand-new owner opens and fits at both widths', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('new-owner');
  const answer = await page.request.post('/api/add-user', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(answer.status()).toBe(201);
  const { user } = (await answer.json()) as { user: Parameters<typeof rememberUser>[1] };
  await rememberUser(page, user);
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      // Settled: no spinner left on the page.
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      await expectNoHorizontalOverflow(page, `${path} at ${viewport.width}px`);
      // Billing is off on this server: the page says so and shows no plan as the owner's.
      if (path === '/billing') await expectBillingOff(page);
      const name = path.slice(1) || 'home';
      if (shots) {
        await page.screenshot({ path: `${shots}/new-owner-${name}-${label}.png`, fullPage: true });
      }
    }
  }
});
