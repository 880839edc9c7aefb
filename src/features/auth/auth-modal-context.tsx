import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthModalMode = 'login' | 'signup';

interface AuthModalContextValue {
  mode: AuthModalMode | null;
  openLogin: () => void;
  openSignup: () => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalContextValue | null>(null);

/** Which auth modal is open; any screen can open one (for example Get Started Free). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthModalMode | null>(null);
  const value = useMemo(
    () => ({
      mode,
      openLogin: () => setMode('login'),
      openSignup: () => setMode('signup'),
      close: () => setMode(null),
    }),
    [mode],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
