/// <reference types="vitest/config" />
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appShellInPreview } from './scripts/app-shell-preview-plugin.ts';
import { cspSources } from './scripts/csp-sources-plugin.ts';
import { routePreload } from './scripts/route-preload-plugin.ts';
import { MODULE_REPLACING_TESTS, TEST_WORKERS } from './scripts/test-workers.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves MSW's service worker in development only, straight from node_modules,
 * so that no mock code is ever copied into a production build through public/.
 */
function mockServiceWorker(): Plugin {
  const workerPath = fromRoot('./node_modules/msw/lib/mockServiceWorker.js');
  return {
    name: 'mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        createReadStream(workerPath).pipe(res);
      });
    },
  };
}

/**
 * `vite --mode server` (npm run dev:server): no mock backend (.env.development is not
 * read in this mode), and /api and /media go to the real server on API_PROXY_TARGET.
 * The Host header is kept, so the session cookie and the origin check see this page.
 */
function realServerProxy(mode: string) {
  if (mode !== 'server') return undefined;
  const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
  return { '/api': { target }, '/media': { target } };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), mockServiceWorker(), routePreload(), cspSources(), appShellInPreview()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      { find: '@contract', replacement: fromRoot('./contract') },
      { find: '@core', replacement: fromRoot('./core') },
      // twitter-text (X's character count) imports core-js 2's ES2015 polyfills, written for
      // the browsers of 2015; every browser this build targets (es2022) has them built in.
      { find: /^core-js\/modules\/.*$/, replacement: fromRoot('./src/lib/no-polyfill.ts') },
    ],
  },
  server: { port: 5173, proxy: realServerProxy(mode) },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/check-budgets.mjs reads the manifest to follow each route's imports.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries the signed-in screens share get chunks of their own, so each stays
        // small and is cached across deployments.
        codeSplitting: {
          // Only the library itself: its dependencies (React) stay where they are.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'axios', test: /[\\/]node_modules[\\/]axios[\\/]/ },
            { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The small form parts several screens share, in one chunk rather than one each.
            {
              name: 'form-parts',
              test: /[\\/]src[\\/]components[\\/](request-changes-form|business-profile[\\/]field-(error|ids))\./,
            },
          ],
        },
      },
    },
  },
  test: {
    // Two projects in one run (docs/decisions/0053-ci-time.md). The app's tests need a DOM
    // and the mock backend; core/, contract/ and scripts/ are pure logic and I/O-free code
    // (docs/architecture.md) that runs on plain Node, where a file starts in a fraction of
    // the time jsdom and tests/setup.ts take.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: [...MODULE_REPLACING_TESTS],
          // The files of one worker share the loaded modules: tests/setup.ts resets the mock
          // database, media, query cache and storage after every test, and loading the app
          // anew for each file was most of the run (ADR 0053, update of 27 November, night).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module or a global: each needs modules loaded for it alone.
          name: 'app-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: [...MODULE_REPLACING_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          setupFiles: ['./tests/setup-node.ts'],
          include: ['contract/**/*.test.ts', 'core/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
    restoreMocks: true,
    maxWorkers: TEST_WORKERS,
    // Several lazy screens in one test, each allowed asyncUtilTimeout (tests/setup.ts).
    testTimeout: 15_000,
    env: {
      VITE_API_BASE_URL: 'http://localhost:3000/api',
      VITE_USE_MOCKS: 'false',
    },
  },
}));
