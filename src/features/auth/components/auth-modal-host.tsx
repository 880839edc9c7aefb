import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useSiteNavigation } from '@/lib/site-navigation';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/dialog';
import { ErrorBoundary } from '@/components/error-boundary';
import { ErrorCard } from '@/components/error-card';
import { Spinner } from '@/components/spinner';
import { useAuth } from '../auth-context';
import { useAuthModal } from '../auth-modal-context';
import { AUTH_COPY } from '../copy';

const loadAuthModals = () => import('./auth-modals');

const identityOf = (user: User | null) =>
  user ? (user.email ?? user.google_id ?? user.facebook_id ?? null) : null;

/** The cached server state is refetched (same user) or dropped (another user). */
function refreshServerState(sameUser: boolean) {
  void import('@/lib/query-client').then(({ queryClient }) =>
    sameUser ? queryClient.invalidateQueries() : queryClient.clear(),
  );
}
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));

/** Starts fetching the modals' code early, for example when the pointer nears Log In. */
export function preloadAuthModals() {
  void loadAuthModals().catch(() => {
    // Opening the modal tries again and shows the failure there.
  });
}

/**
 * Renders the open auth modal (useAuthModal().mode) and owns the redirect after a
 * successful sign-in, so it survives the modal closing: product.md §4 sends the user to
 * /onboarding after a short delay. Logging in again after the session expired is
 * different: the same user carries on where they were, with their data refetched.
 */
export function AuthModalHost() {
  const { mode, close, openLogin, openSignup } = useAuthModal();
  const { signIn, user: currentUser, sessionExpired } = useAuth();
  const { navigate } = useSiteNavigation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const completeSignIn = useCallback(
    (user: User, delayMs: number) => {
      const resuming =
        sessionExpired && identityOf(user) !== null && identityOf(user) === identityOf(currentUser);
      signIn(user);
      clearTimeout(redirectTimer.current);
      if (sessionExpired) refreshServerState(resuming);
      if (resuming) {
        close();
        return;
      }
      redirectTimer.current = setTimeout(() => {
        close();
        navigate(paths.onboarding);
      }, delayMs);
    },
    [signIn, close, navigate, sessionExpired, currentUser],
  );

  if (!mode) return null;
  const title = mode === 'login' ? AUTH_COPY.loginTitle : AUTH_COPY.signupTitle;

  return (
    <ErrorBoundary
      fallback={() => (
        <Dialog open onClose={close} title={title} size="small">
          {/* A lazy chunk that failed stays failed until the page loads again. */}
          <ErrorCard onRetry={() => window.location.reload()} />
        </Dialog>
      )}
    >
      <Suspense
        fallback={
          <Dialog open onClose={close} title={title} size="small">
            <Spinner label="Loading..." />
          </Dialog>
        }
      >
        <AuthModals
          mode={mode}
          onClose={close}
          onSwitch={mode === 'login' ? openSignup : openLogin}
          onSignedIn={completeSignIn}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
