import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngImage } from './helpers';

/**
 * A bakery's own website, as an owner would type its address: one home page with
 * schema.org JSON-LD (the business, its address, phone, hours and three priced
 * products), a theme colour and a PNG logo in that colour (the reader judges raster logos
 * only: an SVG is never proposed). Served on a free loopback port, which the server
 * under test is told it may read (WEBSITE_FETCH_LOOPBACK_FOR_TESTS).
 */
export const BAKERY = {
  name: 'Millstone Loaf Co.',
  phone: '+44 161 496 0777',
  themeColor: '#2f5d50',
  products: [
    { name: 'Seeded rye', description: 'Dark rye with sunflower and flax.', price: '5.40' },
    { name: 'Morning bun', description: 'Orange sugar, laminated dough.', price: '3.25' },
    { name: 'Birthday cake', description: 'Sponge and buttercream, to order.', price: '38' },
  ],
} as const;

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Bakery',
  name: BAKERY.name,
  description: 'Slow-fermented bread and pastries from a small oven in Manchester.',
  telephone: BAKERY.phone,
  logo: 'logo.png',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '12 Tib Street',
    addressLocality: 'Manchester',
    postalCode: 'M4 1SH',
    addressCountry: 'GB',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:00',
      closes: '15:00',
    },
  ],
  makesOffer: BAKERY.products.map((product) => ({
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'GBP',
    itemOffered: { '@type': 'Product', name: product.name, description: product.description },
  })),
};

const HOME_PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>${BAKERY.name} | Bakery in Manchester</title>
    <meta name="description" content="Slow-fermented bread and pastries in Manchester." />
    <meta name="theme-color" content="${BAKERY.themeColor}" />
    <link rel="icon" href="logo.png" />
    <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
  </head>
  <body><h1>${BAKERY.name}</h1><p>Bread baked every morning.</p></body>
</html>`;

export interface BakerySite {
  /** http://127.0.0.1:<port>/, the address the owner types. */
  url: string;
  /** `127.0.0.1:<port>`, for WEBSITE_FETCH_LOOPBACK_FOR_TESTS. */
  hostAndPort: string;
  close(): Promise<void>;
}

export async function startBakerySite(): Promise<BakerySite> {
  const logo = await pngImage(256, 256, BAKERY.themeColor);
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOME_PAGE);
    } else if (path === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(logo);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hostAndPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
