import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { resetDb } from '@/mocks/db';
import { resetMedia } from '@/mocks/media';
import { server } from '@/mocks/node';
import { resetSentinels } from '@/mocks/sentinels';
import { parseMultipartLikeABrowser } from './native-multipart';

await parseMultipartLikeABrowser();

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
