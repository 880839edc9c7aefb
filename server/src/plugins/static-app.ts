import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Where the build writes the third-party sources the app needs (scripts/csp-sources-plugin.ts). */
export const CSP_SOURCES_FILE = '.vite/csp-sources.json';

/** Directives the build may extend: Google sign-in, Facebook's SDK, an API on another origin. */
export const EXTENSIBLE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'frame-src',
] as const;
export type ExtensibleDirective = (typeof EXTENSIBLE_DIRECTIVES)[number];
export type CspSources = Partial<Record<ExtensibleDirective, string[]>>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that keep their name across builds (favicon, robots.txt): revalidated each time. */
const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.svg',
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/** The page every route that is not prerendered gets (scripts/prerender.mjs writes it). */
const APP_SHELL_NAME = 'app-shell';

interface Page {
  file: StaticFile;
  headers: Record<string, string>;
}

interface StaticFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
  brotliPending?: Promise<void>;
}

/**
 * Where a connected TikTok account's avatar comes from: `creator_info`'s
 * `creator_avatar_url` (TikTok's Content Posting API reference, "Query Creator Info",
 * checked 2026-11-29) is a short-lived link on TikTok's image CDN, whose host varies by
 * region and server (its own example is on lf16-tt4d.tiktokcdn.com; others are p16-sign-va,
 * p16-sign-sg, and tiktokcdn-us.com for US accounts). Images only, over HTTPS, these two
 * domains' subdomains and nothing wider. The sandbox stand-in's avatar is a data: image.
 */
export const TIKTOK_AVATAR_IMAGE_SOURCES = [
  'https://*.tiktokcdn.com',
  'https://*.tiktokcdn-us.com',
] as const;

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The SHA-256 source expression of every inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

/** The SHA-256 source expression of every <style> block of a page (a prerendered page's styles). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, body = '']) => body)
    .filter((body) => body !== '')
    .map(sha256Source);
}

/**
 * The pages' Content-Security-Policy: only our own origin, the page's own inline
 * scripts and style blocks by hash, images also from data: and blob: (upload previews) and
 * TikTok's avatar CDN, nothing may frame the app; `sources` adds what the build configured (Google, Facebook).
 */
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  /** <style> blocks allowed by hash; style attributes stay refused. */
  styleHashes?: string[];
  sources?: CspSources;
  upgradeInsecureRequests?: boolean;
}): string {
  const extra = (directive: ExtensibleDirective) => options.sources?.[directive] ?? [];
  const frameSources = extra('frame-src');
  // A hash would make browsers ignore an 'unsafe-inline' the build asked for (Facebook's
  // SDK injects styles), and that already allows the blocks.
  const styleHashes = extra('style-src').includes("'unsafe-inline'")
    ? []
    : (options.styleHashes ?? []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...options.scriptHashes, ...extra('script-src')]],
    ['style-src', ["'self'", ...styleHashes, ...extra('style-src')]],
    ['img-src', ["'self'", 'data:', 'blob:', ...TIKTOK_AVATAR_IMAGE_SOURCES, ...extra('img-src')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra('connect-src')]],
    ['frame-src', frameSources.length ? frameSources : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (options.upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Reads the sources the build recorded; a missing file means none. */
export function readCspSources(root: string): CspSources {
  const file = path.join(root, CSP_SOURCES_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const sources: CspSources = {};
  if (typeof parsed !== 'object' || parsed === null) return sources;
  for (const directive of EXTENSIBLE_DIRECTIVES) {
    const values = (parsed as Record<string, unknown>)[directive];
    if (!Array.isArray(values)) continue;
    // One source expression per entry: no spaces or separators can widen the policy.
    sources[directive] = values.filter(
      (value): value is string => typeof value === 'string' && /^[^\s;,]+$/.test(value),
    );
  }
  return sources;
}

/** Every file under root by URL path, except dotted files and folders (.vite/ holds build data). */
function listFiles(root: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** Which encodings the client accepts, ignoring any it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

export interface StaticAppOptions {
  /** The built app: index.html, assets/ (hashed names) and the files of public/. */
  root: string;
  /** The app is reached over https: add HSTS and upgrade-insecure-requests. */
  secure: boolean;
}

/** Every file of the built app, read into memory, the compressible ones gzipped at once. */
async function loadFiles(root: string) {
  const files = new Map<string, StaticFile>();
  for (const relative of listFiles(root)) {
    const body = readFileSync(path.join(root, relative));
    const extension = path.extname(relative).toLowerCase();
    files.set(`/${relative}`, {
      body,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
  }
  await Promise.all(
    [...files.entries()].map(async ([urlPath, file]) => {
      if (!COMPRESSIBLE.has(path.extname(urlPath)) || file.body.length < MIN_COMPRESS_BYTES) return;
      file.gzip = await gzipAsync(file.body, { level: 9 });
    }),
  );
  return files;
}

/**
 * Every .html file is a page, taken out of `files`: the prerendered public pages
 * (index.html is '/', pricing.html '/pricing', scripts/prerender.mjs) and the app shell
 * that every other route gets; a build without the shell falls back to index.html.
 */
function takePages(files: Map<string, StaticFile>, options: StaticAppOptions) {
  const sharedPageHeaders: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // Google's and Facebook's sign-in popups still talk back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.secure ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
  const cspSources = readCspSources(options.root);
  const pages = new Map<string, Page>();
  for (const [urlPath, file] of [...files.entries()]) {
    if (path.extname(urlPath) !== '.html') continue;
    files.delete(urlPath);
    const name = urlPath.slice(1, -'.html'.length);
    // Each page's policy allows exactly its own inline scripts.
    const headers = {
      ...sharedPageHeaders,
      'Content-Security-Policy': contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(file.body.toString('utf8')),
        styleHashes: inlineStyleHashes(file.body.toString('utf8')),
        sources: cspSources,
        upgradeInsecureRequests: options.secure,
      }),
    };
    pages.set(name === 'index' ? '/' : `/${name}`, { file, headers });
  }
  const shell = pages.get(`/${APP_SHELL_NAME}`) ?? pages.get('/');
  if (!shell) throw new Error('index.html was not loaded');
  pages.delete(`/${APP_SHELL_NAME}`);
  return { pages, shell };
}

/** Brotli when ready (computed once, off the event loop), else gzip, else the bytes. */
function bodySender(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply, file: StaticFile) => {
    if (!file.gzip) return reply.send(file.body);
    reply.header('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.has('br')) {
      file.brotliPending ??= brotliAsync(file.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      })
        .then((compressed) => {
          file.brotli = compressed;
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'brotli compression failed'));
      if (file.brotli) return reply.header('Content-Encoding', 'br').send(file.brotli);
    }
    if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.body);
  };
}

/**
 * Serves the built single-page app from the same origin as the API: hashed assets
 * cached for a year; pages never cached, each with a strict Content-Security-Policy: a
 * prerendered public page for its own path, the app shell for every other client route
 * (history fallback). Files are read once at start
 * and served from memory (gzip at once, brotli computed on first request), so no
 * request path ever reaches the file system. /api and /media keep their JSON 404.
 */
export async function staticAppPlugin(app: FastifyInstance, options: StaticAppOptions) {
  const indexPath = path.join(options.root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`APP_DIR (${options.root}) has no index.html: run \`npm run build\` first.`);
  }
  const files = await loadFiles(options.root);
  const { pages, shell } = takePages(files, options);
  const sendBody = bodySender(app);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page) =>
    sendBody(request, reply.headers(page.headers), page.file);

  // A page brings dozens of files: their request lines are debug (see request-log.ts).
  app.get('/*', { config: { staticFiles: true } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      throw new HttpError(400, 'The address is not valid.');
    }
    // The API's and the media's own namespaces never fall back to the app.
    // They get the 404 handler, which counts and logs them.
    if (/^\/(api|media)(\/|$)/.test(pathname)) return reply.callNotFound();
    // '/pricing', '/pricing/' and '/pricing.html' are the same page.
    const pagePath = pathname.replace(/(\/index)?\.html$|(?<=.)\/+$/, '') || '/';
    const page = pages.get(pagePath);
    if (page) return sendPage(request, reply, page);

    const file = files.get(pathname);
    if (file) {
      reply.header('Content-Type', file.contentType);
      reply.header('Cache-Control', file.cacheControl);
      reply.header('ETag', file.etag);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return sendBody(request, reply, file);
    }
    // A missing file (an old chunk, a mistyped asset) is a 404, never the page: a
    // script tag given HTML would fail in a confusing way.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) {
      throw new HttpError(404, API_MESSAGES.notFound);
    }
    return sendPage(request, reply, shell);
  });
}
