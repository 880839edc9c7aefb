import { useMemo, useState, type ReactNode } from 'react';
import { AuthModalContext, type AuthModalMode } from '@/lib/auth-modal';
import { useAuth } from './auth-context';

/**
 * Which auth modal is open; any screen can open one (for example Get Started Free).
 * An expired session opens the login modal by itself; closing it without logging in
 * gives the session up.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { sessionExpired, endExpiredSession } = useAuth();
  const [mode, setMode] = useState<AuthModalMode | null>(null);

  // Adjusting state while rendering (not in an effect): the modal is open in the same
  // render that first sees the session has expired.
  const [seenExpired, setSeenExpired] = useState(sessionExpired);
  if (sessionExpired !== seenExpired) {
    setSeenExpired(sessionExpired);
    if (sessionExpired) setMode('login');
  }

  const value = useMemo(
    () => ({
      mode,
      openLogin: () => setMode('login'),
      openSignup: () => setMode('signup'),
      close: () => {
        setMode(null);
        endExpiredSession();
      },
    }),
    [mode, endExpiredSession],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export { useAuthModal, type AuthModalMode } from '@/lib/auth-modal';
