import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@contract/auth';
import { isUser } from './stored-user';

/** SPEC 4: the whole user object lives in memory and in localStorage under this key. */
export const USER_STORAGE_KEY = 'user';

export interface AuthContextValue {
  user: User | null;
  /** On until the stored session has been read. */
  isLoading: boolean;
  isAuthenticated: boolean;
  signIn: (user: User) => void;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Reads the stored session; a value that fails to parse is discarded. */
export function readStoredUser(
  storage: Storage | undefined = globalThis.localStorage,
): User | null {
  // No storage when the page is prerendered at build time: that copy is signed out.
  if (!storage) return null;
  const text = storage.getItem(USER_STORAGE_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isUser(value)) return value;
  } catch {
    // fall through: corrupted
  }
  storage.removeItem(USER_STORAGE_KEY);
  return null;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Where logout sends the browser; overridable in tests. */
  onLoggedOut?: () => void;
}

const reloadHome = () => window.location.assign('/');

export function AuthProvider({ children, onLoggedOut = reloadHome }: AuthProviderProps) {
  // localStorage is synchronous, so the stored session is read before the first
  // render: signed-in screens never flash the signed-out shell, and the loading
  // flag is already off when anything renders.
  const [state, setState] = useState<{ isLoading: boolean; user: User | null }>(() => ({
    isLoading: false,
    user: readStoredUser(),
  }));

  // Another tab logging in or out updates this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) {
        setState({ isLoading: false, user: readStoredUser() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((user: User) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    setState({ isLoading: false, user });
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(USER_STORAGE_KEY);
    setState({ isLoading: false, user: null });
    onLoggedOut();
  }, [onLoggedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      isLoading: state.isLoading,
      isAuthenticated: state.user !== null,
      signIn,
      logout,
    }),
    [state, signIn, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, or null: for screens that work signed in or out. */
export function useOptionalUser(): User | null {
  return useAuth().user;
}

/** The signed-in user: only inside areas that require sign-in (it throws otherwise). */
export function useUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useUser must be used inside a signed-in area (see RequireAuth)');
  return user;
}
