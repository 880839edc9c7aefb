import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBSITE_IMPORT_MESSAGES, websiteProposalSchema } from '@contract/website-import';
import { SafeFetchError } from '../../src/fetching/safe-fetch';
import { readWebsite } from '../../src/website/read-website';
import { bytes, fetcherFor, html, startLocalSite, type LocalSite } from './local-site';

const sites: LocalSite[] = [];
async function site(...args: Parameters<typeof startLocalSite>): Promise<LocalSite> {
  const started = await startLocalSite(...args);
  sites.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((started) => started.close()));
});

/** A 40x40 logo: three quarters brand red, one quarter navy, on a transparent corner. */
async function twoColourLogo(): Promise<Buffer> {
  const side = 40;
  const pixels = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const offset = (y * side + x) * 4;
      const navy = x >= 20 && y >= 20;
      const transparent = x < 4 && y < 4;
      pixels.set(navy ? [20, 33, 90, 255] : [200, 30, 45, transparent ? 0 : 255], offset);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 4 } })
    .png()
    .toBuffer();
}

/** The same two colours as an SVG logo, as many small-business sites have alone. */
const TWO_COLOUR_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">' +
    '<rect width="40" height="40" fill="#c81e2d"/>' +
    '<rect x="20" y="20" width="20" height="20" fill="#14215a"/></svg>',
);

const BAKERY_JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebSite',
      '@id': 'https://crumb.example/#website',
      name: 'Crumb & Co website',
      publisher: { '@id': '#bakery' },
    },
    {
      '@type': ['Bakery', 'LocalBusiness'],
      '@id': '#bakery',
      name: 'Crumb & Co',
      description: 'Sourdough, pastries and celebration cakes, baked every morning in Bristol.',
      telephone: '+44 117 496 0000',
      url: 'https://crumb.example/',
      logo: { '@type': 'ImageObject', url: '/img/logo.png' },
      address: { '@id': '#address' },
      sameAs: [
        'https://www.facebook.com/crumbandco',
        'https://www.instagram.com/crumbandco/',
        'https://www.youtube.com/@crumbandco',
      ],
      potentialAction: {
        '@type': 'OrderAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://order.crumb.example/start' },
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'http://schema.org/Wednesday',
            'Thursday',
            'schema:Friday',
          ],
          opens: '07:30:00',
          closes: '17:00:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '08:00',
          closes: '13:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '14:00',
          closes: '16:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '00:00',
          closes: '00:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '10:00',
          closes: '12:00',
          validFrom: '2026-12-24',
          validThrough: '2026-12-24',
        },
      ],
      makesOffer: [
        {
          '@type': 'Offer',
          price: '4.20',
          priceCurrency: 'GBP',
          itemOffered: {
            '@type': 'Product',
            name: 'Country sourdough',
            description: 'A 900 g loaf, 36 hours from starter to oven.',
          },
        },
        {
          '@type': 'Offer',
          priceSpecification: { '@type': 'PriceSpecification', price: 45, priceCurrency: 'GBP' },
          itemOffered: { '@type': 'Service', name: 'Celebration cake to order' },
        },
      ],
      hasMenu: {
        '@type': 'Menu',
        hasMenuSection: {
          '@type': 'MenuSection',
          name: 'Pastries',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Cardamom bun',
              offers: { '@type': 'Offer', price: '3.10', priceCurrency: 'GBP' },
            },
            { '@type': 'MenuItem', name: 'Country sourdough' },
          ],
        },
      },
    },
    {
      '@type': 'PostalAddress',
      '@id': '#address',
      streetAddress: '12 Gloucester Road',
      addressLocality: 'Bristol',
      postalCode: 'BS7 8AA',
      addressCountry: 'gb',
    },
    {
      '@type': 'Product',
      name: 'Seeded rye',
      offers: [{ '@type': 'Offer', price: 5, priceCurrency: 'GBP' }],
    },
  ],
};

const BAKERY_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Crumb &amp; Co | Home</title>
  <meta name="description" content="The meta description, trusted less than JSON-LD.">
  <meta property="og:title" content="Crumb and Co on Open Graph">
  <meta name="theme-color" content="#C81E2D">
  <link rel="icon" href="/favicon.ico">
  <link rel="apple-touch-icon" sizes="180x180" href="/img/touch.png">
  <script type="application/ld+json">{ "@context": "https://schema.org", "@type": "Bakery", "name": </script>
  <script type="application/ld+json">${JSON.stringify(BAKERY_JSON_LD)}</script>
</head>
<body>
  <a href="https://twitter.com/intent/tweet?text=hi">Share</a>
  <a href="https://www.tiktok.com/@crumbandco">TikTok</a>
  <a href="tel:+441174960001">Call us</a>
</body>
</html>`;

describe('reading a bakery page with full JSON-LD', () => {
  it('proposes every field from JSON-LD, with its source, and colours from the logo', async () => {
    const logo = await twoColourLogo();
    const local = await site({
      '/': html(BAKERY_PAGE),
      '/img/logo.png': bytes(logo, 'image/png'),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });

    expect(websiteProposalSchema.parse(proposal)).toEqual(proposal);
    expect(proposal.pageUrl).toBe(`${local.origin}/`);
    expect(proposal.businessName).toEqual({ value: 'Crumb & Co', source: 'json-ld' });
    expect(proposal.description).toEqual({
      value: 'Sourdough, pastries and celebration cakes, baked every morning in Bristol.',
      source: 'json-ld',
    });
    expect(proposal.phone).toEqual({ value: '+44 117 496 0000', source: 'json-ld' });
    expect(proposal.address).toEqual({
      value: {
        street: '12 Gloucester Road',
        locality: 'Bristol',
        region: null,
        postalCode: 'BS7 8AA',
        country: 'GB',
        formatted: '12 Gloucester Road, Bristol, BS7 8AA, GB',
      },
      source: 'json-ld',
    });
    expect(proposal.country).toEqual({ value: 'GB', source: 'json-ld' });
    expect(proposal.language).toEqual({ value: 'en', source: 'meta' });
    expect(proposal.bookingUrl).toEqual({
      value: 'https://order.crumb.example/start',
      source: 'json-ld',
    });
    const weekday = [{ opens: '07:30', closes: '17:00' }];
    expect(proposal.openingHours).toEqual({
      value: {
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: weekday,
        saturday: [
          { opens: '08:00', closes: '13:00' },
          { opens: '14:00', closes: '16:00' },
        ],
        sunday: [],
      },
      source: 'json-ld',
    });
    expect(proposal.products).toEqual([
      {
        name: 'Country sourdough',
        description: 'A 900 g loaf, 36 hours from starter to oven.',
        price: { amount: '4.20', currency: 'GBP' },
        source: 'json-ld',
      },
      {
        name: 'Celebration cake to order',
        description: null,
        price: { amount: '45', currency: 'GBP' },
        source: 'json-ld',
      },
      {
        name: 'Cardamom bun',
        description: null,
        price: { amount: '3.10', currency: 'GBP' },
        source: 'json-ld',
      },
      {
        name: 'Seeded rye',
        description: null,
        price: { amount: '5', currency: 'GBP' },
        source: 'json-ld',
      },
    ]);
    expect(proposal.socialProfiles).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/crumbandco', source: 'json-ld' },
      { network: 'instagram', url: 'https://www.instagram.com/crumbandco', source: 'json-ld' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@crumbandco', source: 'page-link' },
    ]);
    expect(proposal.logoCandidates[0]).toEqual({
      url: `${local.origin}/img/logo.png`,
      kind: 'logo',
      source: 'json-ld',
      image: { format: 'png', width: 40, height: 40 },
    });
    // Candidates after the first good logo are listed unfetched.
    expect(
      proposal.logoCandidates.slice(1).map(({ url, kind, image }) => [url, kind, image]),
    ).toEqual([
      [`${local.origin}/img/touch.png`, 'apple-touch-icon', null],
      [`${local.origin}/favicon.ico`, 'icon', null],
    ]);
    expect(proposal.colorCandidates).toEqual([
      { value: '#c81e2d', source: 'meta' },
      { value: '#14215a', source: 'logo' },
    ]);
    expect(proposal.foundLittle).toBe(false);
    expect(local.requests.map((request) => request.path)).toEqual(['/', '/img/logo.png']);
  });

  it('reads schema.org openingHours text when there is no specification', async () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Tide Café',
      openingHours: ['Mo-Fr 08:00-16:00', 'Sa,Su 09:00-12:00,13:00-15:30'],
    };
    const local = await site({
      '/': html(`<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    const weekday = [{ opens: '08:00', closes: '16:00' }];
    const weekend = [
      { opens: '09:00', closes: '12:00' },
      { opens: '13:00', closes: '15:30' },
    ];
    expect(proposal.openingHours?.value).toEqual({
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: weekend,
      sunday: weekend,
    });
  });
});

describe('reading pages with less on them', () => {
  it('falls back to Open Graph tags when there is no JSON-LD', async () => {
    const local = await site({
      '/': html(`<!doctype html><html><head>
        <title>Home</title>
        <meta property="og:site_name" content="Harbour Kayaks">
        <meta property="og:title" content="Kayak hire and guided paddles">
        <meta property="og:description" content="Kayak hire and guided paddles around the harbour.">
        <meta property="og:image" content="https://cdn.harbour.example/share.jpg">
        <meta property="og:locale" content="en_IE">
        <meta name="twitter:description" content="Trusted less than Open Graph.">
      </head><body></body></html>`),
    });
    const proposal = await readWebsite(`${local.origin}/`, {
      fetcher: fetcherFor([local]),
      readLogo: false,
    });
    expect(proposal).toEqual({
      pageUrl: `${local.origin}/`,
      businessName: { value: 'Harbour Kayaks', source: 'open-graph' },
      description: {
        value: 'Kayak hire and guided paddles around the harbour.',
        source: 'open-graph',
      },
      products: [],
      address: null,
      phone: null,
      bookingUrl: null,
      openingHours: null,
      country: { value: 'IE', source: 'open-graph' },
      language: { value: 'en', source: 'open-graph' },
      socialProfiles: [],
      logoCandidates: [
        {
          url: 'https://cdn.harbour.example/share.jpg',
          kind: 'share-image',
          source: 'open-graph',
          image: null,
        },
      ],
      colorCandidates: [],
      foundLittle: false,
    });
  });

  it('says it found little on a page with nothing useful', async () => {
    const local = await site({
      '/': html(
        '<!doctype html><html><head><title>Welcome</title></head><body><p>Coming soon</p></body></html>',
      ),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.foundLittle).toBe(true);
    expect(proposal.businessName).toEqual({ value: 'Welcome', source: 'meta' });
    expect(proposal.products).toEqual([]);
    expect(WEBSITE_IMPORT_MESSAGES.foundLittle).toBe(
      "We couldn't find much on that page — fill it in yourself.",
    );
  });

  it('drops a logo candidate whose bytes are not an image and judges the next', async () => {
    const logo = await twoColourLogo();
    const local = await site({
      '/': html(`<head>
        <link rel="apple-touch-icon" href="/fake.png">
        <link rel="icon" href="/missing.png">
        <meta property="og:image" content="/real.png">
      </head>`),
      '/fake.png': bytes(Buffer.from('<html>not an image</html>'), 'image/png'),
      '/real.png': bytes(logo, 'image/png'),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.logoCandidates).toEqual([
      {
        url: `${local.origin}/real.png`,
        kind: 'share-image',
        source: 'open-graph',
        image: { format: 'png', width: 40, height: 40 },
      },
    ]);
    expect(proposal.colorCandidates.map((color) => color.value)).toEqual(['#c81e2d', '#14215a']);
  });

  it('proposes an SVG-only logo, drawn in the upload sandbox, with colours from the drawing', async () => {
    const local = await site({
      '/': html(`<head>
        <link rel="icon" type="image/svg+xml" href="/logo.svg">
      </head>`),
      '/logo.svg': bytes(TWO_COLOUR_SVG, 'image/svg+xml'),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.logoCandidates).toEqual([
      {
        url: `${local.origin}/logo.svg`,
        kind: 'icon',
        source: 'meta',
        // Drawn to fit 1024 x 1024, as an uploaded SVG logo is.
        image: { format: 'svg', width: 1024, height: 1024 },
      },
    ]);
    expect(proposal.colorCandidates.map((color) => color.value)).toEqual(['#c81e2d', '#14215a']);
  });

  it('does not propose an SVG logo the upload sandbox would refuse, and judges the next', async () => {
    const logo = await twoColourLogo();
    const local = await site({
      '/': html(`<head>
        <link rel="icon" type="image/svg+xml" href="/scripted.svg">
        <meta property="og:image" content="/real.png">
      </head>`),
      '/scripted.svg': bytes(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">' +
            '<script>alert(1)</script><rect width="40" height="40" fill="#14215a"/></svg>',
        ),
        'image/svg+xml',
      ),
      '/real.png': bytes(logo, 'image/png'),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.logoCandidates.map((candidate) => candidate.url)).toEqual([
      `${local.origin}/real.png`,
    ]);
  });

  it('refuses a logo on a private address without failing the page', async () => {
    const local = await site({
      '/': html('<head><link rel="apple-touch-icon" href="http://192.168.1.1/logo.png"></head>'),
    });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.logoCandidates).toEqual([]);
    expect(proposal.colorCandidates).toEqual([]);
  });

  it('gives the owner a clear message when the page cannot be read', async () => {
    const error: unknown = await readWebsite('http://10.0.0.1/', {
      fetcher: fetcherFor([]),
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect(error instanceof SafeFetchError && error.userMessage).toBe(
      WEBSITE_IMPORT_MESSAGES.notPublic,
    );
  });
});

describe('a page in Portuguese', () => {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: 'Pastelaria Ribeira',
    description: 'Pastéis de nata, pão de ló e café, à beira do Douro desde 1987.',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Cais da Ribeira, 22',
      addressLocality: 'Porto',
      postalCode: '4050-509',
      addressCountry: 'PT',
    },
    makesOffer: {
      '@type': 'Offer',
      price: '1,20',
      priceCurrency: 'EUR',
      itemOffered: {
        '@type': 'Product',
        name: 'Pastel de nata',
        description: 'Massa folhada e creme.',
      },
    },
    openingHours: 'Tu-Su 08:00-19:30',
  };
  const page = `<!doctype html><html lang="pt-PT"><head>
    <meta charset="windows-1252">
    <title>Pastelaria Ribeira — Início</title>
    <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
  </head><body><a href="https://www.instagram.com/pastelariaribeira">Siga-nos</a></body></html>`;

  it.each([
    [
      'UTF-8, as its header says',
      Buffer.from(page.replace('windows-1252', 'utf-8')),
      'text/html; charset=utf-8',
    ],
    [
      'windows-1252, as only its meta tag says',
      Buffer.from(page.replace('—', '-'), 'latin1'),
      'text/html',
    ],
  ])('keeps its values verbatim in %s', async (_label, body, contentType) => {
    const local = await site({ '/': html(body, contentType) });
    const proposal = await readWebsite(`${local.origin}/`, { fetcher: fetcherFor([local]) });
    expect(proposal.language).toEqual({ value: 'pt', source: 'meta' });
    expect(proposal.country).toEqual({ value: 'PT', source: 'json-ld' });
    expect(proposal.businessName?.value).toBe('Pastelaria Ribeira');
    expect(proposal.description?.value).toBe(
      'Pastéis de nata, pão de ló e café, à beira do Douro desde 1987.',
    );
    expect(proposal.address?.value.formatted).toBe('Cais da Ribeira, 22, Porto, 4050-509, PT');
    expect(proposal.products).toEqual([
      {
        name: 'Pastel de nata',
        description: 'Massa folhada e creme.',
        price: { amount: '1,20', currency: 'EUR' },
        source: 'json-ld',
      },
    ]);
    expect(proposal.openingHours?.value.monday).toBeUndefined();
    expect(proposal.openingHours?.value.sunday).toEqual([{ opens: '08:00', closes: '19:30' }]);
    expect(proposal.socialProfiles).toEqual([
      {
        network: 'instagram',
        url: 'https://www.instagram.com/pastelariaribeira',
        source: 'page-link',
      },
    ]);
  });
});
