import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { resetDb } from '@/mocks/db';
import { resetMedia } from '@/mocks/media';
import { server } from '@/mocks/node';
import { resetSentinels } from '@/mocks/sentinels';
import { parseMultipartLikeABrowser } from './native-multipart';

await parseMultipartLikeABrowser();
// The shell loads the business switcher lazily for every signed-in screen; loaded here once,
// that import never outlives the test that started it (a worker's last test included).
await import('@/app/layouts/business-switcher');

// findBy and waitFor wait for what they look for; the limit only ends a wait that will never
// succeed. A screen's code is loaded lazily, as in the browser, and compiling it can take more
// than the default second on a busy machine, so the limit allows for that.
configure({ asyncUtilTimeout: 4_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Failures must show at once in tests, not after the app's retry back-off.
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
});

// An unexpected console.error is a failing test, not noise to scroll past.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  server.resetHandlers();
  resetDb();
  resetMedia();
  resetSentinels();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterAll(() => server.close());
