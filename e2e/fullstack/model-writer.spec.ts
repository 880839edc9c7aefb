import { expectNoAxeViolations } from '../fixtures';
import { reply, startFakeOpenAiServer } from '../../server/test/fakes/openai-server';
import { rememberUser, seedOwner } from './helpers';
import { expect, test } from './server-fixture';

/** A post the server's checks keep for the seeded bakery: its name, its city, no promises. */
const MODEL_POST = JSON.stringify({
  title: 'Fresh sourdough this Saturday at Golden Crust Bakery',
  caption:
    'Golden Crust Bakery in Portland has fresh sourdough this Saturday. Our loaves ferment for 36 hours and come out of the oven at dawn. Come early, because they sell out by noon. Stop by the counter and say hello to the team.',
  hashtags: ['#sourdough', '#bakery', '#Portland', '#GoldenCrustBakery', '#freshbread'],
});

test('an owner connects a model, it writes a post, and when it stops the offline writer says so', async ({
  page,
}) => {
  // A local stand-in for any OpenAI-compatible provider, on a free loopback port.
  const provider = await startFakeOpenAiServer();
  try {
    provider.setDefault('/models', reply.models(['fake-writer-1']));
    provider.setDefault('/chat/completions', reply.chat(MODEL_POST));
    const owner = await seedOwner(page);
    await rememberUser(page, owner.user);

    await page.goto('/settings/model');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect a model' })).toBeVisible();
    await page.getByRole('radio', { name: 'A model' }).check();
    await page.getByLabel('API address').fill(provider.baseUrl);
    await page.getByLabel('API key').fill('sk-e2e-fake-provider-key-abcd');
    await page.getByRole('button', { name: 'Load the models' }).click();
    await expect(page.getByText('1 models listed.')).toBeVisible();
    await page.getByLabel('Model that writes posts').fill('fake-writer-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your writer settings are saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('fake-writer-1 wrote:')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/compose');
    await page.getByRole('radio', { name: /No Image/ }).check();
    await page.getByRole('textbox', { name: 'Post description' }).fill('Sourdough this Saturday');
    await page.getByRole('button', { name: 'Generate Post' }).click();
    const saved = page.getByRole('region', { name: 'Saved to your drafts' });
    await expect(saved.getByText('Written by fake-writer-1.')).toBeVisible();

    // The provider stops answering: the next version is written offline, and says why.
    await provider.close();
    await saved.getByRole('button', { name: 'Try another version' }).click();
    const version = page.getByRole('region', { name: 'Another version, not saved yet' });
    await version.getByRole('button', { name: 'Keep this version' }).click();
    await expect(
      saved.getByText('Written offline because fake-writer-1 did not answer.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.goto('/settings/model');
    await expect(page.getByLabel('Model that writes posts')).toHaveValue('fake-writer-1');
    await expectNoAxeViolations(page);
  } finally {
    await provider.close();
  }
});
