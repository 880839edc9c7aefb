import { QueryClient } from '@tanstack/react-query';
import { isSessionExpiredError } from './api-error';

/** One cache for the app; loaded with the first screen that reads server state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // One retry for a failure that may pass; none when the session has ended, which
      // only logging in again mends.
      retry: (failureCount, error) => failureCount < 1 && !isSessionExpiredError(error),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
