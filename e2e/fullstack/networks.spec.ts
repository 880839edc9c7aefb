import { postResponseSchema, timeZoneResponseSchema } from '@contract/posts';
import { expectNoAxeViolations } from '../fixtures';
import { openDraft, rememberUser, seedOwner } from './helpers';
import { connect, publicationLine, thisMinute } from './sandbox-walk';
import { expect, launchServer, test as base } from './server-fixture';
import { smtpInboxFixture, type SmtpInbox } from './smtp-inbox-fixture';

/**
 * Google Business Profile and TikTok on the real server with the sandbox networks
 * (SOCIAL_SANDBOX=1): connected on the Integrations page, one post to both with TikTok's
 * choices made by the owner, both published with their links; then a refused post whose
 * failure e-mail, read from a real SMTP server on loopback, links to the post.
 */
const test = base.extend<object, { inbox: SmtpInbox }>({
  inbox: smtpInboxFixture,
  fullstack: [
    async ({ inbox }, provide) => {
      const server = await launchServer((url) => ({
        SOCIAL_SANDBOX: '1',
        // TikTok pulls the post's photo from this server's published-media links.
        PUBLIC_URL: url,
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Smart Suite <hello@example.test>',
        // The second post goes to the same location minutes apart in real use; here at once.
        PUBLISH_MIN_GAP_SECONDS: '0',
      }));
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
});

test.use({ actionTimeout: 30_000 });

const GOOGLE = 'Google Business Profile';

/** The next message to `to` whose subject starts so; others (the sign-up's) are passed over. */
async function nextMailWith(inbox: SmtpInbox, to: string, subject: string) {
  for (;;) {
    const mail = await inbox.next(to);
    if (mail.subject.startsWith(subject)) return mail;
  }
}

test('Google Business Profile and TikTok: connected, one post to both with TikTok’s choices, published with links; a refusal is e-mailed with a link to the post', async ({
  page,
  inbox,
  fullstack,
}) => {
  test.setTimeout(240_000);
  const [first, second] = ['Rye Saturday', 'Croissant Friday'];
  // TikTok is among the brand's platforms; Google's is offered once connected (ADR 0065).
  const owner = await seedOwner(page, {
    drafts: [first, second],
    prefix: 'networks',
    platforms: ['tiktok'],
  });
  const refusedDraft = owner.drafts[1];
  if (!refusedDraft) throw new Error('the drafts were not seeded');
  await rememberUser(page, owner.user);
  // The business's clock is UTC, so the minute typed below is the one the server uses.
  const zone = await page.request.put('/api/business/time-zone', {
    data: { user_email: owner.email, time_zone: 'UTC' },
  });
  expect(zone.status(), await zone.text()).toBe(200);
  timeZoneResponseSchema.parse(await zone.json());

  // The owner connects a location on Google and the TikTok account.
  const google = await connect(page, GOOGLE, /High Street/);
  await expect(google).toContainText('High Street');
  await connect(page, 'TikTok', /Sandbox Bakery/);
  await expectNoAxeViolations(page);

  // One post, to both, with TikTok's choices made by the owner, due this minute.
  await page.goto('/dashboard');
  const panel = await openDraft(page, first);
  await panel.getByRole('button', { name: `Edit: ${first}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit “${first}”` });
  const platforms = editor.getByRole('group', { name: 'Platforms' });
  await expect(platforms.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
  await platforms.getByRole('checkbox', { name: GOOGLE }).check();
  const tiktok = editor.getByRole('group', { name: 'TikTok' });
  await expect(tiktok).toContainText('Posting to Sandbox Bakery');
  const privacy = tiktok.getByLabel('Who can see this post on TikTok');
  // No default: the owner chooses.
  await expect(privacy).toHaveValue('');
  const when = thisMinute();
  await editor.getByLabel('Day').fill(when.date);
  await editor.getByLabel('Time').fill(when.time);
  await privacy.selectOption({ label: 'Only me' });
  await tiktok.getByRole('checkbox', { name: 'Allow comments' }).uncheck();
  await tiktok.getByRole('radio', { name: 'Your brand' }).check();
  await expect(tiktok).toContainText("Your photo will be labeled as 'Promotional content'.");
  await expect(tiktok).toContainText("By posting, you agree to TikTok's Music Usage Confirmation.");
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(editor).toBeHidden();

  // Both go out at once, each with its link on the network.
  await page.goto('/schedule');
  const postOf = (title: string) =>
    page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: title }),
    });
  const onGoogle = publicationLine(postOf(first), new RegExp(`^${GOOGLE}`));
  const onTikTok = publicationLine(postOf(first), /^TikTok/);
  await expect(onGoogle).toContainText('Published', { timeout: 60_000 });
  await expect(onTikTok).toContainText('Published', { timeout: 60_000 });
  await expect(
    onGoogle.getByRole('link', { name: new RegExp(`^View post on ${GOOGLE}`) }),
  ).toHaveAttribute('href', /^http/);
  await expect(onTikTok.getByRole('link', { name: /^View post on TikTok/ })).toHaveAttribute(
    'href',
    /^http/,
  );

  // Google refuses the second post: the owner hears of it by e-mail, with the post's link.
  const refused = await page.request.post('/api/sandbox/google_business/faults', {
    data: {
      route: 'POST /v4/accounts/:account/locations/:location/localPosts',
      faults: [
        {
          kind: 'answer',
          answer: {
            status: 400,
            body: {
              error: {
                code: 400,
                message: 'The offer breaks the local post rules',
                status: 'INVALID_ARGUMENT',
              },
            },
          },
        },
      ],
    },
  });
  expect(refused.status(), await refused.text()).toBe(200);
  const scheduled = await page.request.put(`/api/drafts/${refusedDraft.id}/schedule`, {
    data: {
      user_email: owner.email,
      ...thisMinute(),
      platforms: ['google_business'],
      approve: true,
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect(postResponseSchema.parse(await scheduled.json()).post.id).toBe(refusedDraft.id);

  const mail = await nextMailWith(inbox, owner.email, 'A post could not be published');
  expect(mail.subject).toBe(`A post could not be published on ${GOOGLE}: ${second}`);
  expect(mail.text).toContain('The offer breaks the local post rules');
  const link = /https?:\/\/\S+\/schedule\?post=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const postUrl = new URL(link ?? '');
  expect(postUrl.origin).toBe(fullstack.url);
  expect(postUrl.searchParams.get('post')).toBe(refusedDraft.id);

  // The link opens the post on the Schedule, where its line says it failed and offers Try
  // again.
  await page.goto(postUrl.pathname + postUrl.search);
  const opened = page.getByRole('dialog', { name: `Edit “${second}”` });
  await expect(opened).toBeVisible();
  const refusedOnGoogle = publicationLine(opened, new RegExp(`^${GOOGLE}`));
  await expect(refusedOnGoogle).toContainText('Failed');
  await expect(
    refusedOnGoogle.getByRole('button', { name: new RegExp(`^Try again on ${GOOGLE}`) }),
  ).toBeVisible();
});
