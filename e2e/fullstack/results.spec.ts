import { expectAxeCleanAtBothSizes, expectNoHorizontalOverflow } from '../route-cases';
import { rememberUser, seedOwner } from './helpers';
import { connect, publicationLine, shoot, thisMinute } from './sandbox-walk';
import { expect, test } from './server-fixture';

/**
 * Results on the real server with the sandbox networks, on a server of its own: the
 * stand-ins' clock this walk moves on only runs forward, and a test after it on the same
 * server would find its new tokens already expired. Playwright gives a worker (and so a
 * server) to each set of worker options, so these differ from publishing.spec.ts's on
 * purpose; the one that differs (no gap between two posts to one account) changes nothing
 * this walk depends on.
 */
test.use({
  fullstackEnv: { SOCIAL_SANDBOX: '1', PUBLISH_MIN_GAP_SECONDS: '0' },
  actionTimeout: 30_000,
});

test('two posts go out, the networks count them, and the owner reads the results on Analytics and in the post', async ({
  page,
}) => {
  const titles = ['Rye Saturday', 'Croissant Friday'];
  const owner = await seedOwner(page, { drafts: titles, prefix: 'results' });
  await rememberUser(page, owner.user);
  await connect(page, 'Facebook', /^Sandbox Bakery$/);
  await connect(page, 'Twitter/X', /sandbox/i);
  await shoot(page, 'results-integrations');

  // One post to each network, due now: publishing starts without waiting for a later minute.
  const zone = await page.request.put('/api/business/time-zone', {
    data: { user_email: owner.email, time_zone: 'UTC' },
  });
  expect(zone.status(), await zone.text()).toBe(200);
  const networks = ['facebook', 'x'];
  for (const [index, draft] of owner.drafts.entries()) {
    const scheduled = await page.request.put(`/api/drafts/${draft.id}/schedule`, {
      data: {
        user_email: owner.email,
        ...thisMinute(),
        platforms: [networks[index]],
        approve: true,
      },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
  }
  await page.goto('/schedule');
  const postOf = (title: string) =>
    page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: title }),
    });
  await expect(publicationLine(postOf('Rye Saturday'), /^Facebook/)).toContainText('Published', {
    timeout: 60_000,
  });
  await expect(publicationLine(postOf('Croissant Friday'), /^X /)).toContainText('Published', {
    timeout: 60_000,
  });

  // Two hours pass on the networks: the readings an hour after posting are taken.
  const moved = await page.request.post('/api/sandbox/clock', { data: { hours: 2 } });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto('/analytics');
  const metrics = page.getByRole('region', { name: /^Key metrics/ });
  const card = (label: string) => metrics.getByRole('listitem').filter({ hasText: label });
  await expect(card('Total posts')).toContainText('2');
  await expect(card('Reach').locator('.metric-value')).toHaveText(/^\d[\d,.]*[KM]?$/);
  const top = page.getByRole('region', { name: 'Top Performing Posts' });
  await expect(top.getByRole('listitem')).toHaveCount(2);
  for (const title of titles) {
    await expect(top.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  // The numbers as a table, one row per post and network.
  const table = page.getByRole('region', { name: 'Posts table' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: 'Rye Saturday' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Croissant Friday/ })).toContainText('X');
  // The table scrolls inside its card on a phone; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, 'Analytics on a phone');
  await expectAxeCleanAtBothSizes(page, 'results-analytics');

  // One post's own numbers, in the editor the schedule opens.
  await page.goto('/schedule');
  await postOf('Rye Saturday').getByRole('button', { name: 'Edit Rye Saturday' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit “Rye Saturday”' });
  const results = editor.getByRole('region', { name: 'Results' });
  const facebook = results.getByRole('region', { name: /^Facebook/ });
  await expect(facebook.getByRole('row', { name: /^Reach \d/ })).toBeVisible();
  await expect(facebook).toContainText('about an hour after posting');
  await results.scrollIntoViewIfNeeded();
  await expectAxeCleanAtBothSizes(page, 'results-post');
});
