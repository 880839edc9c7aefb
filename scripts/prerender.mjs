#!/usr/bin/env node
/**
 * Writes the public pages as HTML after `vite build` (part of `npm run build` and of
 * `npm start`'s build): the browser paints them before any script runs, then the app
 * hydrates them. Builds src/prerender/render-page.tsx for Node (a Vite SSR build outside
 * dist/), renders each signed-out page with react-dom/static, and writes:
 *   dist/index.html, dist/pricing.html, ...  one per prerendered path (served by
 *                                            npm start and by vite preview);
 *   dist/app-shell.html                      the empty shell, for every other route.
 * ADR 0028 explains the choices.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The styles and scripts a page needs: the entry's, then its route's, in load order. */
function pageAssets(manifest, path) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routeKey = routeModuleOf(path);
  if (!manifest[routeKey]) throw new Error(`No chunk in the build for ${path}`);
  const keys = [...closure(manifest, entryKey), ...closure(manifest, routeKey)];
  return {
    entry: `/${manifest[entryKey].file}`,
    css: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))],
    js: [...new Set(keys.map((key) => `/${manifest[key].file}`))].filter(
      (file) => file !== `/${manifest[entryKey].file}`,
    ),
  };
}

/**
 * Until the app has hydrated, a tap on one of the page's buttons would do nothing (or
 * submit a form natively): the loader holds such clicks, and the app replays them once
 * it owns the page (src/prerender/early-clicks.ts reads them from window.__earlyClicks).
 */
const EARLY_CLICKS =
  "var held=[];function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b)return;e.preventDefault();e.stopPropagation();held.push(b)}d.addEventListener('click',hold,true);window.__earlyClicks=function(){d.removeEventListener('click',hold,true);var h=held;held=[];return h};";

/**
 * Starts the app only once the whole page is loaded and the browser has reported its
 * first contentful paint (a paint entry carries the time the frame reached the screen,
 * which a frame callback does not: a script started from one could still run before the
 * page was shown), so no script is fetched or run before the page's largest paint. A
 * timer starts it too, for tabs that open in the background and paint nothing; a browser
 * without paint timing starts it at the load event. The app then hydrates what is shown.
 */
function loaderScript({ entry, js }) {
  return `(function(){var d=document,started=0;${EARLY_CLICKS}function start(){if(started)return;started=1;${JSON.stringify(js)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}var loaded=0,painted=0;function ready(){if(loaded&&painted)setTimeout(start,0)}try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=1;ready()}}).observe({type:'paint',buffered:true})}catch(e){painted=1}addEventListener('load',function(){loaded=1;ready();setTimeout(start,1000)})})();`;
}

/**
 * The page's head: its own title and description; its styles inline (one request less
 * before the first paint; the server's policy allows the block by its hash) in place of
 * the template's links; its scripts started after the first paint in place of the
 * template's entry, preloads and route preloader (the page knows its route).
 */
function pageHtml(template, page, assets) {
  const title = page.meta ? `${page.meta.title} | ${SITE_NAME}` : undefined;
  let html = template
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (page.meta) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
    );
  }
  const css = assets.css.map((file) => readFileSync(join(distDir, file), 'utf8').trim()).join('\n');
  if (/<\/style/i.test(css)) throw new Error('A style sheet contains </style>');
  // Disabled links are never fetched; they tell Vite's loader that these sheets are on
  // the page already, so it does not add them again when the route's code loads (which
  // would have the browser restyle the whole page while it hydrates).
  const markers = assets.css
    .map((file) => `<link rel="stylesheet" href="/${file}" disabled>`)
    .join('\n    ');
  html = html.replace(
    '</head>',
    `  <style>${css}</style>\n    ${markers}\n    <script>${loaderScript(assets)}</script>\n  </head>`,
  );
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
// index.html as Vite wrote it; on a second run, the shell the first run kept.
const builtIndex = readFileSync(join(distDir, 'index.html'), 'utf8');
const template = builtIndex.includes('<div id="root"></div>')
  ? builtIndex
  : readFileSync(join(distDir, APP_SHELL_FILE), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

// Written first: index.html is replaced by the landing page below.
writeFileSync(join(distDir, APP_SHELL_FILE), template);
for (const path of PRERENDERED_PATHS) {
  const page = await renderPage(path);
  if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
  writeFileSync(
    join(distDir, htmlFileOf(path)),
    pageHtml(template, page, pageAssets(manifest, path)),
  );
}
rmSync(ssrDir, { recursive: true, force: true });
console.info(`Prerendered ${PRERENDERED_PATHS.join(', ')} into ${distDir}`);
