import { setupWorker } from 'msw/browser';
import { attachDbStorage } from './db';
import { handlers } from './handlers';
import { setPlanWritingDelay } from './handlers/plans';
import { setMockLatency } from './http';
import { attachMediaStorage } from './media';
import { indexedDbMediaStorage } from './media-indexed-db';

export const MOCK_DB_STORAGE_KEY = 'smart-suite:mock-db';
const DEV_LATENCY_MS = 350;

/** Starts the in-browser mock backend, its database kept in localStorage. */
export async function startMockBackend() {
  attachDbStorage({
    load: () => localStorage.getItem(MOCK_DB_STORAGE_KEY),
    save: (text) => {
      try {
        localStorage.setItem(MOCK_DB_STORAGE_KEY, text);
      } catch (error) {
        // Large uploads can exceed the storage quota: the data stays in memory.
        console.warn('Mock database could not be persisted', error);
      }
    },
  });
  attachMediaStorage(await indexedDbMediaStorage());
  setMockLatency(import.meta.env.MODE === 'test' ? 0 : DEV_LATENCY_MS);
  // A month is written a post at a time, slowly enough to watch it happen.
  setPlanWritingDelay(import.meta.env.MODE === 'test' ? 0 : 400);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
