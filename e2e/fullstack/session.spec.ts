import { rememberUser, seedOwner, SESSION_COOKIE } from './helpers';
import { expect, test } from './server-fixture';

test('when the session cookie goes, the next action asks to log in again and then carries on', async ({
  page,
}) => {
  const owner = await seedOwner(page);
  await rememberUser(page, owner.user);
  await page.goto('/compose');
  await page.getByRole('radio', { name: /No Image/ }).check();
  await page.getByRole('textbox', { name: 'Post description' }).fill('Pumpkin bread is back');

  // The server forgets nothing, but the browser loses its cookie (cleared, expired).
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain(SESSION_COOKIE);
  await page.context().clearCookies({ name: SESSION_COOKIE });

  await page.getByRole('button', { name: 'Generate Post' }).click();
  const login = page.getByRole('dialog', {
    name: 'Welcome back',
    description: 'Your session has expired. Please log in again.',
  });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect(page).toHaveURL(/\/compose$/);
  await expect(login.getByLabel('Email')).toHaveValue(owner.email);
  await login.getByLabel('Password').fill(owner.password);
  await login.getByRole('button', { name: 'Log In' }).click();

  // Back where they were, with what they had typed: the post can be made now.
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/compose$/);
  await expect(page.getByRole('textbox', { name: 'Post description' })).toHaveValue(
    'Pumpkin bread is back',
  );
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(page.getByRole('region', { name: 'Saved to your drafts' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
});

test('Log Out ends the session on the server, not only in the browser', async ({ page }) => {
  const owner = await seedOwner(page);
  await rememberUser(page, owner.user);
  await page.goto('/dashboard');
  const [cookie] = (await page.context().cookies()).filter((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error('No session cookie after sign-up');

  const logout = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/logout'),
  );
  await page.getByRole('button', { name: 'Log Out' }).click();
  await logout;
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).map((item) => item.name)).not.toContain(SESSION_COOKIE);

  // The old cookie, replayed, opens nothing: the server deleted the session.
  await page.context().addCookies([cookie]);
  const answer = await page.request.get(
    `/api/get-drafts?user_email=${encodeURIComponent(owner.email)}`,
  );
  expect(answer.status()).toBe(401);
});

test('/auth/callback sends the code to the server, which refuses a provider it has no secret for', async ({
  page,
}) => {
  await page.goto('/auth/callback?code=abc&provider=google');
  await expect(
    page.getByText('Authentication failed: Google sign-in is not configured on this server'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.context().cookies()).toEqual([]);
});
