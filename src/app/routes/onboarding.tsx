import { useUser } from '@/features/auth/auth-context';
import { RequireAuth } from '@/features/auth/require-auth';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';

function SignedInOnboarding() {
  return <OnboardingPage user={useUser()} />;
}

export default function OnboardingRoute() {
  return (
    <RequireAuth>
      <SignedInOnboarding />
    </RequireAuth>
  );
}
