import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Platform } from '@contract/onboarding';
import { sampleGenerationParams, sampleOnboardingData } from '@contract/samples';
import { DEFAULT_PASSWORD, expect, uniqueEmail } from '../fixtures';

/** The session cookie's name (server/src/auth/session-tokens.ts). */
export const SESSION_COOKIE = 'smart_suite_session';

/** A real PNG of the given size and colour, as a camera or a designer would hand over. */
export async function pngImage(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function pngFile(name: string, background = '#b45309') {
  return { name, mimeType: 'image/png', buffer: await pngImage(480, 320, background) };
}

interface StoredUser {
  email: string;
  [field: string]: unknown;
}

export interface SeededDraft {
  id: string;
  title: string;
  image_url: string | null;
}

export interface SeededOwner {
  email: string;
  password: string;
  user: StoredUser;
  logoUrl: string;
  photoUrls: string[];
  drafts: SeededDraft[];
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * An owner made through the real API, sharing the page's cookies (so the browser is
 * signed in on the server too): account, logo, two photos, the brand profile, an AI
 * image from the offline renderer and the drafts asked for.
 */
export async function seedOwner(
  page: Page,
  options: { business?: string; drafts?: string[]; prefix?: string; platforms?: Platform[] } = {},
): Promise<SeededOwner> {
  const request = page.request;
  const email = uniqueEmail(options.prefix ?? 'owner');
  const password = DEFAULT_PASSWORD;
  const { user } = await json<{ user: StoredUser }>(
    await request.post('/api/add-user', { data: { email, password } }),
  );

  const logoForm = new FormData();
  logoForm.append('file', new Blob([await pngImage(256, 256, '#4338ca')]), 'logo.png');
  logoForm.append('user_email', email);
  logoForm.append('file_type', 'logo');
  const logo = await json<{ url: string }>(
    await request.post('/api/upload', { multipart: logoForm }),
  );

  const photoForm = new FormData();
  photoForm.append('files', new Blob([await pngImage(640, 480, '#fde68a')]), 'shop.png');
  photoForm.append('files', new Blob([await pngImage(640, 480, '#92400e')]), 'bread.png');
  photoForm.append('user_email', email);
  photoForm.append('file_type', 'photo');
  const photos = await json<{ files: { url: string }[] }>(
    await request.post('/api/upload-multiple', { multipart: photoForm }),
  );

  const base = sampleOnboardingData({
    business: { name: options.business ?? 'Golden Crust Bakery' },
    ...(options.platforms ? { contentPrefs: { platforms: options.platforms } } : {}),
  });
  const profile = {
    ...base,
    brandAssets: {
      ...base.brandAssets,
      logoUrl: logo.url,
      photos: photos.files.map((file) => file.url),
    },
  };
  await json(
    await request.post('/api/onboarding', {
      data: {
        user_email: email,
        business_name: profile.business.name,
        industry: profile.business.industry,
        location: profile.business.city,
        employees: profile.business.employees,
        onboarding_data: profile,
      },
    }),
  );

  const drafts: SeededDraft[] = [];
  for (const [index, title] of (options.drafts ?? []).entries()) {
    // Drafts alternate: a branded image drawn by the server, then an uploaded photo.
    let imageUrl: string | null = null;
    let imagePrompt: string | null = null;
    let uploadedName: string | null = null;
    if (index % 2 === 1) {
      uploadedName = `post-${index}.png`;
      const form = new FormData();
      form.append('file', new Blob([await pngImage(800, 600, '#0f766e')]), uploadedName);
      form.append('user_email', email);
      form.append('file_type', 'post_image');
      imageUrl = (
        await json<{ url: string }>(await request.post('/api/upload', { multipart: form }))
      ).url;
    } else {
      const image = await json<{ image_url: string; image_prompt?: string; prompt?: string }>(
        await request.post('/api/generate-combined-brand-image', {
          data: {
            post_desc: title,
            user_email: email,
            onboarding_data: profile,
            use_brand_colors: true,
            use_logo_integration: true,
            use_brand_photo_reference: false,
            use_advanced_settings: false,
            brand_colors: profile.brandAssets.colors,
            logo_placement: 'banner',
            reference_photo_index: 0,
            style_preferences: '',
            quality: 'medium',
            background: 'opaque',
            output_compression: 85,
          },
        }),
      );
      imageUrl = image.image_url;
      imagePrompt = image.image_prompt ?? image.prompt ?? title;
    }
    const { draft } = await json<{ draft: SeededDraft }>(
      await request.post('/api/save-draft', {
        data: {
          user_email: email,
          title,
          caption: `${title}: fresh from the oven, only this weekend.`,
          hashtags: '#bakery #shoplocal',
          image_url: imageUrl,
          image_prompt: imagePrompt,
          generation_params: JSON.stringify(
            sampleGenerationParams(
              uploadedName
                ? { imageUploadMode: true, uploadedImageName: uploadedName }
                : { imageGeneration: true, useLogoIntegration: true, logoPlacement: 'banner' },
            ),
          ),
          original_post_desc: title,
        },
      }),
    );
    drafts.push(draft);
  }

  return {
    email,
    password,
    user,
    logoUrl: logo.url,
    photoUrls: photos.files.map((file) => file.url),
    drafts,
  };
}

/** Stores the user the way the app does after a sign-in (the cookie is already set). */
export async function rememberUser(page: Page, user: StoredUser) {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);
}

/** Logs in through the modal on the current page. */
export async function logInThroughModal(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
}

/** The image has arrived and decoded: a broken or blocked image has no natural width. */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element) =>
        element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);
}

/** Opens a draft card on the dashboard and returns its panel. */
export async function openDraft(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: new RegExp(`^${title}`) });
}

export const draftsMetric = (page: Page) =>
  page.locator('dt', { hasText: /^Drafts$/ }).locator('+ dd');
