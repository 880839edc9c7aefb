import { draftsMetric, rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';

test('two owners signed in at once see only their own drafts, and the API refuses the other’s ids', async ({
  page,
  browser,
  fullstack,
}) => {
  const ann = await seedOwner(page, {
    prefix: 'ann',
    business: 'Ann’s Bakery',
    drafts: ['Ann’s sourdough', 'Ann’s croissants'],
  });
  await rememberUser(page, ann.user);

  const otherContext = await browser.newContext({ baseURL: fullstack.url });
  try {
    const bobPage = await otherContext.newPage();
    const bob = await seedOwner(bobPage, { prefix: 'bob', business: 'Bob’s Gym' });
    await rememberUser(bobPage, bob.user);

    // Both dashboards open at the same time, each with its own data.
    await Promise.all([page.goto('/dashboard'), bobPage.goto('/dashboard')]);
    await expect(page.getByRole('heading', { level: 1, name: 'Ann’s Bakery' })).toBeVisible();
    await expect(draftsMetric(page)).toHaveText('2');
    await expect(bobPage.getByRole('heading', { level: 1, name: 'Bob’s Gym' })).toBeVisible();
    await expect(draftsMetric(bobPage)).toHaveText('0');
    await expect(bobPage.getByText(/Ann’s/)).toHaveCount(0);

    // Bob's session asking for Ann's data by her e-mail or her draft ids.
    const asBob = bobPage.request;
    const annEmail = encodeURIComponent(ann.email);
    const [annDraft] = ann.drafts;
    if (!annDraft) throw new Error('Ann has no drafts');
    const refusals = [
      await asBob.get(`/api/get-drafts?user_email=${annEmail}`),
      await asBob.get(`/api/onboarding/by-email/${annEmail}`),
      await asBob.get(`/api/get-brand-assets/${annEmail}`),
      await asBob.delete(`/api/delete-draft/${annDraft.id}`, { data: { user_email: ann.email } }),
    ];
    for (const answer of refusals) {
      expect(answer.status(), answer.url()).toBe(403);
      expect(await answer.json()).toEqual({
        success: false,
        error: "You can only access your own account's data.",
      });
    }
    // With his own e-mail, Ann's draft id is simply not found: ids reveal nothing.
    const notFound = await asBob.delete(`/api/delete-draft/${annDraft.id}`, {
      data: { user_email: bob.email },
    });
    expect(notFound.status()).toBe(404);

    // Nothing of Ann's was touched.
    await page.reload();
    await expect(draftsMetric(page)).toHaveText('2');
    await expect(page.getByRole('button', { name: /^Ann’s sourdough/ })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
