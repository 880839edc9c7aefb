import { createContext, useContext } from 'react';

export type AuthModalMode = 'login' | 'signup';

export interface AuthModalContextValue {
  mode: AuthModalMode | null;
  openLogin: () => void;
  openSignup: () => void;
  close: () => void;
}

/**
 * Which auth modal is open. The auth feature provides it (AuthModalProvider); any
 * feature can open one from here without importing the auth feature.
 */
export const AuthModalContext = createContext<AuthModalContextValue | null>(null);

export function useAuthModal(): AuthModalContextValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
