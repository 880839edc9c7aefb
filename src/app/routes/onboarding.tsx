import { PlaceholderPage } from '@/components/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export default function OnboardingRoute() {
  return (
    <RequireAuth>
      <PlaceholderPage title="Brand Setup" />
    </RequireAuth>
  );
}
