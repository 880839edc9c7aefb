import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onboardViaApi, signUpViaApi, test } from './fixtures';
import { VIEWPORTS } from './route-cases';

const PRODUCTS = [
  ['Sourdough loaf', '£3.50'],
  ['Pastel de nata', '1,20 €'],
  ['Hot cross buns', 'from £1.20'],
  ['Seeded rye', '£4'],
  ['Bread class', '£45 pp'],
] as const;

async function fillByKeyboard(page: Page) {
  await page.getByLabel('What you do').focus();
  await page.keyboard.type('sourdough bakery and café');
  await page.getByRole('button', { name: 'Add a product or service' }).press('Enter');
  for (const [name] of PRODUCTS) await page.keyboard.type(`${name}\n`);
  for (const [index, [, price]] of PRODUCTS.entries()) {
    await page.getByLabel(`Price of product ${index + 1}`).focus();
    await page.keyboard.type(price);
  }
  await page.getByRole('button', { name: 'Add hours on Monday' }).press('Enter');
  await page.getByLabel('Opens on Monday').fill('07:30');
  await page.getByLabel('Closes on Monday').fill('16:00');
  await page.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).press('Enter');
  await page.getByRole('checkbox', { name: 'Closed on Sunday' }).press('Space');
  await page.getByRole('button', { name: 'Add a closure' }).press('Enter');
  await page.getByLabel('From of closure 1').fill('2026-12-24');
  await page.getByLabel('To of closure 1').fill('2027-01-02');
  await page.getByLabel('Note of closure 1').fill('Christmas break');
}

/** Full-page screenshots for review when SHOTS_DIR is set; nothing is compared. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/profile-${name}.png`, fullPage: true });
}

// One walk at both sizes: filled by keyboard at the desktop width, then read back after the
// reload, and refused, on a phone, with axe at each size.
test('an owner fills in their business by keyboard and finds it after a reload on a phone', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.desktop);
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit your business details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your business' })).toBeVisible();
  await expect(page.getByLabel('What you do')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillByKeyboard(page);
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your business details are saved.' }),
  ).toBeVisible();
  await shoot(page, 'desktop-filled');
  await expectNoAxeViolations(page);

  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(page.getByLabel('What you do')).toHaveValue('sourdough bakery and café');
  for (const [index, [name, price]] of PRODUCTS.entries()) {
    await expect(page.getByLabel(`Name of product ${index + 1}`)).toHaveValue(name);
    await expect(page.getByLabel(`Price of product ${index + 1}`)).toHaveValue(price);
  }
  await expect(page.getByLabel(`Name of product 6`)).toHaveCount(0);
  await expect(page.getByLabel('Opens on Friday')).toHaveValue('07:30');
  await expect(page.getByRole('checkbox', { name: 'Closed on Sunday' })).toBeChecked();
  await expect(page.getByLabel('Note of closure 1')).toHaveValue('Christmas break');
  await shoot(page, 'phone-filled');
  await expectNoAxeViolations(page);
  await page.getByLabel('Price of product 1').fill('cheap');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Price of product 1')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'phone-refused');
  await expectNoAxeViolations(page);
});
