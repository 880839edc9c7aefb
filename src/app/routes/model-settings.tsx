import { QueryClientProvider } from '@tanstack/react-query';
import { RequireAuth } from '@/features/auth/require-auth';
import { ModelSettingsPage } from '@/features/model-settings/components/model-settings-page';
import { queryClient } from '@/lib/query-client';

export default function ModelSettingsRoute() {
  return (
    <RequireAuth>
      <QueryClientProvider client={queryClient}>
        <ModelSettingsPage />
      </QueryClientProvider>
    </RequireAuth>
  );
}
