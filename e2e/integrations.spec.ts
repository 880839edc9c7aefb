import { expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures';

test('connect a sandbox account, see it, disconnect it; desktop and phone, axe clean', async ({
  page,
}) => {
  await signUpViaApi(page);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/integrations');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: 'LinkedIn' }),
    });
    await card.getByRole('button', { name: 'Connect LinkedIn' }).click();
    // The network (the mock's stand-in) sends the owner back to pick.
    await expect(page).toHaveURL(/connection=/);
    // LinkedIn's member app offers the member's profile, labelled as such.
    await page.getByRole('checkbox', { name: 'Sandbox LinkedIn account Profile' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Connect selected' }).click();
    const accounts = card.getByRole('list', { name: 'LinkedIn accounts' });
    await expect(accounts.getByText('Sandbox LinkedIn account')).toBeVisible();
    // Its pages app, a sign-in of its own, offers the pages the member administers.
    await card.getByRole('button', { name: 'Connect a LinkedIn page' }).click();
    await expect(page).toHaveURL(/connection=/);
    await page.getByRole('checkbox', { name: 'Sandbox Bakery Organization page' }).check();
    await page.getByRole('button', { name: 'Connect selected' }).click();
    await expect(accounts.getByText('Organization page')).toBeVisible();
    await expect(accounts.getByText('Sandbox', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);
    await accounts.getByRole('button', { name: 'Disconnect Sandbox LinkedIn account' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Disconnect Sandbox LinkedIn account?' });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Disconnect' }).click();
    await accounts.getByRole('button', { name: 'Disconnect Sandbox Bakery' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disconnect Sandbox Bakery?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(card.getByRole('list', { name: 'LinkedIn accounts' })).toHaveCount(0);
  }
});
