import type { Page } from '@playwright/test';
import { saveDraftResponseSchema } from '@contract/drafts';
import { postResponseSchema, postsResponseSchema } from '@contract/posts';
import { sampleGenerationParams } from '@contract/samples';
import { DEFAULT_PASSWORD, expectNoAxeViolations, uniqueEmail } from '../fixtures';
import { rememberUser, seedOwner } from './helpers';
import { expect, launchServer, test as base } from './server-fixture';
import { smtpInboxFixture, type SmtpInbox } from './smtp-inbox-fixture';

/**
 * A business's team on the real server (ADR 0061): the invitation travels by e-mail through
 * a real SMTP server on loopback, the invited Editor's post waits, and the Owner approves it
 * through an approval link on a phone-sized page, after which it is scheduled.
 */
const test = base.extend<object, { inbox: SmtpInbox }>({
  inbox: smtpInboxFixture,
  fullstack: [
    async ({ fullstackEnv, inbox }, provide) => {
      const server = await launchServer((url) => ({
        ...fullstackEnv,
        PUBLIC_URL: url,
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Smart Suite <hello@example.test>',
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function axeAtBothSizes(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

async function openTeamTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();
}

test('an owner invites an editor by e-mail, the editor’s post waits, and a link on a phone approves it', async ({
  page,
  browser,
  inbox,
  fullstack,
}) => {
  test.setTimeout(240_000);
  const owner = await seedOwner(page, { prefix: 'team-owner' });
  await rememberUser(page, owner.user);

  // The Owner invites an Editor from Settings › Team.
  await openTeamTab(page);
  const editorEmail = uniqueEmail('team-editor');
  await page.getByLabel('E-mail address').fill(editorEmail);
  await page.getByLabel('Role').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible();
  await axeAtBothSizes(page);

  // The e-mail arrives through SMTP with a link to this server.
  const mail = await inbox.next(editorEmail);
  expect(mail.text).toContain('Golden Crust Bakery');
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link ?? '').origin).toBe(fullstack.url);

  // The Editor, in a browser of their own, signs up from the link and joins.
  const editorContext = await browser.newContext({ viewport: PHONE });
  const editor = await editorContext.newPage();
  await editor.goto(new URL(link ?? '').pathname);
  await expect(editor.getByRole('heading', { name: 'Join Golden Crust Bakery' })).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByLabel('Choose a password').fill(DEFAULT_PASSWORD);
  await editor.getByRole('button', { name: 'Create account and join' }).click();
  await expect(editor).toHaveURL(/\/dashboard/);

  // The Editor writes a post and schedules it: it waits for approval instead.
  const saved = await editor.request.post('/api/save-draft', {
    data: {
      user_email: editorEmail,
      title: 'Rye Friday',
      caption: 'Fresh rye from the wood oven, this Friday only.',
      hashtags: '#rye #bakery',
      image_url: null,
      image_prompt: null,
      generation_params: JSON.stringify(sampleGenerationParams()),
      original_post_desc: 'Rye bread on Friday',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { draft } = saveDraftResponseSchema.parse(await saved.json());
  const scheduled = await editor.request.put(`/api/drafts/${draft.id}/schedule`, {
    data: {
      user_email: editorEmail,
      date: '2031-03-14',
      time: '09:30',
      platforms: ['instagram', 'facebook'],
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  expect(postResponseSchema.parse(await scheduled.json()).post.status).toBe('to_review');
  await editor.goto('/settings');
  await editor.getByRole('tab', { name: 'Team' }).click();
  await expect(editor.getByText('You are an Editor here.', { exact: false })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Send Invite' })).toHaveCount(0);
  await editorContext.close();

  // The Owner makes an approval link for someone without an account.
  await openTeamTab(page);
  await page.getByLabel('Who is it for?').fill('Sam at the shop');
  await page.getByRole('button', { name: 'Make a link' }).click();
  const approvalUrl = await page
    .getByRole('textbox', { name: 'Link for Sam at the shop' })
    .inputValue();

  // On a phone, with no session at all, the link shows the waiting post and approves it.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(approvalUrl).pathname);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Posts from Golden Crust Bakery' }),
  ).toBeVisible();
  await expect(visitor.getByText('Fresh rye from the wood oven, this Friday only.')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize(DESKTOP);
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize(PHONE);
  await visitor.getByRole('button', { name: 'Approve' }).click();
  await expect(visitor.getByText(/Approved\. Thank you/)).toBeVisible();
  await visitorContext.close();

  // The post is now scheduled, and the business's log says who did what.
  const posts = await page.request.get('/api/posts', {
    params: {
      user_email: owner.email,
      from: '2031-03-01T00:00:00.000Z',
      to: '2031-03-31T00:00:00.000Z',
    },
  });
  expect(posts.status(), await posts.text()).toBe(200);
  const { posts: inMarch } = postsResponseSchema.parse(await posts.json());
  const approved = inMarch.find((post) => post.id === draft.id);
  expect(approved?.status).toBe('scheduled');
  expect(approved?.review?.by).toContain('Sam at the shop');
  await openTeamTab(page);
  await expect(page.getByText('Sam at the shop').first()).toBeVisible();
  await axeAtBothSizes(page);
});
