import { lazy, Suspense } from 'react';
import { useAuth } from '../auth-context';

const VerifyEmailBanner = lazy(() =>
  import('./verify-email-banner').then((module) => ({ default: module.VerifyEmailBanner })),
);

/** Shows the verification banner only to a signed-in user the server says is unverified. */
export function VerifyEmailBannerHost() {
  const { user, sessionExpired } = useAuth();
  if (!user?.email || user.email_verified !== false || sessionExpired) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  );
}
