import { sampleGenerationParams } from '@contract/samples';
import type { Page } from '@playwright/test';
import type { GenerationParams } from '../contract/generation';
import {
  callApi,
  expect,
  expectNoAxeViolations,
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
  /** A protected route: a visitor is sent to the landing page, which the walk already read. */
  visitorSentHome?: boolean;
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
    visitorSentHome: true,
    signedIn: /your brand is set up/i,
  },
  {
    name: 'dashboard',
    url: '/dashboard',
    signedOut: LANDING,
    signedIn: /golden crust bakery/i,
    visitorSentHome: true,
  },
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
    visitorSentHome: true,
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

/**
 * What else a visitor must see on a public page for it to have rendered its content, and
 * never a sample presented as theirs: checked in the signed-out walks of a11y.spec.ts, on
 * the render that axe reads.
 */
export const VISITOR_CONTENT: Partial<Record<string, (page: Page) => Promise<void>>> = {
  '/': async (page) => {
    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByText('Trusted by over 50,000 businesses')).toBeVisible();
    // The deferred demos were brought in by the scroll-through of openRoute.
    await expect(page.getByRole('button', { name: 'Try it Free' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'October 2025' })).toBeVisible();
  },
  '/pricing': async (page) => {
    await expect(page.getByText('Recommended')).toBeVisible();
    await expect(page.getByText('$79')).toBeVisible();
  },
  '/support': async (page) => {
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    await expect(page.getByText('We reply within 24 hours.', { exact: true })).toBeVisible();
  },
  // No sample files, numbers, plan or settings: a visitor is asked to log in.
  '/library': async (page) => {
    await expect(page.getByText('Log in to see your images.')).toBeVisible();
  },
  '/schedule': async (page) => {
    await expect(page.getByRole('grid', { name: /content calendar/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Posts' })).toBeVisible();
  },
  '/analytics': async (page) => {
    await expect(
      page.getByRole('heading', { level: 2, name: 'Log in to see your numbers' }),
    ).toBeVisible();
  },
  '/integrations': async (page) => {
    await expect(
      page.getByRole('button', { name: 'Connect Facebook (coming soon)' }),
    ).toBeDisabled();
  },
  '/billing': async (page) => {
    await expect(page.getByText('Log in to see your plan and invoices.')).toBeVisible();
  },
  '/settings': async (page) => {
    await expect(page.getByText('Log in to see and change your settings.')).toBeVisible();
  },
  '/privacy-policy': async (page) => {
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  },
  '/terms-of-service': async (page) => {
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  },
  '/data-deletion': async (page) => {
    await expect(page.getByText('Account Settings > Delete Account')).toBeVisible();
  },
};

/**
 * Axe on the screen as it is, at the desktop width and then on a phone, and back: one walk
 * reads every screen at both sizes without walking twice. Screenshots for review when
 * SHOTS_DIR is set.
 */
export async function expectAxeCleanAtBothSizes(page: Page, name: string, include?: string) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, include);
    const dir = process.env.SHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Nothing wider than the screen: a page that scrolls sideways on a phone is broken there. */
export async function expectNoHorizontalOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
}

/** Busy indicators that are replaced by the real content once data arrives. */
const BUSY = '.spinner, .drafts-loading, .demo-placeholder';

/**
 * Opens a route and waits until it has rendered its content: the expected h1, no busy
 * indicator, and on the landing page every lazily mounted section below the fold.
 * `inApp` follows the route inside the running app, as a link of the app does, instead of
 * loading the page anew: the same render for axe at a third of the cost of a full load.
 */
export async function openRoute(
  page: Page,
  url: string,
  heading: RegExp,
  { inApp = false }: { inApp?: boolean } = {},
) {
  if (inApp) await navigateInApp(page, url);
  else await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (new URL(page.url()).pathname === '/') await scrollThrough(page);
  await expect(page.locator(BUSY)).toHaveCount(0);
}

/** The router's own history: a pushed entry and the event the router listens to. */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
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
