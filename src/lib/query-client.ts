import { QueryClient } from '@tanstack/react-query';
import { isSessionExpiredError } from './api-error';

/** How long read data counts as fresh: a screen opened again within it is not read again. */
export const STALE_TIME_MS = 30_000;

/** One cache for the app; loaded with the first screen that reads server state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // One retry for a failure that may pass; none when the session has ended, which
      // only logging in again mends.
      retry: (failureCount, error) => failureCount < 1 && !isSessionExpiredError(error),
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
