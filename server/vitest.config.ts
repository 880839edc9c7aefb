import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../scripts/test-workers.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The server's tests: Node, a real database per test file, real HTTP. */
export default defineConfig({
  resolve: {
    alias: {
      '@contract': fromRoot('../contract'),
      '@core': fromRoot('../core'),
    },
  },
  test: {
    root: fromRoot('.'),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    maxWorkers: TEST_WORKERS,
    // Each file builds its own server, database and clock, and none replaces a module, so
    // the files of one worker share the loaded modules instead of loading the server again
    // for every file: the import time was most of the run (ADR 0053, update of 27 November, night).
    isolate: false,
  },
});
