import { createElement, Suspense, use, useState, type ComponentType } from 'react';
import type { User } from '@contract/auth';
import { useAuth } from '../auth-context';

type BannerComponent = ComponentType<{ email: string }>;

let loadedBanner: BannerComponent | undefined;
let pendingBanner: Promise<BannerComponent> | undefined;

/** Loads the banner's code once; the same promise for every caller (a failure stays, as lazy's). */
function loadBanner(): Promise<BannerComponent> {
  pendingBanner ??= import('./verify-email-banner').then((module) => {
    loadedBanner = module.VerifyEmailBanner;
    return module.VerifyEmailBanner;
  });
  return pendingBanner;
}

/** Whether the banner is for this user: signed in with an address the server says is unproven. */
const isUnverified = (user: User | null): user is User & { email: string } =>
  Boolean(user?.email) && user?.email_verified === false;

/**
 * Fetches the banner's code before the app's first render when the stored user will see it.
 * Fetched only once the page was showing, the banner pushed the whole page down under a
 * pointer already on its way to a button (a press that ends elsewhere is no click at all).
 */
export async function preloadVerifyEmailBanner(user: User | null): Promise<void> {
  // A banner that fails to load holds nothing up: the app starts all the same.
  if (isUnverified(user)) await loadBanner().catch(() => undefined);
}

/** The banner once its code is here: always asks for it, so React finds the same hooks on replay. */
function AwaitedBanner({ email }: { email: string }) {
  return createElement(use(loadBanner()), { email });
}

function Banner({ email }: { email: string }) {
  // Chosen once: changing from the awaited to the loaded one would remount what the banner says.
  const [loadedAhead] = useState(() => loadedBanner);
  return loadedAhead ? createElement(loadedAhead, { email }) : <AwaitedBanner email={email} />;
}

/** Shows the verification banner only to a signed-in user the server says is unverified. */
export function VerifyEmailBannerHost() {
  const { user, sessionExpired } = useAuth();
  if (!isUnverified(user) || sessionExpired) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={user.email} />
    </Suspense>
  );
}
