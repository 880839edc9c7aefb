import { QueryClientProvider } from '@tanstack/react-query';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { queryClient } from '@/lib/query-client';

export default function AnalyticsRoute() {
  const user = useOptionalUser();
  const { openLogin } = useAuthModal();
  return (
    <QueryClientProvider client={queryClient}>
      <AnalyticsPage signedIn={user !== null} onLogIn={openLogin} />
    </QueryClientProvider>
  );
}
