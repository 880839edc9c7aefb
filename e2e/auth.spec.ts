import { DEFAULT_PASSWORD, expect, test, uniqueEmail } from './fixtures';

test('signs up, lands on /onboarding, logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome back' })
    .getByRole('button', { name: 'Sign up' })
    .click();

  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await signup.getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a wrong password shows the server message in the modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(uniqueEmail('nobody'));
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
});

test('a signed-out visitor is sent from /dashboard to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
});
