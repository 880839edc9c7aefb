import { sampleGenerationParams } from '@contract/samples';
import type { Page } from '@playwright/test';
import type { GenerationParams } from '../contract/generation';
import {
  callApi,
  expect,
  onboardViaApi,
  SAMPLE_IMAGE_DATA_URL,
  signUpViaApi,
  uniqueEmail,
} from './fixtures';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

export interface RouteCase {
  /** A short name for reports and screenshot files. */
  name: string;
  url: string;
  /** The h1 each state lands on (a signed-out visitor is sent home from protected routes). */
  signedOut: RegExp;
  signedIn: RegExp;
}

const LANDING = /month of social posts/i;

/** Every route of src/config/paths.ts, plus the callback's error view and a 404. */
export const ROUTES: RouteCase[] = [
  { name: 'landing', url: '/', signedOut: LANDING, signedIn: LANDING },
  {
    name: 'old-landing',
    url: '/old-landing',
    signedOut: /generate a post/i,
    signedIn: /generate a post/i,
  },
  {
    name: 'pricing',
    url: '/pricing',
    signedOut: /choose your plan/i,
    signedIn: /choose your plan/i,
  },
  { name: 'support', url: '/support', signedOut: /^support$/i, signedIn: /^support$/i },
  // A completed profile is sent on to the dashboard; opened on purpose it shows its status.
  {
    name: 'onboarding',
    url: '/onboarding?intent=update',
    signedOut: LANDING,
    signedIn: /your brand is set up/i,
  },
  { name: 'dashboard', url: '/dashboard', signedOut: LANDING, signedIn: /golden crust bakery/i },
  {
    name: 'compose',
    url: '/compose',
    signedOut: /compose new post/i,
    signedIn: /compose new post/i,
  },
  {
    name: 'results',
    url: '/results',
    signedOut: /your generated post/i,
    signedIn: /your generated post/i,
  },
  {
    name: 'schedule',
    url: '/schedule',
    signedOut: /content scheduler/i,
    signedIn: /content scheduler/i,
  },
  { name: 'library', url: '/library', signedOut: /media library/i, signedIn: /media library/i },
  { name: 'analytics', url: '/analytics', signedOut: /^analytics$/i, signedIn: /^analytics$/i },
  {
    name: 'integrations',
    url: '/integrations',
    signedOut: /^integrations$/i,
    signedIn: /^integrations$/i,
  },
  { name: 'billing', url: '/billing', signedOut: /^billing$/i, signedIn: /^billing$/i },
  { name: 'settings', url: '/settings', signedOut: /^settings$/i, signedIn: /^settings$/i },
  {
    name: 'business-profile',
    url: '/business',
    signedOut: LANDING,
    signedIn: /^your business$/i,
  },
  {
    name: 'privacy-policy',
    url: '/privacy-policy',
    signedOut: /privacy policy/i,
    signedIn: /privacy policy/i,
  },
  {
    name: 'terms-of-service',
    url: '/terms-of-service',
    signedOut: /terms of service/i,
    signedIn: /terms of service/i,
  },
  {
    name: 'data-deletion',
    url: '/data-deletion',
    signedOut: /data deletion/i,
    signedIn: /data deletion/i,
  },
  {
    name: 'auth-callback',
    url: '/auth/callback',
    signedOut: /couldn.t sign you in/i,
    signedIn: /couldn.t sign you in/i,
  },
  {
    name: 'auth-callback-error',
    url: '/auth/callback?error=access_denied',
    signedOut: /couldn.t sign you in/i,
    signedIn: /couldn.t sign you in/i,
  },
  { name: 'auth-debug', url: '/auth-debug', signedOut: /auth debug/i, signedIn: /auth debug/i },
  {
    name: 'not-found',
    url: '/no-such-page',
    signedOut: /page not found/i,
    signedIn: /page not found/i,
  },
];

/** Busy indicators that are replaced by the real content once data arrives. */
const BUSY = '.spinner, .drafts-loading, .demo-placeholder';

/**
 * Opens a route and waits until it has rendered its content: the expected h1, no busy
 * indicator, and on the landing page every lazily mounted section below the fold.
 */
export async function openRoute(page: Page, url: string, heading: RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (new URL(page.url()).pathname === '/') await scrollThrough(page);
  await expect(page.locator(BUSY)).toHaveCount(0);
}

/**
 * Scrolls to the bottom a screen at a time, so deferred sections mount and load. A slot
 * mounts when it comes near the viewport after the app has started; a pass made before
 * that (a busy machine, a slow start) leaves it empty, so the pass is made again from the
 * top until the demo's button is there and no slot still shows its placeholder.
 */
export async function scrollThrough(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let step = 0; step < 40; step += 1) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(50);
      if (atBottom) break;
    }
    await expect(page.getByRole('button', { name: 'Try it Free' })).toBeVisible({
      timeout: 10_000,
    });
    // Every deferred slot filled, the calendar demo's too, or the pass is made again.
    await expect(page.locator('.demo-placeholder')).toHaveCount(0, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

const generationParams = (changes: Partial<GenerationParams> = {}) =>
  JSON.stringify(sampleGenerationParams(changes));

/** Two drafts, one with an AI image and one without, so the list shows both kinds. */
async function seedDrafts(page: Page, email: string) {
  const drafts = [
    {
      title: 'Croissant Saturday',
      image_url: SAMPLE_IMAGE_DATA_URL,
      image_prompt: 'Golden croissants on a wooden board',
      generation_params: generationParams({ imageGeneration: true }),
    },
    { title: '', image_url: null, image_prompt: null, generation_params: generationParams() },
  ];
  for (const draft of drafts) {
    const answer = await callApi(page, 'POST', '/save-draft', {
      user_email: email,
      caption: 'Fresh from the oven this weekend: flaky, buttery and gone by noon.',
      hashtags: '#bakery #shoplocal #croissant',
      original_post_desc: 'Weekend croissant special',
      ...draft,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}

/** A signed-in owner with a completed brand profile and two drafts. */
export async function signInOnboarded(page: Page) {
  const session = await signUpViaApi(page, uniqueEmail('a11y'));
  await onboardViaApi(page, session.email);
  await seedDrafts(page, session.email);
  return session;
}
