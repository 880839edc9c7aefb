import { DEFAULT_PASSWORD, uniqueEmail } from '../fixtures';
import { draftsMetric, expectImageLoaded, logInThroughModal, openDraft, pngFile } from './helpers';
import { expect, test } from './server-fixture';

const BUSINESS = 'Golden Crust Bakery';

test('a new owner signs up, sets up the brand, composes two posts and finds them again from a fresh browser', async ({
  page,
  browser,
  fullstack,
}) => {
  // The whole product over real HTTP: a dozen screens, uploads and two generations.
  test.slow();
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  const email = uniqueEmail('journey');

  // Sign up.
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
  await expect(page).toHaveURL(/\/onboarding$/);

  // Brand setup with a real logo and two real photos.
  await page.getByRole('textbox', { name: 'Business Name *' }).fill(BUSINESS);
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Bakery');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Upload logo').setInputFiles(await pngFile('logo.png', '#4338ca'));
  const logoPreview = page.getByRole('img', { name: 'Logo preview: logo.png' });
  await expect(logoPreview).toHaveAttribute('src', /^\/media\//);
  await expectImageLoaded(logoPreview);
  await page
    .getByLabel('Upload photos')
    .setInputFiles([await pngFile('shop.png', '#fde68a'), await pngFile('bread.png', '#92400e')]);
  await expect(page.getByRole('img', { name: /^Brand photo/ })).toHaveCount(2);
  for (const photo of await page.getByRole('img', { name: /^Brand photo/ }).all()) {
    await expect(photo).toHaveAttribute('src', /^\/media\//);
    await expectImageLoaded(photo);
  }
  await page.getByRole('button', { name: 'Add Color' }).click();
  await page.getByLabel('Brand color 1', { exact: true }).fill('#b45309');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();

  // A post with an AI image and the logo as a banner.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Compose' })
    .click();
  await expect(page.getByRole('radio', { name: /AI Generate Image/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Post description' }).fill('Croissant sale this weekend');
  await page.getByRole('checkbox', { name: 'Title Generation' }).check();
  await page.getByRole('checkbox', { name: 'Logo Integration' }).check();
  await page.getByRole('combobox', { name: 'Logo placement' }).selectOption('banner');
  await page.getByRole('button', { name: 'Generate Post' }).click();
  const result = page.getByRole('region', { name: 'Saved to your drafts' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByRole('img')).toHaveAttribute('src', /^\/media\//);
  await expectImageLoaded(result.getByRole('img'));
  const aiTitle = (await result.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(aiTitle).not.toBe('');

  // A post with an uploaded PNG.
  await page.getByRole('textbox', { name: 'Post description' }).fill('Our new sourdough loaf');
  await page.getByRole('radio', { name: /Upload Image/ }).check();
  await page.getByLabel('Image file').setInputFiles(await pngFile('sourdough.png', '#a16207'));
  await expect(page.getByRole('img', { name: 'Preview of sourdough.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect(result.getByRole('heading', { level: 3 })).not.toHaveText(aiTitle, {
    timeout: 30_000,
  });
  await expect(result.getByRole('img')).toHaveAttribute('src', /^\/media\//);
  const uploadedTitle = (await result.getByRole('heading', { level: 3 }).textContent()) ?? '';

  // Both on the dashboard, their images served by the server.
  await result.getByRole('link', { name: 'See all drafts on the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(draftsMetric(page)).toHaveText('2');
  for (const title of [aiTitle, uploadedTitle]) {
    const panel = await openDraft(page, title);
    await expectImageLoaded(panel.getByRole('img'));
  }
  await expect(page.getByText('Uploaded image: sourdough.png')).toBeVisible();
  expect(csp, 'Content-Security-Policy violations').toEqual([]);

  // A fresh browser (no localStorage, no cookie) logs in and finds the same drafts: the
  // data lives on the server.
  const other = await browser.newContext({ baseURL: fullstack.url });
  try {
    const fresh = await other.newPage();
    await fresh.goto('/');
    expect(await fresh.evaluate(() => localStorage.length)).toBe(0);
    await logInThroughModal(fresh, email);
    // Brand setup is done, so the onboarding page sends the owner on to the dashboard.
    await expect(fresh).toHaveURL(/\/dashboard$/);
    await expect(fresh.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    await expect(draftsMetric(fresh)).toHaveText('2');
    for (const title of [aiTitle, uploadedTitle]) {
      const panel = await openDraft(fresh, title);
      await expectImageLoaded(panel.getByRole('img'));
    }
  } finally {
    await other.close();
  }
});
