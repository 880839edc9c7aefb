import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const SIGNED_OUT = ['Home', 'Pricing', 'Support'];
const SIGNED_IN_FULL = [
  'Dashboard',
  'Compose',
  'Schedule',
  'Library',
  'Analytics',
  'Integrations',
  'Billing',
  'Settings',
  'Support',
];
const SIGNED_IN_MOBILE = ['Dashboard', 'Compose', 'Schedule', 'Library', 'Settings'];

/** The visible navigation (only one shows at a time) holds exactly these links. */
async function expectNavigation(
  page: Page,
  shown: 'Main' | 'Mobile',
  links: string[],
  current: string,
) {
  const hidden = shown === 'Main' ? 'Mobile' : 'Main';
  await expect(page.getByRole('navigation', { name: hidden })).toBeHidden();
  const nav = page.getByRole('navigation', { name: shown });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(links);
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

test('signed out: Home, Pricing and Support on desktop and on a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/pricing');
  await expectNavigation(page, 'Main', SIGNED_OUT, 'Pricing');
  await expect(page.getByRole('link', { name: 'Smart Suite' })).toHaveAttribute('href', '/');

  await page.setViewportSize(PHONE);
  await expectNavigation(page, 'Mobile', SIGNED_OUT, 'Pricing');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('signed in: the full navigation on desktop, five tabs on a phone', async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/library');
  await expectNavigation(page, 'Main', SIGNED_IN_FULL, 'Library');
  await expect(page.getByRole('link', { name: 'Smart Suite' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  // A long e-mail local part is greeted as "Hi there", never cut mid-word.
  await expect(page.getByText(/^Hi(, \S+| there)$/)).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNavigation(page, 'Mobile', SIGNED_IN_MOBILE, 'Library');
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText([
    'Privacy Policy',
    'Terms of Service',
    'Data Deletion',
  ]);
});

test('axe finds no violations on the shell with the login and the signup modal open', async ({
  page,
}) => {
  await page.goto('/auth-debug');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);

  await login.getByRole('button', { name: 'Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup.getByLabel('Confirm Password')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeFocused();
});
