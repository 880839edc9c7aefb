import { QueryClientProvider } from '@tanstack/react-query';
import { useOptionalUser } from '@/features/auth/auth-context';
import { TimeZoneSetting } from '@/features/business-time/components/time-zone-setting';
import { initialProfile } from '@/features/settings/initial-profile';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { queryClient } from '@/lib/query-client';

export default function SettingsRoute() {
  const user = useOptionalUser();
  return (
    <>
      <SettingsPage initialProfile={initialProfile(user)} />
      {user?.email ? (
        <div className="container page-section">
          <QueryClientProvider client={queryClient}>
            <TimeZoneSetting userEmail={user.email} />
          </QueryClientProvider>
        </div>
      ) : null}
    </>
  );
}
