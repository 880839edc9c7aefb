#!/usr/bin/env node
/**
 * Writes the public pages as HTML after `vite build` (part of `npm run build` and of
 * `npm start`'s build): the browser paints them before any script runs, then the app
 * hydrates them. Builds src/prerender/render-page.tsx for Node (a Vite SSR build outside
 * dist/), renders each signed-out page with react-dom/static, and writes:
 *   dist/index.html, dist/pricing.html, ...  one per prerendered path (served by
 *                                            npm start and by vite preview);
 *   dist/app-shell.html                      the empty shell, for every other route.
 * ADR 0025 explains the choices.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, process.argv[2] ?? 'dist');
const ssrDir = join(root, 'node_modules', '.cache', 'smart-suite-prerender');
const SITE_NAME = 'Smart Suite';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The route module that renders a path, as named in Vite's manifest. */
const routeModuleOf = (path) => `src/app/routes/${path === '/' ? 'landing' : path.slice(1)}.tsx`;

/** Every manifest key a chunk pulls in through static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The route's styles as render-blocking links (a prerendered page must not paint
 * unstyled), and its scripts as module preloads, beyond what the entry already loads.
 */
function routeTags(manifest, path) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  const route = [...closure(manifest, routeModuleOf(path))].filter((key) => !entry.has(key));
  if (route.length === 0) throw new Error(`No chunk in the build for ${path}`);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
  const css = [...new Set(route.flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !entryCss.has(file),
  );
  const js = route.map((key) => manifest[key].file);
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function pageHtml(template, page, tags) {
  const title = page.meta ? `${page.meta.title} | ${SITE_NAME}` : undefined;
  let html = template;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (page.meta) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
    );
  }
  // Before the inline route-preload script, which then sees them and adds no copies.
  const inlineScript = html.indexOf('<script>');
  const at =
    inlineScript >= 0 && inlineScript < html.indexOf('</head>')
      ? inlineScript
      : html.indexOf('</head>');
  html = `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
  const shell = '<div id="root"></div>';
  if (!html.includes(shell)) throw new Error(`The built index.html has no ${shell}`);
  return html.replace(shell, `<div id="root">${page.html}</div>`);
}

await build({
  root,
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
  },
});

const { renderPage, PRERENDERED_PATHS, htmlFileOf, APP_SHELL_FILE } = await import(
  pathToFileURL(join(ssrDir, 'render-page.mjs')).href
);
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

// Written first: index.html is replaced by the landing page below.
copyFileSync(join(distDir, 'index.html'), join(distDir, APP_SHELL_FILE));
for (const path of PRERENDERED_PATHS) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  writeFileSync(
    join(distDir, htmlFileOf(path)),
    pageHtml(template, page, routeTags(manifest, path)),
  );
}
rmSync(ssrDir, { recursive: true, force: true });
console.info(`Prerendered ${PRERENDERED_PATHS.join(', ')} into ${distDir}`);
