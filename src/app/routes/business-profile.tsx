import { RequireAuth } from '@/features/auth/require-auth';
import { BusinessProfilePage } from '@/features/business-profile/components/business-profile-page';
import { useOnboarding } from '@/lib/brand-profile';

function BusinessProfile() {
  const { profile } = useOnboarding();
  return <BusinessProfilePage city={profile?.business.city ?? ''} />;
}

export default function BusinessProfileRoute() {
  return (
    <RequireAuth>
      <BusinessProfile />
    </RequireAuth>
  );
}
