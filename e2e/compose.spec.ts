import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  callApi,
  expect,
  expectNoAxeViolations,
  onboardViaApi,
  sampleOnboardingData,
  signUpViaApi,
  test,
} from './fixtures';

/** A valid 1 x 1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(PNG_BASE64, 'base64'),
});

/** Uploads a PNG through the API from inside the page, as the brand setup wizard does. */
async function uploadPngViaApi(
  page: Page,
  path: '/upload' | '/upload-multiple',
  fields: Record<string, string>,
  fileName: string,
) {
  return page.evaluate(
    async ({ path, fields, fileName, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append(
        path === '/upload' ? 'file' : 'files',
        new File([bytes], fileName, { type: 'image/png' }),
      );
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const response = await fetch(`/api${path}`, { method: 'POST', body: form });
      return (await response.json()) as { url?: string; files?: { url: string }[] };
    },
    { path, fields, fileName, base64: PNG_BASE64 },
  );
}

interface StoredDraft {
  title: string;
  image_url: string | null;
  image_prompt: string | null;
  generation_params: string;
  original_post_desc: string;
}

async function draftsOf(page: Page, email: string) {
  const answer = await callApi(page, 'GET', `/get-drafts?user_email=${encodeURIComponent(email)}`);
  expect(answer.status).toBe(200);
  return answer.body.drafts as StoredDraft[];
}

async function openCompose(page: Page) {
  await page.goto('/compose');
  await expect(page.getByRole('heading', { level: 1, name: 'Compose New Post' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create a post' })).toBeVisible();
}

test('a branded user composes a post with an AI image and a banner logo', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const logo = await uploadPngViaApi(
    page,
    '/upload',
    { user_email: email, file_type: 'logo' },
    'logo.png',
  );
  const photos = await uploadPngViaApi(
    page,
    '/upload-multiple',
    { user_email: email, file_type: 'photo' },
    'storefront.png',
  );
  const base = sampleOnboardingData();
  await onboardViaApi(page, email, {
    ...base,
    brandAssets: {
      ...base.brandAssets,
      logoUrl: logo.url ?? null,
      photos: (photos.files ?? []).map((file) => file.url),
    },
  } as typeof base);

  // The dashboard's drafts list is cached first, so the new draft must show without a reload.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Drafts' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Compose' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compose New Post' })).toBeVisible();
  // The brand's aiVisuals preset opens the form in AI image mode.
  await expect(page.getByRole('radio', { name: /AI Generate Image/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Logo Integration' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Post description' }).fill('Croissant sale this weekend');
  await page.getByRole('checkbox', { name: 'Title Generation' }).check();
  await page.getByRole('checkbox', { name: 'Enhanced Brand Colors' }).check();
  await page.getByRole('checkbox', { name: 'Logo Integration' }).check();
  await page.getByRole('combobox', { name: 'Logo placement' }).selectOption('banner');
  await page.getByRole('checkbox', { name: 'Brand Photo Style Reference' }).check();
  await expect(page.getByRole('radio', { name: 'storefront.png' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate Post' }).click();

  await expect(page.getByRole('list', { name: 'Generation progress' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Saved to your drafts' });
  await expect(result.getByRole('status')).toHaveText('Draft saved!');
  await expect(result.getByRole('img')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Post description' })).toHaveValue('');
  // The page scrolled to the result, so the sticky header floats over the form: check the
  // page from the top, not controls covered by the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  const [draft] = await draftsOf(page, email);
  expect(draft?.original_post_desc).toBe('Croissant sale this weekend');
  expect(draft?.title).not.toBe('');
  expect(draft?.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.svg$/);
  expect(draft?.image_prompt).toContain('Logo placed banner');
  expect(JSON.parse(draft?.generation_params ?? '{}')).toMatchObject({
    imageGeneration: true,
    useBrandColors: true,
    useLogoIntegration: true,
    useBrandPhotoReference: true,
    logoPlacement: 'banner',
    referencePhotoIndex: 0,
  });
  await expect(result.getByRole('heading', { level: 3 })).toHaveText(draft?.title ?? '');

  await result.getByRole('link', { name: 'See all drafts on the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(draft?.title ?? '', { exact: true }).first()).toBeVisible();
});

test('an uploaded PNG is stored with its filename; a failed upload saves nothing', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);
  await openCompose(page);

  await page.getByRole('textbox', { name: 'Post description' }).fill('Our new sourdough');
  await page.getByRole('radio', { name: /Upload Image/ }).check();
  const input = page.getByLabel('Image file');

  await input.setInputFiles(pngFile('sourdough-fail-upload.png'));
  await expect(
    page.getByRole('img', { name: 'Preview of sourdough-fail-upload.png' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Image upload failed: Simulated upload failure')).toBeVisible();
  expect(await draftsOf(page, email)).toHaveLength(0);

  await page.getByRole('button', { name: 'Remove image' }).click();
  await input.setInputFiles(pngFile('sourdough.png'));
  const preview = page.getByRole('img', { name: 'Preview of sourdough.png' });
  await expect(preview).toBeVisible();
  expect((await preview.boundingBox())?.height ?? 0).toBeLessThanOrEqual(300);
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Draft saved!')).toBeVisible();

  const [draft] = await draftsOf(page, email);
  expect(draft?.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
  expect(draft?.image_prompt).toBeNull();
  expect(JSON.parse(draft?.generation_params ?? '{}')).toMatchObject({
    imageUploadMode: true,
    imageGeneration: false,
    uploadedImageName: 'sourdough.png',
  });
});

/** A 400 x 600 photo of noise: as large as a real photo, far over any data URL limit. */
async function photoFile(name: string) {
  const buffer = await sharp({
    create: {
      width: 400,
      height: 600,
      channels: 3,
      background: '#a16207',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function naturalSizeOf(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element) =>
        element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);
  return image.evaluate((element) =>
    element instanceof HTMLImageElement ? [element.naturalWidth, element.naturalHeight] : [],
  );
}

test('an uploaded photo is saved with the draft and shown on the dashboard after a reload', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);
  await openCompose(page);

  await page.getByRole('textbox', { name: 'Post description' }).fill('Our new sourdough loaf');
  await page.getByRole('radio', { name: /Upload Image/ }).check();
  const photo = await photoFile('loaf.jpg');
  expect(photo.buffer.length).toBeGreaterThan(50_000);
  await page.getByLabel('Image file').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Preview of loaf.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByText('Draft saved!')).toBeVisible();

  const [draft] = await draftsOf(page, email);
  expect(draft?.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);

  await page.goto('/dashboard');
  await page.reload();
  // The onboarded profile turns titles off, so the draft shows as 'Untitled Post'.
  const toggle = page.getByRole('button', { name: /^Untitled Post/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const image = page.getByRole('region', { name: /^Untitled Post/ }).getByRole('img');
  await expect(image).toHaveAttribute('src', draft?.image_url ?? '');
  expect(await naturalSizeOf(image)).toEqual([400, 600]);
  await expect(page.getByText('Uploaded image: loaf.jpg')).toBeVisible();
});

test('a file of the wrong type or over 10 MB is refused', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);
  await openCompose(page);
  await page.getByRole('radio', { name: /Upload Image/ }).check();
  const input = page.getByLabel('Image file');

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    page.getByText(
      'File type not supported. Please use: image/jpeg, image/jpg, image/png, image/gif',
    ),
  ).toBeVisible();

  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(11 * 1048576),
  });
  await expect(page.getByText('File size too large. Maximum size is 10MB.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Post' })).toBeDisabled();
});

/** True when the element's top-left area is what the page shows there, not an overlay. */
async function isUncovered(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(12, box.width / 2);
    const y = box.top + Math.min(12, box.height / 2);
    const shown = document.elementFromPoint(x, y);
    return shown !== null && (shown === element || element.contains(shown));
  });
}

test('on a phone the result comes into view, uncovered, and a failed image keeps the post', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signUpViaApi(page);
  await onboardViaApi(page, email);
  await openCompose(page);
  const generate = page.getByRole('button', { name: 'Generate Post' });

  // The image fails: the written post stays, in view, and saves without an image.
  await page.getByRole('textbox', { name: 'Post description' }).fill('Croissant sale fail-image');
  await generate.click();
  await expect(page.getByText('Image generation failed: Simulated image failure')).toBeVisible();
  const kept = page.getByRole('region', { name: 'Your post is written, without its image' });
  const keptHeading = kept.getByRole('heading', { level: 2 });
  await expect(keptHeading).toBeFocused();
  await expect(keptHeading).toBeInViewport();
  expect(await isUncovered(keptHeading)).toBe(true);
  expect(await draftsOf(page, email)).toHaveLength(0);
  await kept.getByRole('button', { name: 'Save without image' }).click();

  const result = page.getByRole('region', { name: 'Saved to your drafts' });
  await expect(result.getByRole('status')).toHaveText('Draft saved!');
  const [draft] = await draftsOf(page, email);
  expect(draft?.image_url).toBeNull();
  expect(draft?.original_post_desc).toBe('Croissant sale fail-image');

  // A post with its image: the result is brought to the top, below the header, and no
  // toast floats over it or over the Generate button.
  await page.getByRole('textbox', { name: 'Post description' }).fill('Croissants this Saturday');
  await generate.click();
  const heading = result.getByRole('heading', { level: 2 });
  await expect(result.getByRole('img')).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await isUncovered(heading)).toBe(true);
  expect(await isUncovered(result.getByRole('heading', { level: 3 }))).toBe(true);
  await expect(page.locator('.toast')).toHaveCount(0);
  await generate.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  expect(await isUncovered(generate)).toBe(true);
  await expectNoAxeViolations(page);
});
