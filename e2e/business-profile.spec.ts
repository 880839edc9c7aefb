import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onboardViaApi, signUpViaApi, test } from './fixtures';
import { VIEWPORTS, type Viewport } from './route-cases';

const SHOTS = '/tmp/shots-profile';
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

for (const [size, viewport] of Object.entries(VIEWPORTS) as [string, Viewport][]) {
  test(`an owner fills in their business by keyboard and finds it after a reload (${size})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { email } = await signUpViaApi(page);
    await onboardViaApi(page, email);

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Edit your business details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your business' })).toBeVisible();
    await expect(page.getByLabel('What you do')).toBeVisible();
    await expectNoAxeViolations(page);

    const started = Date.now();
    await fillByKeyboard(page);
    await page.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your business details are saved.' }),
    ).toBeVisible();
    console.info(
      `${size}: filled five products, hours and a closure, and saved in ${Date.now() - started} ms`,
    );
    await page.screenshot({ path: `${SHOTS}/${size}-filled.png`, fullPage: true });
    await expectNoAxeViolations(page);

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
    await page.getByLabel('Price of product 1').fill('cheap');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Price of product 1')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `${SHOTS}/${size}-refused.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}
