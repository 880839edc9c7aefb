import { useOptionalUser } from '@/features/auth/auth-context';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { initialProfile } from '@/features/settings/initial-profile';
import { SettingsPage } from '@/features/settings/components/settings-page';

export default function SettingsRoute() {
  const user = useOptionalUser();
  return (
    <SettingsPage
      initialProfile={initialProfile(user)}
      accountSection={user ? <ChangePasswordForm /> : null}
    />
  );
}
