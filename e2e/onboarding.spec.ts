import type { Page } from '@playwright/test';
import { callApi, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures';

/** A 1x1 red PNG: small enough to type out, real enough for the browser to draw. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const BUSINESS = 'Golden Crust Bakery';

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

test('a new owner sets up their brand in three steps, then updates it', async ({ page }) => {
  // One whole journey with four axe runs against a dev server that adds latency.
  test.slow();
  const { email } = await signUpViaApi(page);
  await page.goto('/onboarding');

  // Step 1
  await expect(stepHeading(page, 'Tell us about your business')).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expectNoAxeViolations(page);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Business Name *' }).fill(BUSINESS);
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Bakery');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await page.getByRole('combobox', { name: 'Employees' }).selectOption('2-5');
  await next.click();

  // Step 2: the file-name sentinels fail the uploads, then real files succeed.
  await expect(stepHeading(page, 'Your brand assets')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=2\b/);
  await page.getByLabel('Upload logo').setInputFiles(png('logo-fail-upload.png'));
  await expect(page.getByText('Logo upload failed: Simulated upload failure')).toBeVisible();
  await page.getByLabel('Upload logo').setInputFiles(png('logo.png'));
  await expect(page.getByRole('img', { name: 'Logo preview: logo.png' })).toBeVisible();
  await expect(page.getByText(/Logo upload failed/)).toHaveCount(0);

  await page.getByLabel('Upload photos').setInputFiles(png('x-fail-photos.png'));
  await expect(page.getByText('Photo upload failed: Simulated photos failure')).toBeVisible();
  await page.getByLabel('Upload photos').setInputFiles([png('shop.png'), png('bread.png')]);
  await expect(page.getByRole('img', { name: /^Brand photo/ })).toHaveCount(2);

  await page.getByRole('button', { name: 'Add Color' }).click();
  await page.getByRole('button', { name: 'Add Color' }).click();
  await page.getByLabel('Brand color 1', { exact: true }).fill('#b45309');
  await page.getByRole('textbox', { name: 'Tagline' }).fill('Baked fresh every morning');
  await expect(page.getByText('25/140')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Sample posts' })
    .fill('Warm bread, warm hearts.\n\nCroissants are back!');
  await expectNoAxeViolations(page);

  // The browser's Back and Forward buttons move between steps and lose nothing.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Business Name *' })).toHaveValue(BUSINESS);
  await page.goForward();
  await expect(page.getByRole('img', { name: /^Brand photo/ })).toHaveCount(2);
  await next.click();

  // Step 3
  await expect(stepHeading(page, 'Content preferences')).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('checkbox', { name: 'Facebook' }).check();
  await page.getByRole('slider', { name: 'Posts per month' }).fill('20');
  await page.getByRole('radio', { name: 'Long' }).check();
  await page.getByRole('radio', { name: 'Minimal' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Personalizing your Smart Suite... 5-10 sec')).toBeVisible();
  // The optional step after Finish Setup, skipped.
  await page.getByRole('button', { name: 'Skip for now' }).click();

  // The dashboard, with the profile saved on the server.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  const answer = await callApi(page, 'GET', `/onboarding/by-email/${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  const raw = answer.body.onboarding_data;
  const saved = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    business: Record<string, unknown>;
    brandAssets: { logoUrl: string; photos: string[]; colors: string[]; samplePosts: string[] };
    contentPrefs: Record<string, unknown>;
  };
  expect(saved.business).toEqual({
    name: BUSINESS,
    industry: 'Bakery',
    city: 'Portland',
    employees: '2-5',
  });
  // The mock stores uploads and serves them at /media/<key>, like the server.
  expect(saved.brandAssets.logoUrl).toMatch(/^\/media\/[\w-]+\.png$/);
  expect(saved.brandAssets.photos).toHaveLength(2);
  expect(saved.brandAssets.colors).toEqual(['#b45309', '#000000']);
  expect(saved.brandAssets.samplePosts).toEqual([
    'Warm bread, warm hearts.',
    'Croissants are back!',
  ]);
  expect(saved.contentPrefs).toEqual({
    platforms: ['instagram', 'facebook'],
    postsPerMonth: 20,
    postLength: 'Long',
    aiVisuals: true,
    hashtagStyle: 'Minimal',
  });

  // A reload keeps the profile: the dashboard stays put.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Opening brand setup on purpose shows the completed state, then the filled-in wizard.
  await page.goto('/onboarding?intent=update');
  await expect(page.getByRole('heading', { level: 1, name: 'Your brand is set up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update Brand Setup' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Name *' })).toHaveValue(BUSINESS);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  await next.click();
  await expect(page.getByLabel('Brand color 1', { exact: true })).toHaveValue('#b45309');
  await expect(page.getByLabel('Brand color 2', { exact: true })).toHaveValue('#000000');
  await expect(page.getByRole('img', { name: /^Logo preview/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Brand photo/ })).toHaveCount(2);
  await next.click();
  await expect(page.getByRole('radio', { name: 'Long' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Posts per month' })).toHaveValue('20');
});

test('a failed status check offers the way on', async ({ page }) => {
  await signUpViaApi(page, `ann.${Date.now()}+fail-onboarding-read@example.com`);
  await page.goto('/onboarding');
  await expect(page.getByText("We couldn't load your onboarding status.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);
});
