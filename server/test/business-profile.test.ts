import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_PROFILE_MESSAGES,
  EMPTY_BUSINESS_PROFILE,
  businessProfileSchema,
  type BusinessProfile,
  type BusinessProfileInput,
} from '@contract/business-profile';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { sampleOnboardingData } from '@contract/samples';
import { WEBSITE_IMPORT_MESSAGES } from '@contract/website-import';
import { readStoredZip } from '@core/zip';
import { offlineWriter } from '@core/offline-writer/write-post';
import type { PostRequest, PostWriter } from '@core/post-writer';
import { SESSION_COOKIE } from '../src/auth/session-tokens';
import { businessProfiles, uploads, users } from '../src/db/schema';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, TestClient } from './support/client';
import { textRequest } from './support/generation-requests';
import { startTestServer, type TestServer } from './support/test-server';
import { bytes, html, redirect, startLocalSite, type LocalSite } from './website/local-site';

const BAKERY_PROFILE: BusinessProfileInput = {
  whatYouDo: 'Sourdough bakery & café: we bake overnight, so you don’t have to',
  offerings: [
    {
      name: 'Country sourdough',
      description: 'A 900 g loaf, 36 hours from starter to oven',
      price: '£4.20',
    },
    {
      name: 'Hot cross buns',
      description: 'Only around Easter',
      price: 'from £1.10',
      season: [3, 4],
    },
    { name: 'Pastel de nata', description: 'Lisbon-style custard tart', price: '1,20 €' },
    { name: 'Celebration cake' },
  ],
  differences: ['Flour milled ten miles away'],
  address: '12 Gloucester Road, Bristol BS7 8AA',
  phone: '+44 117 496 0000',
  bookingUrl: 'https://order.crumb.example/start',
  openingHours: {
    weekly: {
      monday: [{ opens: '07:30', closes: '17:00' }],
      saturday: [
        { opens: '08:00', closes: '13:00' },
        { opens: '18:00', closes: '00:00' },
      ],
      sunday: [],
    },
    closures: [{ from: '2026-12-24', to: '2027-01-02', note: 'Christmas break' }],
  },
  country: 'GB',
  timeZone: 'Europe/London',
  languages: ['en'],
  avoid: ['artisan', 'award-winning'],
};

const BAKERY_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Bakery',
  name: 'Crumb & Co',
  description: 'Sourdough, pastries and celebration cakes, baked every morning in Bristol.',
  telephone: '+44 117 496 0000',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '12 Gloucester Road',
    addressLocality: 'Bristol',
    postalCode: 'BS7 8AA',
    addressCountry: 'GB',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
      opens: '07:30:00',
      closes: '17:00:00',
    },
  ],
  makesOffer: [
    {
      '@type': 'Offer',
      price: '4.20',
      priceCurrency: 'GBP',
      itemOffered: { '@type': 'Product', name: 'Country sourdough' },
    },
    {
      '@type': 'Offer',
      price: '3.10',
      priceCurrency: 'GBP',
      itemOffered: { '@type': 'Product', name: 'Cardamom bun' },
    },
  ],
};

const BAKERY_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Crumb &amp; Co | Home</title>
  <script type="application/ld+json">${JSON.stringify(BAKERY_JSON_LD)}</script>
</head>
<body><h1>Crumb &amp; Co</h1></body>
</html>`;

/** A small-business site whose only logo is an SVG, as many are. */
const SVG_ONLY_PAGE = `<!doctype html>
<html><head>
  <title>Crumb &amp; Co</title>
  <link rel="icon" type="image/svg+xml" href="/brand/logo.svg">
</head><body></body></html>`;
const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">' +
    '<rect width="64" height="32" fill="#c0392b"/></svg>',
);

const NOTHING_PAGE = '<!doctype html><html><head></head><body><p>Welcome!</p></body></html>';

/** What the writer was asked, recorded on the way to the offline writer, which answers. */
const writerRequests: PostRequest[] = [];
let onWrite: ((request: PostRequest) => void) | null = null;
const recordingWriter: PostWriter = {
  write: (request) => {
    writerRequests.push(request);
    onWrite?.(request);
    return offlineWriter.write(request);
  },
};
/** Resolves with the next request the writer receives. */
const nextWriterRequest = () =>
  new Promise<PostRequest>((resolve) => {
    onWrite = (request) => {
      onWrite = null;
      resolve(request);
    };
  });

let site: LocalSite;
let server: TestServer;
/** A small logo as a website serves it, made with sharp before the site starts. */
let LOGO_PNG: Buffer;

beforeAll(async () => {
  LOGO_PNG = await sharp({
    create: { width: 64, height: 32, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  site = await startLocalSite({
    '/': html(BAKERY_PAGE),
    '/nothing': html(NOTHING_PAGE),
    '/svg-only': html(SVG_ONLY_PAGE),
    '/brand/logo.svg': bytes(SVG_LOGO, 'image/svg+xml'),
    '/moved': redirect('http://10.0.0.7/admin'),
    '/logo.png': bytes(LOGO_PNG, 'image/png'),
    '/not-a-logo.png': bytes(Buffer.from('<?php echo "not an image"; ?>'), 'image/png'),
    '/logo-moved.png': redirect('http://10.0.0.7/logo.png'),
  });
  server = await startTestServer({
    overrides: {
      writer: recordingWriter,
      // The one way the reader reaches a loopback site: the harness passes it to the app.
      websiteLoopbackTargetsForTests: [{ address: '127.0.0.1', port: site.port }],
    },
  });
});

afterAll(async () => {
  await server.close();
  await site.close();
});

let counter = 0;
async function signedIn() {
  const client = new TestClient(server.url);
  const email = `business${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  return { client, email };
}

const readProfile = async (client: TestClient) =>
  expectSuccess(await client.get('/api/business-profile'), endpoints.getBusinessProfile.response);

const saveProfile = async (client: TestClient, profile: BusinessProfileInput) =>
  expectSuccess(
    await client.put('/api/business-profile', profile),
    endpoints.saveBusinessProfile.response,
  );

const importWebsite = (client: TestClient, url: string) =>
  client.post('/api/business-profile/website-import', { url });

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.testDatabase.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

describe('the business profile', () => {
  it('is empty, never saved, until the owner saves it', async () => {
    const { client } = await signedIn();
    expect(await readProfile(client)).toEqual({ profile: EMPTY_BUSINESS_PROFILE, updatedAt: null });
  });

  it("keeps the owner's words and prices verbatim through a save and a read", async () => {
    const { client } = await signedIn();
    const saved = await saveProfile(client, BAKERY_PROFILE);
    const expected: BusinessProfile = businessProfileSchema.parse(BAKERY_PROFILE);
    expect(saved.profile).toEqual(expected);
    expect(saved.updatedAt).not.toBeNull();

    const read = await readProfile(client);
    expect(read).toEqual(saved);
    expect(read.profile.whatYouDo).toBe(
      'Sourdough bakery & café: we bake overnight, so you don’t have to',
    );
    expect(read.profile.offerings.map((offering) => offering.price)).toEqual([
      '£4.20',
      'from £1.10',
      '1,20 €',
      null,
    ]);
    expect(read.profile.openingHours.weekly.saturday?.[1]).toEqual({
      opens: '18:00',
      closes: '00:00',
    });

    // The whole profile is replaced: what the owner removed is gone.
    const smaller = await saveProfile(client, { whatYouDo: 'Sourdough bakery' });
    expect(smaller.profile).toEqual({ ...EMPTY_BUSINESS_PROFILE, whatYouDo: 'Sourdough bakery' });
    expect(await readProfile(client)).toEqual(smaller);
  });

  it("refuses a price that is not a price, and hours that end before they start, with the contract's messages", async () => {
    const { client } = await signedIn();
    const saved = await saveProfile(client, BAKERY_PROFILE);

    const badPrice = {
      ...BAKERY_PROFILE,
      offerings: [{ name: 'Country sourdough', price: 'cheap as chips' }],
    };
    expect(expectFailure(await client.put('/api/business-profile', badPrice), 400)).toBe(
      `offerings.0.price: ${BUSINESS_PROFILE_MESSAGES.price}`,
    );

    const backwards = {
      ...BAKERY_PROFILE,
      openingHours: { weekly: { monday: [{ opens: '17:00', closes: '09:00' }] }, closures: [] },
    };
    expect(expectFailure(await client.put('/api/business-profile', backwards), 400)).toBe(
      `openingHours.weekly.monday.0.closes: ${BUSINESS_PROFILE_MESSAGES.hoursOrder}`,
    );

    // Past midnight is not one period: 00:00 closes at midnight, 02:00 would close before opening.
    const pastMidnight = {
      openingHours: { weekly: { friday: [{ opens: '20:00', closes: '02:00' }] } },
    };
    expect(expectFailure(await client.put('/api/business-profile', pastMidnight), 400)).toBe(
      `openingHours.weekly.friday.0.closes: ${BUSINESS_PROFILE_MESSAGES.hoursOrder}`,
    );

    expect(await readProfile(client)).toEqual(saved);
  });

  it("is the signed-in owner's alone", async () => {
    const owner = await signedIn();
    await saveProfile(owner.client, BAKERY_PROFILE);
    const other = await signedIn();
    expect(await readProfile(other.client)).toEqual({
      profile: EMPTY_BUSINESS_PROFILE,
      updatedAt: null,
    });
    await saveProfile(other.client, { whatYouDo: 'Kayak hire and guided paddles' });
    expect((await readProfile(owner.client)).profile.whatYouDo).toBe(BAKERY_PROFILE.whatYouDo);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(server.url);
    expectFailure(await anonymous.get('/api/business-profile'), 401);
    expectFailure(await anonymous.put('/api/business-profile', BAKERY_PROFILE), 401);
    expectFailure(await importWebsite(anonymous, `${site.origin}/`), 401);
  });

  it("is part of the owner's data export", async () => {
    const { client, email } = await signedIn();
    const saved = await saveProfile(client, BAKERY_PROFILE);
    const response = await fetch(
      `${server.url}/api/account/export?user_email=${encodeURIComponent(email)}`,
      { headers: { cookie: `${SESSION_COOKIE}=${client.cookie ?? ''}` } },
    );
    expect(response.status).toBe(200);
    const [account] = readStoredZip(new Uint8Array(await response.arrayBuffer()));
    const exported = JSON.parse(new TextDecoder().decode(account?.bytes)) as {
      business_profile: { profile: unknown; updated_at: string } | null;
    };
    expect(exported.business_profile).toEqual({
      profile: saved.profile,
      updated_at: saved.updatedAt,
    });
  });

  it('goes with the account when the account is deleted', async () => {
    const { client, email } = await signedIn();
    await saveProfile(client, BAKERY_PROFILE);
    const userId = await userIdOf(email);
    const { db } = server.testDatabase.database;
    const rowsOf = (id: string) =>
      db.select().from(businessProfiles).where(eq(businessProfiles.businessId, id));
    expect(await rowsOf(userId)).toHaveLength(1);

    expectSuccess(
      await client.post('/api/account/delete', { user_email: email, password: DEFAULT_PASSWORD }),
      endpoints.deleteAccount.response,
    );
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});

describe('the business time zone', () => {
  const timeZoneOf = async (client: TestClient, email: string) =>
    expectSuccess(
      await client.get(`/api/business/time-zone?user_email=${encodeURIComponent(email)}`),
      endpoints.getTimeZone.response,
    );

  it("is the one chosen in Settings, else the profile's, else the default", async () => {
    const { client, email } = await signedIn();
    expect(await timeZoneOf(client, email)).toEqual({
      success: true,
      time_zone: DEFAULT_TIME_ZONE,
      chosen: false,
    });

    await saveProfile(client, { timeZone: 'Europe/London' });
    expect(await timeZoneOf(client, email)).toEqual({
      success: true,
      time_zone: 'Europe/London',
      chosen: true,
    });
    const range = `from=2027-03-01T00:00:00.000Z&to=2027-04-01T00:00:00.000Z`;
    const posts = expectSuccess(
      await client.get(`/api/posts?user_email=${encodeURIComponent(email)}&${range}`),
      endpoints.getPosts.response,
    );
    expect(posts.time_zone).toBe('Europe/London');

    await client.put('/api/business/time-zone', { user_email: email, time_zone: 'Europe/Lisbon' });
    expect((await timeZoneOf(client, email)).time_zone).toBe('Europe/Lisbon');
  });
});

describe('the writer and the planner', () => {
  it("receive the signed-in owner's business profile, and null for an owner without one", async () => {
    const { client, email } = await signedIn();
    const saved = await saveProfile(client, BAKERY_PROFILE);
    const asked = nextWriterRequest();
    expectSuccess(
      await client.post(
        '/api/generate-brand-aware-content',
        textRequest(email, sampleOnboardingData()),
      ),
      endpoints.generateBrandAwareContent.response,
    );
    expect((await asked).business).toEqual(saved.profile);

    const other = await signedIn();
    const othersAsked = nextWriterRequest();
    expectSuccess(
      await other.client.post(
        '/api/generate-brand-aware-content',
        textRequest(other.email, sampleOnboardingData()),
      ),
      endpoints.generateBrandAwareContent.response,
    );
    expect((await othersAsked).business).toBeNull();
  });

  it("plan a month in the profile's time zone and write its posts with the profile", async () => {
    const { client, email } = await signedIn();
    const onboarding = sampleOnboardingData();
    onboarding.contentPrefs.platforms = ['instagram'];
    onboarding.contentPrefs.aiVisuals = false;
    await client.post('/api/onboarding', {
      user_email: email,
      name: null,
      business_name: onboarding.business.name,
      industry: onboarding.business.industry,
      location: onboarding.business.city,
      employees: onboarding.business.employees,
      onboarding_data: onboarding,
    });
    const saved = await saveProfile(client, BAKERY_PROFILE);
    const { plan } = expectSuccess(
      await client.post('/api/plans', {
        user_email: email,
        month: '2027-03',
        count: 1,
        platforms: ['instagram'],
        posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
        own_dates: '',
        country: 'GB',
      }),
      endpoints.createPlan.response,
    );
    expect(plan.time_zone).toBe('Europe/London');

    const asked = nextWriterRequest();
    expectSuccess(
      await client.post(`/api/plans/${plan.id}/write`, { user_email: email }),
      endpoints.writePlan.response,
    );
    expect((await asked).business).toEqual(saved.profile);
  });
});

describe('Fill in from my website', () => {
  it('proposes the name, products with prices, hours and phone of a bakery page, and saves nothing', async () => {
    const { client } = await signedIn();
    const started = performance.now();
    const answer = await importWebsite(client, `${site.origin}/`);
    console.info(
      `website import of the bakery page: ${Math.round(performance.now() - started)} ms`,
    );
    const proposal = expectSuccess(answer, endpoints.importBusinessWebsite.response);
    expect(proposal.businessName).toEqual({ value: 'Crumb & Co', source: 'json-ld' });
    expect(proposal.products).toEqual([
      {
        name: 'Country sourdough',
        description: null,
        price: { amount: '4.20', currency: 'GBP' },
        source: 'json-ld',
      },
      {
        name: 'Cardamom bun',
        description: null,
        price: { amount: '3.10', currency: 'GBP' },
        source: 'json-ld',
      },
    ]);
    expect(proposal.openingHours).toEqual({
      value: {
        monday: [{ opens: '07:30', closes: '17:00' }],
        tuesday: [{ opens: '07:30', closes: '17:00' }],
      },
      source: 'json-ld',
    });
    expect(proposal.phone).toEqual({ value: '+44 117 496 0000', source: 'json-ld' });
    expect(proposal.foundLittle).toBe(false);

    expect(await readProfile(client)).toEqual({ profile: EMPTY_BUSINESS_PROFILE, updatedAt: null });
  });

  it('says so when a page holds nothing useful', async () => {
    const { client } = await signedIn();
    const proposal = expectSuccess(
      await importWebsite(client, `${site.origin}/nothing`),
      endpoints.importBusinessWebsite.response,
    );
    expect(proposal.foundLittle).toBe(true);
    expect(proposal.products).toEqual([]);
  });

  it('refuses a redirect to a private address with the message for the owner', async () => {
    const { client } = await signedIn();
    expect(expectFailure(await importWebsite(client, `${site.origin}/moved`), 400)).toBe(
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
  });

  it('refuses an address that is not a website', async () => {
    const { client } = await signedIn();
    expect(expectFailure(await importWebsite(client, 'javascript:alert(1)'), 400)).toBe(
      WEBSITE_IMPORT_MESSAGES.notHttp,
    );
    expect(expectFailure(await importWebsite(client, '   '), 400)).toBe(
      `url: ${WEBSITE_IMPORT_MESSAGES.notAnAddress}`,
    );
  });
});

describe('the logo chosen from the website', () => {
  const copyLogo = (client: TestClient, url: string) =>
    client.post('/api/business-profile/website-logo', { url });

  it("is copied into the owner's own media, re-encoded, and served from there", async () => {
    const { client, email } = await signedIn();
    const copy = expectSuccess(
      await copyLogo(client, `${site.origin}/logo.png`),
      endpoints.copyWebsiteLogo.response,
    );
    expect(copy.url.startsWith(site.origin)).toBe(false);
    expect(copy.filename).toBe('logo.png');
    const served = await fetch(new URL(copy.url, server.url), {
      headers: { cookie: `${SESSION_COOKIE}=${client.cookie ?? ''}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 64, 32]);
    const rows = await server.testDatabase.database.db
      .select({ kind: uploads.kind })
      .from(uploads)
      .where(eq(uploads.businessId, await userIdOf(email)));
    expect(rows).toEqual([{ kind: 'logo' }]);
  });

  it('is proposed and copied from a site whose only logo is an SVG, stored and served as a PNG', async () => {
    const { client, email } = await signedIn();
    const proposal = expectSuccess(
      await importWebsite(client, `${site.origin}/svg-only`),
      endpoints.importBusinessWebsite.response,
    );
    const logoUrl = `${site.origin}/brand/logo.svg`;
    expect(proposal.logoCandidates).toEqual([
      {
        url: logoUrl,
        kind: 'icon',
        source: 'meta',
        image: { format: 'svg', width: 1024, height: 512 },
      },
    ]);
    expect(proposal.colorCandidates).toEqual([{ value: '#c0392b', source: 'logo' }]);

    const copy = expectSuccess(await copyLogo(client, logoUrl), endpoints.copyWebsiteLogo.response);
    const served = await fetch(new URL(copy.url, server.url), {
      headers: { cookie: `${SESSION_COOKIE}=${client.cookie ?? ''}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.includes('<svg')).toBe(false);
    const metadata = await sharp(servedBytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1024, 512]);
    const rows = await server.testDatabase.database.db
      .select({ kind: uploads.kind, key: uploads.key, contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.businessId, await userIdOf(email)));
    expect(rows.map(({ kind, contentType }) => [kind, contentType])).toEqual([
      ['logo', 'image/png'],
    ]);
    for (const { key } of rows) {
      const stored = await server.storage.get(key);
      if (!stored) throw new Error(`Nothing stored under ${key}`);
      expect(stored.includes('<svg')).toBe(false);
      expect((await sharp(stored).metadata()).format).toBe('png');
    }
  });

  it('is judged by its bytes, fetched only from public addresses, and needs a session', async () => {
    const { client } = await signedIn();
    expect(expectFailure(await copyLogo(client, `${site.origin}/not-a-logo.png`), 415)).toBe(
      API_MESSAGES.unsupportedLogo,
    );
    expect(expectFailure(await copyLogo(client, `${site.origin}/logo-moved.png`), 400)).toBe(
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
    expect(expectFailure(await copyLogo(client, 'file:///etc/passwd'), 400)).toBe(
      WEBSITE_IMPORT_MESSAGES.notHttp,
    );
    expectFailure(await copyLogo(new TestClient(server.url), `${site.origin}/logo.png`), 401);
  });
});

describe('Fill in from my website, as production builds it', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ env: { WEBSITE_IMPORTS_PER_HOUR: '2' } });
  });
  afterAll(() => production.close());

  it('never reads a loopback site, and limits the reads per user per hour', async () => {
    const client = new TestClient(production.url);
    await client.signUp(`business-limit-${Date.now()}@example.com`);
    for (let read = 0; read < 2; read += 1) {
      expect(expectFailure(await importWebsite(client, `${site.origin}/`), 400)).toBe(
        WEBSITE_IMPORT_MESSAGES.notPublic,
      );
    }
    const limited = await importWebsite(client, `${site.origin}/`);
    expect(expectFailure(limited, 429)).toBe(WEBSITE_IMPORT_MESSAGES.tooManyImports);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = new TestClient(production.url);
    await other.signUp(`business-limit-other-${Date.now()}@example.com`);
    expect(expectFailure(await importWebsite(other, `${site.origin}/`), 400)).toBe(
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
  });
});
