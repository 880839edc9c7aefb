import { sampleGenerationParams } from '@contract/samples';
import type { GenerationParams } from '../contract/generation';
import {
  callApi,
  expect,
  expectNoAxeViolations,
  onboardViaApi,
  SAMPLE_IMAGE_DATA_URL,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import type { Page } from '@playwright/test';

const generationParams = (changes: Partial<GenerationParams> = {}) =>
  JSON.stringify(sampleGenerationParams(changes));

async function saveDraft(page: Page, email: string, title: string, extra: object = {}) {
  const answer = await callApi(page, 'POST', '/save-draft', {
    user_email: email,
    title,
    caption: `${title}: fresh from the oven, only this weekend.`,
    hashtags: '#bakery #shoplocal',
    image_url: null,
    image_prompt: null,
    generation_params: generationParams(),
    original_post_desc: title,
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const draftsMetric = (page: Page) => page.locator('dt', { hasText: /^Drafts$/ }).locator('+ dd');

test('drafts open one at a time, and a confirmed deletion survives a reload', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);
  await saveDraft(page, email, 'Sourdough Saturday');
  await saveDraft(page, email, 'Croissant Friday', {
    image_url: SAMPLE_IMAGE_DATA_URL,
    image_prompt: 'Golden croissants on a marble counter',
    generation_params: generationParams({
      imageGeneration: true,
      useLogoIntegration: true,
      logoPlacement: 'banner',
      imageQuality: 'high',
    }),
  });
  await saveDraft(page, email, 'Cake of the month');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Crust Bakery' })).toBeVisible();
  await expect(draftsMetric(page)).toHaveText('3');

  const sourdough = page.getByRole('button', { name: /^Sourdough Saturday/ });
  const croissant = page.getByRole('button', { name: /^Croissant Friday/ });
  await sourdough.click();
  await expect(sourdough).toHaveAttribute('aria-expanded', 'true');
  await croissant.click();
  await expect(croissant).toHaveAttribute('aria-expanded', 'true');
  await expect(sourdough).toHaveAttribute('aria-expanded', 'false');
  const panel = page.getByRole('region', { name: /^Croissant Friday/ });
  // How the post was made waits behind a closed Details.
  const settings = panel.getByText('Image: AI generated, logo at banner, high quality');
  await expect(settings).toBeHidden();
  await expect(panel.getByText('Golden croissants on a marble counter')).toBeHidden();
  await panel.getByText('Details', { exact: true }).click();
  await expect(settings).toBeVisible();
  await expect(panel.getByText('Golden croissants on a marble counter')).toBeVisible();
  await expect(panel.getByRole('img', { name: /AI generated image/ })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Delete draft: Cake of the month' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this draft?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Cake of the month/ })).toHaveCount(0);
  await expect(draftsMetric(page)).toHaveText('2');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Sourdough Saturday/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cake of the month/ })).toHaveCount(0);
  await expect(draftsMetric(page)).toHaveText('2');
});

test('Retry recovers the drafts list after a failure', async ({ page }) => {
  const { email } = await signUpViaApi(page, uniqueEmail('owner+flaky-drafts'));
  await onboardViaApi(page, email);
  await saveDraft(page, email, 'Sourdough Saturday');

  await page.goto('/dashboard');
  await expect(page.getByText('Failed to load drafts: Simulated drafts failure')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /^Sourdough Saturday/ })).toBeVisible();
  await expect(page.getByText(/Failed to load drafts/)).toHaveCount(0);
});
