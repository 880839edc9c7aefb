import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Keep in step with src/prerender/public-pages.ts (APP_SHELL_FILE). */
const APP_SHELL_FILE = 'app-shell.html';

/**
 * `vite preview` as the server serves the build: a prerendered page for its own path
 * (Vite finds dist/pricing.html for /pricing by itself), and the app shell, not the
 * prerendered landing page in index.html, for every other route of the app.
 */
export function appShellInPreview(): Plugin {
  return {
    name: 'app-shell-in-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? '';
        const pathname = (request.url ?? '/').split('?')[0] ?? '/';
        const isPageRequest =
          (request.method === 'GET' || request.method === 'HEAD') &&
          (accept === '' || accept.includes('text/html') || accept.includes('*/*')) &&
          !/\.[a-z0-9]+$/i.test(pathname);
        if (!isPageRequest || !existsSync(join(outDir, APP_SHELL_FILE))) return next();
        const page = pathname.replace(/\/+$/, '') || '/index';
        if (!existsSync(join(outDir, `${page}.html`))) request.url = `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}
