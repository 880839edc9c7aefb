import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const ROUTE_MODULE = /src\/app\/routes\/([a-z-]+)\.tsx$/;
const DATA_LAYOUT = /src\/app\/layouts\/data-layout\.tsx$/;
/** The full app (its router and shell), which the entry loads for every page it renders afresh. */
const FULL_APP = /src\/app\/app\.tsx$/;
/** Routes that render under the data layout (router.tsx), so need its chunks too. */
const DATA_ROUTES = new Set(['dashboard', 'onboarding', 'compose']);

/** The URL a route module serves: routes/landing.tsx is '/', routes/auth-callback.tsx is '/auth/callback'. */
function urlOf(moduleName: string): string {
  if (moduleName === 'landing') return '/';
  if (moduleName === 'auth-callback') return '/auth/callback';
  return `/${moduleName}`;
}

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

/** The JS and CSS files a chunk needs, following its static imports. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, base: string, seen = new Set<string>()) {
  const files = { js: new Set<string>(), css: new Set<string>() };
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    files.js.add(base + current.fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) files.css.add(base + css);
    for (const name of current.imports) {
      const next = bundle[name];
      if (isChunk(next)) visit(next);
    }
  };
  visit(chunk);
  return files;
}

/**
 * Routes are lazy, so without help the browser learns which chunk the page needs only
 * after the entry has run: one extra round trip before the first paint (two, with the
 * full app the entry loads first for any page it renders afresh). This writes a
 * tiny inline script into index.html that, for the URL being opened, preloads that
 * route's chunks and styles alongside the entry (a prerendered page already links
 * them, scripts/prerender.mjs, so those are skipped).
 */
export function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const base = '/';
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const entryFiles = entry ? filesOf(bundle, entry, base) : { js: new Set(), css: new Set() };
        const dataLayout = chunks.find((chunk) => DATA_LAYOUT.test(chunk.facadeModuleId ?? ''));
        const fullApp = chunks.find((chunk) => FULL_APP.test(chunk.facadeModuleId ?? ''));

        const table: Record<string, { js: string[]; css: string[] }> = {};
        for (const chunk of chunks) {
          const match = ROUTE_MODULE.exec(chunk.facadeModuleId ?? '');
          if (!match?.[1] || !chunk.isDynamicEntry) continue;
          const files = filesOf(bundle, chunk, base);
          if (fullApp) {
            const appFiles = filesOf(bundle, fullApp, base);
            appFiles.js.forEach((file) => files.js.add(file));
            appFiles.css.forEach((file) => files.css.add(file));
          }
          if (dataLayout && DATA_ROUTES.has(match[1])) {
            const layoutFiles = filesOf(bundle, dataLayout, base);
            layoutFiles.js.forEach((file) => files.js.add(file));
            layoutFiles.css.forEach((file) => files.css.add(file));
          }
          table[urlOf(match[1])] = {
            js: [...files.js].filter((file) => !entryFiles.js.has(file)),
            css: [...files.css].filter((file) => !entryFiles.css.has(file)),
          };
        }

        const script = `(function(){var t=${JSON.stringify(table)};var r=t[location.pathname.replace(/\\/+$/,'')||'/'];if(!r)return;function has(h){return document.querySelector('link[href="'+h+'"]')}r.css.forEach(function(h){if(has(h))return;var l=document.createElement('link');l.rel='stylesheet';l.href=h;document.head.appendChild(l)});r.js.forEach(function(h){if(has(h))return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})();`;
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}
