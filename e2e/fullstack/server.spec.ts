import { createHash } from 'node:crypto';
import { expect, test } from './server-fixture';

/** One origin: the built app, the API and the media, with the headers each needs. */

test('pages come with a strict Content-Security-Policy and are never cached', async ({
  request,
}) => {
  for (const path of ['/', '/dashboard', '/compose?draft=1', '/no/such/page']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers()['cache-control']).toBe('no-store');
    // '/' is prerendered (prerendered-pages.spec.ts); the others get the app shell.
    if (path !== '/') expect(await answer.text()).toContain('<div id="root"></div>');
  }

  const page = await request.get('/');
  const headers = page.headers();
  const policy = headers['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  const scripts = directives.get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  // TikTok's avatar CDN (a connected account's creator_info) for images only.
  expect(directives.get('img-src')).toEqual([
    "'self'",
    'data:',
    'blob:',
    'https://*.tiktokcdn.com',
    'https://*.tiktokcdn-us.com',
  ]);

  // The one inline script (the route preloader) is allowed by its hash, and only it.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64');
  expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);

  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('hashed assets are cached for a year and compressed; others revalidate', async ({
  request,
}) => {
  // The app shell (a client-rendered route) names the entry script in a tag of its own.
  const html = await (await request.get('/dashboard')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in the app shell');

  const script = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['vary']).toBe('Accept-Encoding');

  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['cache-control']).toBe('no-cache');
  const etag = favicon.headers()['etag'] ?? '';
  expect(etag).not.toBe('');
  const again = await request.get('/favicon.svg', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

test('missing files and unknown API paths answer 404, never the page', async ({ request }) => {
  for (const path of ['/assets/no-such-chunk.js', '/no-such-file.png', '/.vite/manifest.json']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toContain('application/json');
  }
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, error: 'Not found' });
  const media = await request.get('/media/not-a-key');
  expect(media.status()).toBe(404);
  const health = await request.get('/api/healthz');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
});

test('the app runs under its policy: no violation is reported while pages load', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/', '/pricing', '/support', '/schedule', '/results', '/old-landing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The login modal (react-hook-form, zod, the api client) loads under the policy too.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Welcome back' }).getByLabel('Email'),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('no request path reaches beyond the built files', async ({ request }) => {
  for (const path of [
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%2f.env.example',
    '/%2e%2e%2fserver%2fsrc%2fmain.ts',
  ]) {
    const answer = await request.get(path);
    const text = await answer.text();
    expect(text, path).not.toContain('"name": "smart-suite"');
    expect(text, path).not.toContain('DATABASE_URL');
    expect(text, path).not.toContain('buildApp');
  }
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
});

test('brotli once it is ready, gzip before, identity when neither is accepted; HEAD has no body', async ({
  request,
}) => {
  // The app shell links the entry's style sheet (the prerendered pages carry theirs inline);
  // smaller shared sheets may come first, and those are too small to be worth compressing.
  const html = await (await request.get('/dashboard')).text();
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)"/.exec(
    html,
  )?.[1];
  if (!style) throw new Error('No stylesheet in the app shell');

  await expect
    .poll(async () => {
      const answer = await request.get(style, { headers: { 'accept-encoding': 'gzip, br' } });
      return answer.headers()['content-encoding'];
    })
    .toBe('br');
  const refused = await request.get(style, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  expect(refused.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(style, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('{');

  const head = await request.head('/dashboard');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await head.body()).toHaveLength(0);
});
