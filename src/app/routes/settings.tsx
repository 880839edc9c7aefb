import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { TimeZoneSetting } from '@/features/business-time/components/time-zone-setting';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { identifyUser } from '@/lib/api';
import { mayCall, useRole } from '@/lib/business-role';
import { queryClient } from '@/lib/query-client';

/** The business's time zone, for the roles that may change it (ADR 0061). */
function BusinessTimeZone({ userEmail }: { userEmail: string }) {
  if (!mayCall(useRole(), 'setTimeZone')) return null;
  return (
    <div className="container page-section">
      <TimeZoneSetting userEmail={userEmail} />
    </div>
  );
}

export default function SettingsRoute() {
  const { user, signIn, logout } = useAuth();
  const { openLogin } = useAuthModal();
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsPage
        identifier={user ? identifyUser(user) : null}
        onProfileSaved={(changes) => {
          if (user) signIn({ ...user, ...changes });
        }}
        onAccountDeleted={() => {
          queryClient.clear();
          void logout();
        }}
        onLogIn={openLogin}
        passwordSection={<ChangePasswordForm />}
      />
      {user?.email ? <BusinessTimeZone userEmail={user.email} /> : null}
    </QueryClientProvider>
  );
}
