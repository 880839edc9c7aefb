import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppPlugin } from '../src/plugins/static-app';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`;

/** A build as scripts/prerender.mjs leaves it: prerendered pages and the app shell. */
const FILES = {
  'index.html': page('<h1>Landing</h1>', '<style>h1{color:red}</style><script>start()</script>'),
  'pricing.html': page('<h1>Pricing</h1>', '<style>h1{color:blue}</style><script>go()</script>'),
  'app-shell.html': page('', '<script type="module" src="/assets/index.js"></script>'),
  'assets/index.js': 'export {};',
};

describe('prerendered pages and the app shell', () => {
  let root: string;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'smart-suite-static-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    app = Fastify();
    await app.register(staticAppPlugin, { root, secure: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const answer = await fetch(`${base}${url}`);
    return { answer, text: await answer.text() };
  };

  it('serves each prerendered page on its own path, with or without a trailing slash', async () => {
    for (const url of ['/', '/index.html']) expect((await get(url)).text).toContain('Landing');
    for (const url of ['/pricing', '/pricing/', '/pricing.html', '/pricing?plan=pro']) {
      expect((await get(url)).text, url).toContain('<h1>Pricing</h1>');
    }
  });

  it('serves the app shell for every other route, and never the shell file by its name', async () => {
    for (const url of ['/dashboard', '/compose?draft=1', '/no/such/page']) {
      const { answer, text } = await get(url);
      expect(answer.status, url).toBe(200);
      expect(text, url).toContain('<div id="root"></div>');
    }
    expect((await get('/app-shell.html')).answer.status).toBe(404);
  });

  it("allows exactly each page's own inline script and style block, never 'unsafe-inline'", async () => {
    const { answer } = await get('/pricing');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256('go()')};`);
    expect(policy).toContain(`style-src 'self' ${sha256('h1{color:blue}')};`);
    expect(policy).not.toContain(sha256('start()'));
    expect(policy).not.toContain('unsafe-inline');
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const shell = await get('/dashboard');
    expect(shell.answer.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it("allows TikTok's avatar CDN for images only, and nothing wider", async () => {
    const { answer } = await get('/dashboard');
    const directives = new Map(
      (answer.headers.get('content-security-policy') ?? '').split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tiktokcdn.com',
      'https://*.tiktokcdn-us.com',
    ]);
    for (const [name, values] of directives) {
      expect(values, name).not.toContain('*');
      expect(values, name).not.toContain('https:');
      if (name !== 'img-src') expect(values.join(' '), name).not.toContain('tiktokcdn');
    }
  });
});

it("adds no style hash when the build asks for 'unsafe-inline' styles (a hash would void it)", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'smart-suite-static-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), FILES['index.html']);
  writeFileSync(
    path.join(root, '.vite', 'csp-sources.json'),
    JSON.stringify({ 'style-src': ["'unsafe-inline'"] }),
  );
  const app = Fastify();
  try {
    await app.register(staticAppPlugin, { root, secure: false });
    const answer = await app.inject({ method: 'GET', url: '/' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain(sha256('start()'));
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
});
