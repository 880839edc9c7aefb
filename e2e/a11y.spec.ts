import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test, uniqueEmail } from './fixtures';
import {
  ROUTES,
  VIEWPORTS,
  VISITOR_CONTENT,
  expectNoHorizontalOverflow,
  openRoute,
  signInOnboarded,
} from './route-cases';

/** Axe on every route, for each sign-in state and width: one test per combination. */
for (const signedIn of [false, true]) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const state = signedIn ? 'signed in' : 'signed out';
    test(`every route passes axe (${state}, ${viewport.width}x${viewport.height})`, async ({
      page,
    }) => {
      // Twenty-odd routes with axe runs: about a minute on a quiet machine, 250 s with both
      // cores kept busy, and up to 6 min on 25 November with two workers in Chromium 156.
      test.setTimeout(900_000);
      await page.setViewportSize(viewport);
      if (signedIn) await signInOnboarded(page);

      const onPhone = viewport === VIEWPORTS.phone;
      const targetPages = signedIn ? TOUCH_TARGET_PAGES.signedIn : TOUCH_TARGET_PAGES.signedOut;
      for (const [index, route] of ROUTES.entries()) {
        await test.step(route.url, async () => {
          // A visitor's walk loads every route anew, as a link from outside does; their
          // public pages are not the app's router (ADR 0038). Signed in, the walk follows the
          // routes inside the running app, as its menu does; the signed-in pages loaded anew
          // are the brand-new owner's tour on the real server (fullstack/account.spec.ts).
          const inApp = signedIn && index > 0;
          const heading = signedIn ? route.signedIn : route.signedOut;
          await openRoute(page, route.url, heading, { inApp });
          // Sent to the landing page, which the first step has read.
          if (!signedIn && route.visitorSentHome) return;
          if (!signedIn) await VISITOR_CONTENT[route.url]?.(page);
          await expectNoHorizontalOverflow(page, `${route.url} at ${viewport.width}px`);
          await expectNoAxeViolations(page);
          // The same render as axe's: touch targets on a phone, without a second visit.
          if (onPhone && targetPages.includes(route.url))
            await expectNoSmallTargets(page, route.url);
        });
      }

      if (signedIn) {
        await test.step('dashboard: an open draft and the delete confirmation', async () => {
          await openRoute(page, '/dashboard', /golden crust bakery/i);
          await page.getByRole('button', { name: /croissant saturday/i, expanded: false }).click();
          await expect(
            page.getByRole('button', { name: /croissant saturday/i, expanded: true }),
          ).toBeVisible();
          await expectNoAxeViolations(page);
          if (onPhone) await expectNoSmallTargets(page, '/dashboard with a draft open');
          await page.getByRole('button', { name: 'Delete draft: Croissant Saturday' }).click();
          await expect(page.getByRole('alertdialog')).toBeVisible();
          await expectNoAxeViolations(page);
        });
        if (onPhone) {
          await test.step('compose with the AI image options: touch targets', async () => {
            await openRoute(page, '/compose', /compose new post/i);
            // Every option open: the AI image options bring the most controls.
            await page.getByRole('radio', { name: 'AI Generate Image' }).check();
            await expect(page.getByRole('checkbox', { name: 'Logo Integration' })).toBeVisible();
            await expectNoSmallTargets(page, '/compose with the AI image options');
          });
        }
      } else {
        await test.step(`${label}: the login and signup modals`, async () => {
          await openRoute(page, '/', /month of social posts/i);
          await page.getByRole('button', { name: 'Log In' }).first().click();
          const login = page.getByRole('dialog', { name: 'Welcome back' });
          await expect(login.getByRole('textbox', { name: 'Email' })).toBeVisible();
          await expectNoAxeViolations(page);
          await page.getByRole('button', { name: 'Sign up' }).click();
          const signup = page.getByRole('dialog', { name: 'Create your account' });
          await expect(signup.getByRole('textbox', { name: 'Email' })).toBeVisible();
          // With its validation errors showing, too.
          await signup.getByRole('button', { name: 'Create Account' }).click();
          await expect(signup.getByText('Email is required')).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}

for (const viewport of Object.values(VIEWPORTS)) {
  test(`the brand setup wizard passes axe on each step (${viewport.width}x${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page, uniqueEmail('wizard'));
    await openRoute(page, '/onboarding', /set up your brand/i);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Business Name *' }).fill('Golden Crust Bakery');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your brand assets' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Content preferences' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The wizard's last step is mostly checkboxes and radios.
    if (viewport === VIEWPORTS.phone) await expectNoSmallTargets(page, '/onboarding step 3');
  });
}

const INTERACTIVE = 'a[href], button, input, select, textarea, [role="tab"], summary';

interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element smaller than 24x24 CSS px (WCAG 2.2 2.5.8), except
 * links inside a sentence (the inline exception). An input hidden behind a custom control
 * is measured by the control the user actually presses: its label.
 */
function findSmallTargets(page: Page, selector: string) {
  return page.evaluate((selector): SmallTarget[] => {
    const MIN = 24;
    const describe = (element: Element) => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
      const name = label?.textContent || element.textContent || element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 40)}"`;
    };
    const isInlineLink = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const sentence = element.parentElement?.closest('p, li');
      const own = (element.textContent ?? '').trim();
      return Boolean(sentence && (sentence.textContent ?? '').trim().length > own.length);
    };
    const isHiddenBehindControl = (element: HTMLElement, box: DOMRect) =>
      element instanceof HTMLInputElement &&
      (getComputedStyle(element).opacity === '0' || box.width <= 1 || box.height <= 1);

    const small: SmallTarget[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (isInlineLink(element)) continue;
      if (isHiddenBehindControl(element, box)) {
        const label = element.closest('label') ?? (element as HTMLInputElement).labels?.[0];
        if (!label) {
          small.push({ element: describe(element), width: box.width, height: box.height });
          continue;
        }
        box = label.getBoundingClientRect();
      }
      if (box.width < MIN || box.height < MIN) {
        small.push({
          element: describe(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, selector);
}

/**
 * Touch targets of at least 24x24 on a phone (WCAG 2.2 2.5.8), checked in the phone walks
 * above on the pages with the most controls, on the same render axe reads.
 */
const TOUCH_TARGET_PAGES = {
  signedOut: ['/', '/pricing', '/support', '/old-landing'],
  signedIn: ['/dashboard', '/compose'],
};

async function expectNoSmallTargets(page: Page, name: string) {
  expect(await findSmallTargets(page, INTERACTIVE), `small targets on ${name}`).toEqual([]);
}

interface FocusRing {
  element: string;
  visible: boolean;
  /** Entirely hidden behind something drawn over it (the sticky header, the tab bar). */
  obscured: boolean;
}

/**
 * Whether the focused element (or the control drawn for a hidden input) shows a ring: an
 * outline, or a box-shadow that it does not have when unfocused.
 */
function focusRing(page: Page) {
  return page.evaluate((): FocusRing | null => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const candidates: Element[] = [active];
    if (active instanceof HTMLInputElement && getComputedStyle(active).opacity === '0') {
      if (active.nextElementSibling) candidates.push(active.nextElementSibling);
      const label = active.closest('label');
      if (label) candidates.push(label);
    }
    const hasOutline = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    const shadows = () => candidates.map((element) => getComputedStyle(element).boxShadow);
    let visible = candidates.some(hasOutline);
    if (!visible) {
      const focused = shadows();
      active.blur();
      const unfocused = shadows();
      active.focus();
      visible = focused.some((shadow, index) => shadow !== 'none' && shadow !== unfocused[index]);
    }
    // WCAG 2.4.11: some of the focused control must show. Sample its centre and corners (of
    // the control drawn for a hidden input) and ask what is on top there.
    const drawn = candidates[candidates.length - 1] ?? active;
    const box = drawn.getBoundingClientRect();
    const inset = Math.min(3, box.width / 2, box.height / 2);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    const shows = ([x = 0, y = 0]: number[]) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && candidates.some((element) => element.contains(top));
    };
    const obscured = box.width > 0 && box.height > 0 && !points.some(shows);
    const name = (active.textContent || active.getAttribute('aria-label') || '').trim();
    return {
      element: `${active.tagName.toLowerCase()} "${name.slice(0, 30)}"`,
      visible,
      obscured,
    };
  });
}

test('keyboard focus is always visible', async ({ page }) => {
  test.setTimeout(360_000);
  const check = async (name: string, stops: number) => {
    const seen: FocusRing[] = [];
    for (let index = 0; index < stops; index += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (ring) seen.push(ring);
    }
    expect(seen.length, `focusable elements on ${name}`).toBeGreaterThan(3);
    expect(
      seen.filter((ring) => !ring.visible),
      `focus without a visible ring on ${name}`,
    ).toEqual([]);
    expect(
      seen.filter((ring) => ring.obscured),
      `focus hidden behind the header or the tab bar on ${name}`,
    ).toEqual([]);
  };

  for (const [url, heading] of [
    ['/', /month of social posts/i],
    ['/pricing', /choose your plan/i],
    ['/support', /^support$/i],
  ] as const) {
    await openRoute(page, url, heading);
    await check(url, 25);
  }
  await signInOnboarded(page);
  await openRoute(page, '/dashboard', /golden crust bakery/i);
  await check('/dashboard', 25);
  await openRoute(page, '/compose', /compose new post/i);
  await check('/compose', 30);
  await openRoute(page, '/settings', /^settings$/i);
  await check('/settings', 20);

  // On a phone the tab bar is fixed over the bottom of the page as well.
  await page.setViewportSize(VIEWPORTS.phone);
  await openRoute(page, '/dashboard', /golden crust bakery/i);
  await check('/dashboard on a phone', 25);
  await openRoute(page, '/compose', /compose new post/i);
  await check('/compose on a phone', 30);
  await openRoute(page, '/settings', /^settings$/i);
  await check('/settings on a phone', 20);
});

/** Longest animation or transition (in seconds) of any element on the page. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        0,
        ...value.split(',').map((part) => {
          const number = parseFloat(part);
          return part.trim().endsWith('ms') ? number / 1000 : number;
        }),
      );
    let longest = { element: '', seconds: 0 };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
      const moving = style.transitionProperty !== 'none' ? seconds(style.transitionDuration) : 0;
      const value = Math.max(animated, moving);
      if (value > longest.seconds) {
        longest = {
          element: `${element.tagName.toLowerCase()}.${String(element.className)}`,
          seconds: value,
        };
      }
    }
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => Number(animation.effect?.getTiming().duration ?? 0))
      .filter((duration) => duration > 10);
    return { longest, running: running.length };
  });
}

/** Adds a spinner wheel so its animation is measured on pages that are not loading. */
function spinnerDuration(page: Page) {
  return page.evaluate(() => {
    const wheel = document.createElement('span');
    wheel.className = 'spinner-wheel';
    document.body.append(wheel);
    const duration = getComputedStyle(wheel).animationDuration;
    wheel.remove();
    return duration;
  });
}

test('animations and transitions stop when the user asks for reduced motion', async ({ page }) => {
  // Without the preference, the button transition and the spinner really move.
  await signInOnboarded(page);
  await openRoute(page, '/dashboard', /golden crust bakery/i);
  const btn = page.locator('.btn').first();
  expect(await btn.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toMatch(
    /^0s$/,
  );
  expect(await spinnerDuration(page)).toBe('0.8s');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [url, heading] of [
    ['/', /month of social posts/i],
    ['/dashboard', /golden crust bakery/i],
    ['/compose', /compose new post/i],
    ['/support', /^support$/i],
  ] as const) {
    await openRoute(page, url, heading);
    const { longest, running } = await longestMotion(page);
    expect(longest.seconds, `longest motion on ${url}: ${longest.element}`).toBeLessThan(0.01);
    expect(running, `running animations on ${url}`).toBe(0);
    expect(parseFloat(await spinnerDuration(page))).toBeLessThan(0.01);
  }
});
