import { callApi, expect, signUpViaApi, test } from './fixtures';
import { VIEWPORTS, expectAxeCleanAtBothSizes } from './route-cases';

test('a new owner fills the wizard from their website and saves what they sell', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  test.slow();
  await signUpViaApi(page);
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  await page.getByRole('textbox', { name: 'Website' }).fill('hearth.example');
  await page.getByRole('button', { name: 'Fill in from my website' }).click();
  const review = page.getByRole('dialog', { name: 'Review what we found' });
  await expect(review.getByRole('textbox', { name: 'Business name' })).toHaveValue(
    'Hearth & Crumb',
  );
  await expect(review.getByText("From the page's business details").first()).toBeVisible();
  await expect(review.getByRole('textbox', { name: 'Price' }).first()).toHaveValue('4.20 GBP');
  await expectAxeCleanAtBothSizes(page, 'import-review', '[role=dialog]');

  // Leave one product out; accept the rest.
  await review.getByRole('checkbox', { name: 'Use Cardamom bun' }).uncheck();
  await review.getByRole('button', { name: /^Use \d+ selected values$/ }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Business Name *' })).toHaveValue(
    'Hearth & Crumb',
  );
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expectAxeCleanAtBothSizes(page, 'import-step1');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Brand color 1', { exact: true })).toHaveValue('#8b4a2b');
  // The website's logo, copied into the owner's own media.
  await expect(page.getByRole('img', { name: 'Logo preview: logo.png' })).toHaveAttribute(
    'src',
    /\/media\//,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: 'Finish Setup' }).click();

  // The optional step: not a fourth step, with the accepted products in it.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us what you sell (2 minutes)' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Name/ }).first()).toHaveValue(
    'Country sourdough',
  );
  await expectAxeCleanAtBothSizes(page, 'import-what-you-sell');

  await page.getByRole('button', { name: 'Save and go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await callApi(page, 'GET', '/business-profile');
  expect(stored.status).toBe(200);
  const profile = stored.body.profile as { offerings: { name: string; price: string }[] };
  expect(profile.offerings.map((offering) => offering.name)).toEqual([
    'Country sourdough',
    'Celebration cake to order',
  ]);
});
