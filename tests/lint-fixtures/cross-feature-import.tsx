// Linted as if it were src/features/compose/cross-feature-import.tsx (see
// tests/feature-boundaries.test.ts): compose reaching into onboarding and auth.
import { presetsFrom } from '@/lib/compose-presets';
import { useOnboarding } from '@/features/onboarding/onboarding-context';
import { useAuth } from '../auth/auth-context';

export function CrossFeature() {
  const { profile } = useOnboarding();
  const { user } = useAuth();
  return <p>{user ? presetsFrom(profile).captionLength : null}</p>;
}
