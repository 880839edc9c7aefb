import type { Locator, Page } from '@playwright/test';
import { DEFAULT_PASSWORD, expect, test, uniqueEmail } from './fixtures';

/**
 * Presses Tab (or Shift+Tab) until the locator has focus, as a keyboard user would, and
 * fails if it is not reached: an unreachable control or a keyboard trap.
 */
async function tabTo(page: Page, target: Locator, maxTabs = 40, key = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxTabs; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  if (await target.evaluate((element) => element === document.activeElement)) return;
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim()}"` : '';
  });
  throw new Error(
    `${String(target)} not reached in ${maxTabs} presses of ${key}; focus: ${focused}`,
  );
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string, maxTabs = 10) {
  await tabTo(page, field, maxTabs);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('a new owner signs up, sets up their brand and composes a post with the keyboard only', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('keyboard');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The skip link is the first stop.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Get Started Free opens the signup modal with focus inside it.
  const getStarted = page.getByRole('button', { name: 'Get Started Free' });
  await tabTo(page, getStarted, 15);
  await page.keyboard.press('Enter');
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup).toBeVisible();
  await expect(signup.getByRole('textbox', { name: 'Email' })).toBeFocused();

  await page.keyboard.type(email);
  await expect(signup.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await typeInto(page, signup.getByLabel('Password', { exact: true }), DEFAULT_PASSWORD, 2);
  await typeInto(page, signup.getByLabel('Confirm Password'), DEFAULT_PASSWORD, 2);
  // Focus stays in the dialog: a full round of Tab never reaches the page behind it.
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await signup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, signup.getByRole('button', { name: 'Create Account' }), 12);
  await page.keyboard.press('Shift+Tab');
  await expect(signup.getByLabel('Confirm Password')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  // Step 1: the business name and an industry picked with the arrow keys.
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tell us about your business' }),
  ).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Business Name *' });
  await typeInto(page, name, 'Golden Crust Bakery', 25);
  const industry = page.getByRole('combobox', { name: 'Industry' });
  await tabTo(page, industry, 3);
  await page.keyboard.press('ArrowDown');
  await expect(industry).not.toHaveValue('');
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'Portland', 3);
  await tabTo(page, page.getByRole('button', { name: 'Next' }), 6);
  await page.keyboard.press('Enter');

  // Step 2: a tagline; uploads are skipped.
  await expect(page.getByRole('heading', { level: 2, name: 'Your brand assets' })).toBeVisible();
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Tagline' }),
    'Baked fresh every morning',
    20,
  );
  await tabTo(page, page.getByRole('button', { name: 'Next' }), 10);
  await page.keyboard.press('Enter');

  // Step 3: a platform ticked with Space, then Finish Setup.
  await expect(page.getByRole('heading', { level: 2, name: 'Content preferences' })).toBeVisible();
  const instagram = page.getByRole('checkbox', { name: 'Instagram' });
  await tabTo(page, instagram, 10);
  if (!(await instagram.isChecked())) await page.keyboard.press('Space');
  await expect(instagram).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Finish Setup' }), 30);
  await page.keyboard.press('Enter');
  // The optional step after Finish Setup takes focus at its heading; skipped.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us what you sell (2 minutes)' }),
  ).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Skip for now' }), 40);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Crust Bakery' })).toBeVisible();

  // Compose from the main navigation.
  const composeLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Compose',
  });
  await page.keyboard.press('Tab');
  await tabTo(page, composeLink, 15);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Compose New Post' })).toBeVisible();

  const description = page.getByRole('textbox', { name: /post description/i });
  await typeInto(page, description, 'Croissants are back this Saturday', 30);
  await tabTo(page, page.getByRole('button', { name: 'Generate Post' }), 40);
  await page.keyboard.press('Enter');

  const result = page.getByRole('region', { name: 'Saved to your drafts' });
  await expect(result.getByRole('status')).toHaveText('Draft saved!');
  // Focus moved to the result, so the keyboard carries on from there.
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
});

test("the landing's calendar demo is keyboard navigable", async ({ page }) => {
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
