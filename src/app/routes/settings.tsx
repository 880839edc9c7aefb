import { useOptionalUser } from '@/features/auth/auth-context';
import { initialProfile } from '@/features/settings/initial-profile';
import { SettingsPage } from '@/features/settings/components/settings-page';

export default function SettingsRoute() {
  const user = useOptionalUser();
  return <SettingsPage initialProfile={initialProfile(user)} />;
}
