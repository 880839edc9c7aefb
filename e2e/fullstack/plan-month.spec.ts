import { expectAxeCleanAtBothSizes, expectNoHorizontalOverflow } from '../route-cases';
import { expectImageLoaded, rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';
import { MONTH_NAMES } from '@core/schedule/month-names';

/** Next month as the set-up screen defaults to it: its name, short name and number of days. */
function nextMonth() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const name = MONTH_NAMES[first.getMonth()] ?? 'January';
  const iso = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`;
  return { name, short: name.slice(0, 3), days, iso };
}

/** February of next year, always ahead: 28 days, or 29 in a leap year. */
function nextFebruary() {
  const year = new Date().getFullYear() + 1;
  return { iso: `${year}-02`, days: new Date(year, 2, 0).getDate() };
}

// One walk: the month is planned, written and reviewed at the desktop width, the review also
// looked at on a phone, and each screen is read by axe at both sizes on the way
// (expectAxeCleanAtBothSizes); the mock's walk (e2e/plan-month.spec.ts) reviews on a phone.
test('a bakery plans a month on the real server: own date, a brief edited, written by jobs across a reload, back from the dashboard, reviewed, edited in place, another version, approved with a warning, on the calendar, edited, deleted', async ({
  page,
}) => {
  // Thirty posts with images written by the server's jobs, then reviewed.
  test.slow();
  const owner = await seedOwner(page, { prefix: 'plan' });
  await rememberUser(page, owner.user);
  const month = nextMonth();
  const expected = Math.min(30, month.days);
  const setup = page.getByRole('form', { name: 'Set up your month' });
  const table = page.getByRole('table', { name: 'Planned posts' });
  const status = page.locator('#plan-progress-text');
  const upcoming = page.getByRole('region', { name: 'Upcoming Posts' });

  // Thirty asked, but Instagram and Facebook post Monday to Saturday only.
  await test.step('set up', async () => {
    await page.goto('/schedule/plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan a month' })).toBeVisible();
    const count = setup.getByLabel('Number of posts');
    await expect(count).toHaveValue('12');
    await count.fill('30');
    const note = setup.getByRole('status');
    await expect(note).toHaveText(
      /^Your posting days fall on (\d+) days in \w+, so this plan has \1 posts — one a day at most\. Tick more days for more posts\.$/,
    );
    await setup
      .getByLabel('Your dates (one per line)')
      .fill(`14 ${month.short}: Celebration cake pre-orders close 12 ${month.short} at 6pm`);
    await expectAxeCleanAtBothSizes(page, 'plan-setup-message');

    // Instagram on Sundays too: every day posts, so the month's length is the only limit.
    await setup.getByRole('checkbox', { name: 'Instagram on Sunday' }).check();

    // February is too short for thirty: the screen says so before anything is planned.
    const monthField = setup.getByLabel('Month');
    const february = nextFebruary();
    await monthField.fill(february.iso);
    await expect(note).toHaveText(
      `February has ${february.days} days, so this plan has ${february.days} posts — one a day at most.`,
    );
    await monthField.fill(month.iso);
    await expect(monthField).toHaveValue(month.iso);
    if (expected < 30) {
      await expect(note).toHaveText(
        `${month.name} has ${month.days} days, so this plan has ${expected} posts — one a day at most.`,
      );
    } else {
      await expect(note).toBeEmpty();
    }
    await setup.getByRole('button', { name: 'Plan my month' }).click();
  });
  // A slot a day, the owner's date among them; one brief rewritten.
  await test.step('the plan', async () => {
    // One brief per slot (on a phone the table's header row is not shown).
    await expect(table.getByRole('textbox', { name: /^Post \d+ brief$/ })).toHaveCount(expected);
    await expect(
      table.getByRole('row', { name: /Your date/ }).getByRole('textbox', { name: /brief/ }),
    ).toHaveValue(/^Celebration cake pre-orders close 12 \w+ at 6pm$/);
    await table.getByLabel('Post 3 brief').fill('Meet Mia, who shapes every croissant by hand');
    await expectAxeCleanAtBothSizes(page, 'plan-plan');
    await page.getByRole('button', { name: `Write ${expected} posts` }).click();
  });
  await test.step('writing, across a reload', async () => {
    // The server's answer already says which post is being written. Reloading
    // right then usually lands mid-run; on a fast machine the run may be done by the time
    // the page is back, and the results must show either way.
    await expect(status).toHaveText(
      new RegExp(`^\\d+ of ${expected} posts written\\. Now writing: `),
    );
    const beforeReload = Number((await status.textContent())?.split(' ')[0]);
    await page.reload();
    await expect(status).toHaveText(new RegExp(`^\\d+ of ${expected} posts written`));
    const afterReload = (await status.textContent()) ?? '';
    expect(Number(afterReload.split(' ')[0])).toBeGreaterThanOrEqual(beforeReload);
    test.info().annotations.push({
      type: 'reload',
      description: afterReload.includes('Now writing')
        ? `mid-run: ${afterReload.split('.')[0]}`
        : 'the run had finished before the page came back',
    });
    await expect(status).toHaveText(`${expected} of ${expected} posts written`, {
      timeout: 120_000,
    });
    await expect(page.getByRole('heading', { name: 'Your month is written' })).toBeVisible();
    await expect(
      page
        .locator('.plan-review')
        .getByText(/Meet Mia/)
        .first(),
    ).toBeVisible();
    await expectAxeCleanAtBothSizes(page, 'plan-written');
  });
  // The owner leaves; the dashboard's way back opens the same review.
  await test.step('back from the dashboard', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const back = page
      .getByRole('region', { name: 'Plans to review' })
      .getByRole('link', { name: `${month.name}: ${expected} to review` });
    await expect(back).toBeVisible();
    await expectAxeCleanAtBothSizes(page, 'plan-dashboard');
    await back.click();
    await expect(page.getByRole('heading', { name: 'Your month is written' })).toBeVisible();
    await expect(page.locator('.plan-review').getByRole('article')).toHaveCount(expected);
  });
  const cards = page.locator('.plan-review').getByRole('article');
  await test.step('review three posts as they will appear, edit one, another version of one', async () => {
    for (const card of (await cards.all()).slice(0, 3)) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { level: 4 })).not.toBeEmpty();
      await expect(card.locator('time')).toHaveText(/\d/);
      await expect(card.locator('.plan-post-meta')).toContainText(/Instagram|Facebook/);
      await expect(card.locator('.plan-post-caption')).not.toBeEmpty();
      await expect(card.locator('.plan-post-hashtags')).toHaveText(/#\w/);
      await expectImageLoaded(card.getByRole('img', { name: /^Visual for: / }));
    }
    const edited = cards.nth(0);
    await edited.getByRole('button', { name: 'Edit' }).click();
    await edited
      .getByLabel('Caption')
      .fill('Keep the dough cool overnight: the crust thanks you in the morning.');
    await edited.getByRole('button', { name: 'Save changes' }).click();
    await expect(edited.locator('.plan-post-caption')).toHaveText(
      'Keep the dough cool overnight: the crust thanks you in the morning.',
    );

    const rewritten = cards.nth(1);
    const earlier = (await rewritten.locator('.plan-post-caption').textContent()) ?? '';
    await rewritten.getByRole('button', { name: 'Try another version' }).click();
    await expect(
      rewritten.getByText('Another version is shown in place of the earlier one.'),
    ).toBeVisible();
    await expect(rewritten.locator('.plan-post-caption')).not.toHaveText(earlier);
    // In place of the earlier one: still one post per slot.
    await expect(cards).toHaveCount(expected);
    await expect(page.getByRole('button', { name: `Approve all (${expected})` })).toBeVisible();

    // The same review on a phone: the post as it will appear, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await rewritten.scrollIntoViewIfNeeded();
    await expect(rewritten.getByRole('img', { name: /^Visual for: / })).toBeVisible();
    await expect(rewritten.locator('.plan-post-caption')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the review on a phone');
    const dir = process.env.SHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/plan-review-card-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    if (dir) await page.screenshot({ path: `${dir}/plan-review-card-desktop.png` });
  });
  await test.step('approve the rest, warned, then the calendar and Upcoming Posts', async () => {
    await page.getByRole('button', { name: `Approve all (${expected})` }).click();
    // Posts not opened yet are approved only after a question that counts them.
    const question = page.getByRole('alertdialog', { name: `Approve all ${expected} posts?` });
    await expect(question).toBeVisible();
    const notOpened = Number(
      /You have not opened (\d+) of them yet/.exec((await question.textContent()) ?? '')?.[1],
    );
    expect(notOpened).toBeGreaterThan(0);
    expect(notOpened).toBeLessThanOrEqual(expected - 3);
    // No account is connected: the question says what will not go out.
    await expect(question).toContainText(
      /These \d+ posts will not be published: no Instagram account is connected\./,
    );
    await question.getByRole('button', { name: `Approve all ${expected}` }).click();
    await expect(page.getByText(`${expected} posts approved and scheduled.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve all (0)' })).toBeVisible();
    const warning = page.getByRole('alert').filter({
      has: page.getByRole('link', { name: 'Connect an account' }),
    });
    await expect(warning).toContainText(
      /These \d+ posts will not be published: no Facebook Pages account is connected\./,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeCleanAtBothSizes(page, 'plan-reviewed');
    await page.getByRole('link', { name: 'See them on the calendar' }).click();
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(expected);
    await expect(upcoming.getByText('To review')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(
      page.getByRole('grid', { name: /content calendar/i }).locator('.calendar-post'),
    ).toHaveCount(expected);
    await expectAxeCleanAtBothSizes(page, 'plan-schedule');
  });
  // Edited, then deleted: the server keeps both, as a reload shows.
  await test.step('edit one, delete one', async () => {
    const firstTitle =
      (await upcoming.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await upcoming.getByRole('button', { name: `Edit ${firstTitle}` }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Title').fill('Celebration cakes: last call');
    await editor.getByRole('button', { name: 'Save post' }).click();
    await expect(
      upcoming.getByRole('heading', { name: 'Celebration cakes: last call' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      upcoming.getByRole('heading', { name: 'Celebration cakes: last call' }),
    ).toBeVisible();

    await upcoming.getByRole('button', { name: 'Delete Celebration cakes: last call' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(expected - 1);
    await page.reload();
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(expected - 1);
    await expect(
      upcoming.getByRole('heading', { name: 'Celebration cakes: last call' }),
    ).toHaveCount(0);
    await expectAxeCleanAtBothSizes(page, 'plan-edited');
  });
});
