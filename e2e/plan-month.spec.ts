import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  onboardViaApi,
  sampleOnboardingData,
  signUpViaApi,
  test,
} from './fixtures';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Next month's short name, as the set-up screen defaults to it. */
function nextMonthName(): string {
  const now = new Date();
  return MONTHS[(now.getMonth() + 1) % 12] ?? 'Jan';
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/month-${name}.png`, fullPage: true });
}

test('plan a month for a bakery: own date, edit a brief, write, reload mid-run, approve, calendar, edit, delete', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const { email } = await signUpViaApi(page);
  const profile = sampleOnboardingData();
  profile.contentPrefs.postsPerMonth = 6;
  await onboardViaApi(page, email, profile);

  await page.goto('/schedule/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan a month' })).toBeVisible();
  await expect(page.getByLabel('Number of posts')).toHaveValue('6');
  const month = nextMonthName();
  await page
    .getByLabel('Your dates (one per line)')
    .fill(`14 ${month}: Valentine's pre-orders close 12 ${month} at 6pm`);
  await expectNoAxeViolations(page);
  await shoot(page, 'setup-desktop');
  await page.getByRole('button', { name: 'Plan my month' }).click();

  const table = page.getByRole('table', { name: 'Planned posts' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(
    table.getByRole('row', { name: /Your date/ }).getByRole('textbox', { name: /brief/ }),
  ).toHaveValue(/^Valentine's pre-orders close/);
  await table.getByLabel('Post 3 brief').fill('Meet Mia, who shapes every croissant by hand');
  await expectNoAxeViolations(page);
  await shoot(page, 'plan-desktop');
  await page.getByRole('button', { name: 'Write 6 posts' }).click();

  const status = page.locator('#plan-progress-text');
  await expect(status).toHaveText(/^[1-5] of 6 posts written\. Now writing: /);
  await page.reload();
  await expect(status).toHaveText(/of 6 posts written/);
  await expect(status).toHaveText(/^6 of 6 posts written$/, { timeout: 30_000 });
  await expect(
    page
      .locator('.plan-review')
      .getByText(/Meet Mia/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'written-desktop');
  await page.getByRole('button', { name: 'Approve all (6)' }).click();
  // Posts the owner has not opened are approved only after a question that counts them.
  const question = page.getByRole('alertdialog', { name: 'Approve all 6 posts?' });
  const approved = page.getByText('6 posts approved and scheduled.');
  await expect(question.or(approved)).toBeVisible();
  if (await question.isVisible())
    await question.getByRole('button', { name: 'Approve all 6' }).click();
  await expect(approved).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve all (0)' })).toBeVisible();

  await page.getByRole('link', { name: 'See them on the calendar' }).click();
  const upcoming = page.getByRole('region', { name: 'Upcoming Posts' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(6);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page.getByRole('grid', { name: /content calendar/i }).locator('.calendar-post'),
  ).toHaveCount(6);
  await expectNoAxeViolations(page);
  await shoot(page, 'schedule-desktop');

  const firstTitle =
    (await upcoming.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await upcoming.getByRole('button', { name: `Edit ${firstTitle}` }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Title').fill('Valentine pre-orders: last call');
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(
    upcoming.getByRole('heading', { name: 'Valentine pre-orders: last call' }),
  ).toBeVisible();

  await upcoming.getByRole('button', { name: 'Delete Valentine pre-orders: last call' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(5);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await shoot(page, 'schedule-phone');
  await page.goto('/schedule/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan a month' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'setup-phone');
});
