import { businessProfileResponseSchema } from '@contract/business-profile';
import { DEFAULT_PASSWORD, uniqueEmail } from '../fixtures';
import { expectAxeCleanAtBothSizes, VIEWPORTS } from '../route-cases';
import { BAKERY, startBakerySite, type BakerySite } from './bakery-site';
import { expect, launchServer, test as base } from './server-fixture';

/** Five products an owner types by hand after the three read from the website. */
const BY_HAND = [
  { name: 'Sourdough loaf', description: '36 hours from starter to oven.', price: '£4.80' },
  { name: 'Cinnamon knot', description: 'Cardamom sugar, knotted by hand.', price: '£3.10' },
  { name: 'Focaccia slab', description: 'Rosemary and sea salt.', price: '£6' },
  { name: 'Almond croissant', description: 'Twice-baked with frangipane.', price: '£3.60' },
  {
    name: 'Bread class',
    description: 'Three hours at the bench, Sunday mornings.',
    price: 'from £45',
  },
] as const;

/**
 * The real server, told it may read the bakery's site on its loopback port: the same
 * safe fetcher a deployment uses, with that one address and port let through.
 */
const test = base.extend<object, { bakerySite: BakerySite }>({
  bakerySite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await startBakerySite();
      try {
        await provide(site);
      } finally {
        await site.close();
      }
    },
    { scope: 'worker' },
  ],
  fullstack: [
    async ({ fullstackEnv, bakerySite }, provide) => {
      const server = await launchServer({
        ...fullstackEnv,
        WEBSITE_FETCH_LOOPBACK_FOR_TESTS: bakerySite.hostAndPort,
      });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
});

/** Printed and kept in the report: how long a step took here, never asserted. */
function record(type: string, startedAt: number) {
  const description = `${Math.round(performance.now() - startedAt)} ms`;
  test.info().annotations.push({ type, description });
  console.info(`${type}: ${description}`);
}

test('a new owner fills the profile from their own website, then types five more products by hand', async ({
  page,
  bakerySite,
}) => {
  test.slow();
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome back' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Email').fill(uniqueEmail('website'));
  await signup.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await signup.getByLabel('Confirm Password').fill(DEFAULT_PASSWORD);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  // The real read: the server fetches the bakery's page and logo over HTTP.
  await page.getByRole('textbox', { name: 'Website' }).fill(bakerySite.url);
  const importStarted = performance.now();
  await page.getByRole('button', { name: 'Fill in from my website' }).click();
  const review = page.getByRole('dialog', { name: 'Review what we found' });
  await expect(review.getByRole('textbox', { name: 'Business name' })).toHaveValue(BAKERY.name);
  record('from "Fill in from my website" to the review', importStarted);

  // Every value the page gave is shown for review.
  await expect(review.getByRole('textbox', { name: 'What you do' })).toHaveValue(
    /Slow-fermented bread/,
  );
  await expect(review.getByRole('textbox', { name: 'Address' })).toHaveValue(/12 Tib Street/);
  await expect(review.getByRole('textbox', { name: 'Phone' })).toHaveValue(BAKERY.phone);
  await expect(review.getByRole('checkbox', { name: 'Use opening hours' })).toBeChecked();
  await expect(review.getByText('08:00–15:00').first()).toBeVisible();
  for (const product of BAKERY.products) {
    await expect(review.getByRole('checkbox', { name: `Use ${product.name}` })).toBeChecked();
  }
  await expect(review.getByRole('textbox', { name: 'Price' })).toHaveCount(3);
  await expect(review.getByRole('textbox', { name: 'Price' }).first()).toHaveValue('5.40 GBP');
  await expect(review.getByRole('radio', { name: /^Logo 1: / })).toBeChecked();
  await expect(review.getByText(BAKERY.themeColor, { exact: true }).first()).toBeVisible();
  await expectAxeCleanAtBothSizes(page, 'fullstack-import-review', '[role=dialog]');

  await review.getByRole('button', { name: /^Use \d+ selected values$/ }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Business Name *' })).toHaveValue(BAKERY.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Brand color 1', { exact: true })).toHaveValue(BAKERY.themeColor);
  // The site's logo, copied into the owner's own media by the server.
  await expect(page.getByRole('img', { name: /^Logo preview/ })).toHaveAttribute(
    'src',
    /^\/media\//,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await page.getByRole('button', { name: 'Finish Setup' }).click();

  // "What you sell", by hand: Enter in a name goes on to the next product.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tell us what you sell (2 minutes)' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name of product/ })).toHaveCount(3);
  const byHandStarted = performance.now();
  await page.getByRole('button', { name: 'Add a product or service' }).click();
  for (const [at, product] of BY_HAND.entries()) {
    const row = BAKERY.products.length + at + 1;
    await expect(page.getByLabel(`Name of product ${row}`)).toBeFocused();
    await page.keyboard.type(product.name);
    await page.getByLabel(`Price of product ${row}`).fill(product.price);
    await page.getByLabel(`Description of product ${row}`).fill(product.description);
    if (at < BY_HAND.length - 1) {
      await page.getByLabel(`Name of product ${row}`).press('Enter');
    }
  }
  await page.getByRole('button', { name: 'Save and go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  record('five products typed by hand and saved', byHandStarted);

  const answer = await page.request.get('/api/business-profile');
  expect(answer.status()).toBe(200);
  const { profile } = businessProfileResponseSchema.parse(await answer.json());
  expect(
    profile.offerings.map(({ name, description, price }) => ({ name, description, price })),
  ).toEqual([
    ...BAKERY.products.map((product) => ({
      name: product.name,
      description: product.description,
      price: `${product.price} GBP`,
    })),
    ...BY_HAND,
  ]);
  expect(profile.phone).toBe(BAKERY.phone);
});
