import { WebsiteImportPanel } from '@/components/website-import';
import { RequireAuth } from '@/features/auth/require-auth';
import { BusinessProfilePage } from '@/features/business-profile/components/business-profile-page';
import { useOnboarding } from '@/lib/brand-profile';

function BusinessProfile() {
  const { profile } = useOnboarding();
  return (
    <BusinessProfilePage
      city={profile?.business.city ?? ''}
      websiteImport={({ apply }) => (
        <WebsiteImportPanel
          initialAddress={profile?.business.website ?? ''}
          onAccept={(accepted) => apply(accepted.profile)}
        />
      )}
    />
  );
}

export default function BusinessProfileRoute() {
  return (
    <RequireAuth>
      <BusinessProfile />
    </RequireAuth>
  );
}
