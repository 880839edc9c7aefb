import { createContext, useContext } from 'react';
import type { User } from '@contract/auth';

/**
 * The signed-in user as every feature reads it. The auth feature provides it (see
 * AuthProvider); features read it here, so none of them imports another.
 * `undefined` means "outside the provider", which is a wiring mistake.
 */
export const CurrentUserContext = createContext<User | null | undefined>(undefined);

/** The signed-in user, or null: for screens that work signed in or out. */
export function useOptionalUser(): User | null {
  const user = useContext(CurrentUserContext);
  if (user === undefined) throw new Error('useOptionalUser must be used inside <AuthProvider>');
  return user;
}

/** The signed-in user: only inside areas that require sign-in (it throws otherwise). */
export function useUser(): User {
  const user = useOptionalUser();
  if (!user) throw new Error('useUser must be used inside a signed-in area (see RequireAuth)');
  return user;
}
