import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { TimeZoneSetting } from '@/features/business-time/components/time-zone-setting';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { identifyUser } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

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
      {user?.email ? (
        <div className="container page-section">
          <TimeZoneSetting userEmail={user.email} />
        </div>
      ) : null}
    </QueryClientProvider>
  );
}
