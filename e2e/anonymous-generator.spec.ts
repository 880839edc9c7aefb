import { expect, expectNoAxeViolations, test } from './fixtures';

test('the anonymous generator reaches /results and the post can be scheduled', async ({ page }) => {
  await page.goto('/old-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate a Post' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Business description' })
    .fill('A family bakery in Portland');
  await page.getByRole('textbox', { name: 'Post description' }).fill('Croissant sale this weekend');
  await page.getByRole('button', { name: 'Generate Post' }).click();

  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Generated Post' })).toBeVisible();
  const post = page.getByRole('article', { name: 'Generated post' });
  await expect(post.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(post.getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps the result.
  await page.reload();
  await expect(post.getByRole('heading', { level: 2 })).not.toBeEmpty();

  await page.getByRole('button', { name: 'Schedule Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Platform' }).selectOption('facebook');
  await dialog.getByRole('button', { name: 'Confirm Schedule' }).click();
  await expect(dialog).toBeHidden();
  // Nothing is published from here: the note says when, and that it will not go out.
  await expect(
    post.getByText(/Noted for Facebook on .*This post will not be published/),
  ).toBeVisible();
});
