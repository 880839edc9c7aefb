import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sampleGenerationParams } from '@contract/samples';
import {
  callApi,
  DEFAULT_PASSWORD,
  expect,
  expectNoAxeViolations,
  SAMPLE_IMAGE_DATA_URL,
  sampleOnboardingData,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { VIEWPORTS } from './route-cases';

/**
 * A business's team end to end on the mock backend (ADR 0061): the Team tab, an invitation
 * accepted by signing up, an Editor's post sent for approval and approved through a link,
 * each screen checked with axe at desktop and phone widths. With SHOTS_DIR set, each screen
 * is also saved there as a picture to look at.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/${width}-${name}.png`, fullPage: true });
}

/** The link the mock backend "e-mails" (it writes it to the console). */
function invitationLinks(page: Page): string[] {
  const links: string[] = [];
  page.on('console', (message) => {
    const found = /Invitation e-mail to \S+: (\S+)/.exec(message.text());
    if (found?.[1]) links.push(found[1]);
  });
  return links;
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`team (${label})`, () => {
    test.use({ viewport });

    test('an invited Editor’s post is approved through a link', async ({ page }) => {
      test.setTimeout(90_000);
      const links = invitationLinks(page);
      const owner = await signUpViaApi(page, uniqueEmail('ann'));
      await callApi(page, 'POST', '/onboarding', {
        user_email: owner.email,
        onboarding_data: sampleOnboardingData({ name: 'Golden Crust Bakery' }),
      });

      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Team' }).click();
      await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();
      const editorEmail = uniqueEmail('eve');
      await page.getByLabel('E-mail address').fill(editorEmail);
      await page.getByRole('button', { name: 'Send Invite' }).click();
      await expect(page.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible();
      await page.getByLabel('Who is it for?').fill('Sam at the shop');
      await page.getByRole('button', { name: 'Make a link' }).click();
      const approvalUrl = await page
        .getByRole('textbox', { name: 'Link for Sam at the shop' })
        .inputValue();
      await expect(page.getByText('made an approval link')).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await shoot(page, 'settings-team-owner');

      await callApi(page, 'POST', '/logout', {});
      await page.evaluate(() => localStorage.removeItem('user'));
      const invitation = links.at(-1);
      expect(invitation).toBeTruthy();
      await page.goto(new URL(invitation ?? '').pathname);
      await expect(page.getByRole('heading', { name: 'Join Golden Crust Bakery' })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await shoot(page, 'invitation-signed-out');
      await page.getByLabel('Choose a password').fill(DEFAULT_PASSWORD);
      await page.getByRole('button', { name: 'Create account and join' }).click();
      await expect(page).toHaveURL(/\/dashboard/);

      const draft = await callApi(page, 'POST', '/save-draft', {
        user_email: editorEmail,
        title: 'Rye Friday',
        caption: 'Fresh rye from the wood oven, this Friday only.',
        hashtags: '#rye #bakery',
        image_url: SAMPLE_IMAGE_DATA_URL,
        image_prompt: 'Rye loaves on a board',
        generation_params: JSON.stringify(sampleGenerationParams()),
        original_post_desc: 'Rye bread on Friday',
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      const id = (draft.body.draft as { id: string }).id;
      await callApi(page, 'PUT', `/drafts/${id}/schedule`, {
        user_email: editorEmail,
        date: '2031-03-14',
        time: '09:30',
        platforms: ['instagram', 'facebook'],
      });
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Team' }).click();
      await expect(page.getByText('You are an Editor here.', { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await shoot(page, 'settings-team-editor');

      await page.goto(new URL(approvalUrl).pathname);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Posts from Golden Crust Bakery' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shoot(page, 'approve-page');
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText(/Approved\. Thank you/)).toBeVisible();
      await shoot(page, 'approve-page-approved');
    });
  });
}
