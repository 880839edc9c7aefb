import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; loaded with the first screen that reads server state. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
