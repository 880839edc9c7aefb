import { expectNoAxeViolations } from '../fixtures';
import { rememberUser, seedOwner } from './helpers';
import { connect, publicationLine, shoot, VIEWPORTS } from './sandbox-walk';
import { expect, test } from './server-fixture';

/**
 * Publishing on the real server with the sandbox networks (SOCIAL_SANDBOX=1): the
 * stand-ins run inside the server, their faults are set through its sandbox-only route.
 */
// A long test (it waits for a publishing time): a step that cannot happen fails fast.
test.use({ fullstackEnv: { SOCIAL_SANDBOX: '1' }, actionTimeout: 30_000 });

/** The server publishes at its time (a pg-boss job, the minute sweep behind it). */
const PUBLISH_WAIT_MS = 4 * 60_000;

/** The whole minute at least two minutes from now, in UTC. */
function twoMinutesAhead() {
  const at = new Date(Date.now() + 2 * 60_000);
  at.setUTCSeconds(0, 0);
  if (at.getTime() - Date.now() < 90_000) at.setUTCMinutes(at.getUTCMinutes() + 1);
  return at;
}

test('connect two sandbox accounts, publish at the time, retry a refusal, reconnect a revoked account', async ({
  page,
}) => {
  test.setTimeout(PUBLISH_WAIT_MS * 2 + 120_000);
  const title = 'Rye Saturday';
  const owner = await seedOwner(page, { drafts: [title], prefix: 'publish' });
  const draft = owner.drafts[0];
  if (!draft) throw new Error('the draft was not seeded');
  await rememberUser(page, owner.user);

  await connect(page, 'Facebook', /^Sandbox Bakery$/);
  await connect(page, 'Twitter/X', /sandbox/i);
  await expectNoAxeViolations(page);

  // The business's clock is UTC so the time below is the one the server uses.
  const zone = await page.request.put('/api/business/time-zone', {
    data: { user_email: owner.email, time_zone: 'UTC' },
  });
  expect(zone.status(), await zone.text()).toBe(200);
  const at = twoMinutesAhead();
  const iso = at.toISOString();
  const scheduled = await page.request.put(`/api/drafts/${draft.id}/schedule`, {
    data: {
      user_email: owner.email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms: ['facebook', 'x'],
      approve: true,
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  // Facebook refuses the content once; the owner removes the app on X before the time.
  // The post has an image, so Facebook receives it as a Page photo.
  const refused = await page.request.post('/api/sandbox/facebook/faults', {
    data: {
      route: 'POST /:page/photos',
      faults: [
        {
          kind: 'answer',
          answer: {
            status: 400,
            body: {
              error: {
                message: 'This post breaks the page rules',
                type: 'OAuthException',
                code: 100,
              },
            },
          },
        },
      ],
    },
  });
  expect(refused.status(), await refused.text()).toBe(200);
  expect((await page.request.post('/api/sandbox/x/revoke')).status()).toBe(200);

  await page.goto('/schedule');
  const post = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: title }),
  });
  const facebook = publicationLine(post, /^Facebook/);
  const x = publicationLine(post, /^X /);
  await expect(facebook).toContainText('Scheduled');
  await expect(x).toContainText('Scheduled');

  // The page asks again by itself while a publication is due: no reload, no sleep.
  await expect(facebook).toContainText('Failed', { timeout: PUBLISH_WAIT_MS });
  await expect(facebook).toContainText('This post breaks the page rules');
  await expect(x).toContainText('Needs reconnecting', { timeout: 60_000 });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
  await shoot(page, 'schedule-failed');

  // The dashboard lists both, each with the way to fix it; the calendar marks the post.
  await page.goto('/dashboard');
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(attention.getByRole('listitem')).toHaveCount(2);
  await expect(attention.getByRole('link', { name: `Reconnect X for ${title}` })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await shoot(page, 'dashboard-failed');
  await page.goto('/schedule');
  await expect(
    page.getByRole('gridcell').getByRole('button', { name: /Not published, needs attention/ }),
  ).toHaveCount(1);

  // Try again: the refusal was once, so it goes out now, with its link.
  await facebook.getByRole('button', { name: /^Try again on Facebook/ }).click();
  await expect(facebook).toContainText('Published', { timeout: 60_000 });
  await expect(facebook.getByRole('link', { name: /^View post on Facebook/ })).toHaveAttribute(
    'href',
    /^http/,
  );

  // Reconnect X from the publication's own link; the blocked post then goes out.
  await x.getByRole('link', { name: 'Reconnect X' }).click();
  await expect(page).toHaveURL(/\/integrations/);
  await connect(page, 'Twitter/X', /sandbox/i, 'Reconnect');
  await page.goto('/schedule');
  await expect(async () => {
    await page.reload();
    await expect(x).toContainText('Published', { timeout: 5_000 });
  }).toPass({ timeout: PUBLISH_WAIT_MS, intervals: [5_000] });
  await expect(x.getByRole('link', { name: /^View post on X / })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('gridcell').getByRole('button', { name: /, Published$/ }),
  ).toHaveCount(1);
  // From the top, as the owner lands: a button scrolled under the sticky header is not
  // one the owner can tap, and axe counts it as too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'schedule-published');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

/** The current minute in UTC (already begun): a post scheduled then is due at once. */
