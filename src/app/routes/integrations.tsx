import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { IntegrationsPage } from '@/features/integrations/components/integrations-page';
import { NETWORK_DESCRIPTIONS } from '@/features/integrations/networks';
import { queryClient } from '@/lib/query-client';

export default function IntegrationsRoute() {
  const user = useOptionalUser();
  const { openLogin } = useAuthModal();
  const [search, setSearch] = useSearchParams();
  return (
    <QueryClientProvider client={queryClient}>
      <IntegrationsPage
        integrations={NETWORK_DESCRIPTIONS}
        signedIn={Boolean(user)}
        onLogIn={openLogin}
        connectionId={search.get('connection')}
        connectError={search.get('connect_error')}
        onConnectionHandled={() => setSearch({}, { replace: true })}
        navigateTo={(url) => window.location.assign(url)}
      />
    </QueryClientProvider>
  );
}
