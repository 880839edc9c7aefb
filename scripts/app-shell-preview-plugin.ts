import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Keep in step with src/prerender/public-pages.ts (APP_SHELL_FILE). */
const APP_SHELL_FILE = 'app-shell.html';

/**
 * `vite preview` as the server serves the build: a prerendered page for its own path
 * (dist/pricing.html for /pricing), and the app shell, not the prerendered landing page
 * in index.html, for every other route of the app.
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
        const page = `${pathname.replace(/\/+$/, '') || '/index'}.html`;
        // '/pricing' and '/pricing/' are the prerendered pricing.html; the rest the shell.
        request.url = existsSync(join(outDir, page)) ? page : `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}
