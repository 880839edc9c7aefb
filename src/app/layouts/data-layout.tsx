import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { OnboardingProvider } from '@/features/onboarding/onboarding-context';
import { queryClient } from '@/lib/query-client';

/**
 * The layout of the routes that read server state. It is lazy, so the query cache,
 * the api client and the brand profile load only when such a route is opened.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <OnboardingProvider>
        <Outlet />
      </OnboardingProvider>
    </QueryClientProvider>
  );
}
