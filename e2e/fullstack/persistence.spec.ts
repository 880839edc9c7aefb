import {
  draftsMetric,
  expectImageLoaded,
  logInThroughModal,
  openDraft,
  rememberUser,
  seedOwner,
} from './helpers';
import { expect, test } from './server-fixture';

test('the account, brand profile and drafts survive a server restart', async ({
  page,
  fullstack,
}) => {
  const owner = await seedOwner(page, {
    business: 'Rise & Shine Bakery',
    drafts: ['Sourdough Saturday', 'Croissant Friday'],
  });
  await rememberUser(page, owner.user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Rise & Shine Bakery' })).toBeVisible();
  await expect(draftsMetric(page)).toHaveText('2');

  await fullstack.restart();

  // The same browser, its session cookie and its page: everything is still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rise & Shine Bakery' })).toBeVisible();
  await expect(draftsMetric(page)).toHaveText('2');
  await expectImageLoaded((await openDraft(page, 'Sourdough Saturday')).getByRole('img'));

  // Signing out and in again works against the restarted server's database.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logInThroughModal(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Croissant Friday/ })).toBeVisible();
});

test('a deleted draft stays deleted after a reload', async ({ page }) => {
  const owner = await seedOwner(page, { drafts: ['Keep me', 'Delete me'] });
  await rememberUser(page, owner.user);
  await page.goto('/dashboard');
  await expect(draftsMetric(page)).toHaveText('2');

  await page.getByRole('button', { name: 'Delete draft: Delete me' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this draft?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: /^Delete me/ })).toHaveCount(0);
  await expect(draftsMetric(page)).toHaveText('1');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Keep me/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete me/ })).toHaveCount(0);
  await expect(draftsMetric(page)).toHaveText('1');
  const answer = await page.request.get(
    `/api/get-drafts?user_email=${encodeURIComponent(owner.email)}`,
  );
  const body = (await answer.json()) as { drafts: { title: string }[] };
  expect(body.drafts.map((draft) => draft.title)).toEqual(['Keep me']);
});
