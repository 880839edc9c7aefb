import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The reliability suites (hostile input, account security, faults): long, so they are
 * not part of `npm run test:server`; each has its own npm script (docs/testing.md, Reliability).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@contract': fromHere('../../../contract'),
      '@core': fromHere('../../../core'),
    },
  },
  test: {
    root: fromHere('../..'),
    environment: 'node',
    include: ['test/reliability/**/*.reliability.ts'],
    // Guards against a hang, not measures: a hook may start several servers, each allowed
    // START_LIMIT_MS (server/scripts/spawn-server.ts) on a busy machine.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    restoreMocks: true,
    // One file at a time: the database fault stops the shared PostgreSQL cluster.
    fileParallelism: false,
  },
});
