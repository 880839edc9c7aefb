import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@contract/auth';
import { CurrentUserContext } from '@/lib/current-user';
import { onAccountDeleted, onSessionAccepted, onSessionExpired } from '@/lib/session-events';
import { isUser } from './stored-user';

/** product.md §4: the whole user object lives in memory and in localStorage under this key. */
export const USER_STORAGE_KEY = 'user';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /**
   * The server refused a call for want of a session (a 401): the stored user is gone
   * and the login modal asks for the password again. The user stays in memory so the
   * page they were on stays as it was until they log in again or give up.
   */
  sessionExpired: boolean;
  signIn: (user: User) => void;
  /** Ends the server session (POST /logout), then forgets the user and leaves for /. */
  logout: () => Promise<void>;
  /** Gives up on an expired session: signed out where the user is, without a reload. */
  endExpiredSession: () => void;
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
  /** Ends the session on the server; by default POST /logout through the api module. */
  endServerSession?: () => Promise<void>;
}

interface SessionState {
  user: User | null;
  sessionExpired: boolean;
}

const reloadHome = () => window.location.assign('/');

/** Log Out never waits longer than this for the server before signing out locally. */
export const LOGOUT_TIMEOUT_MS = 5000;

async function logoutOnServer(): Promise<void> {
  // The api client loads with the signed-in screens, not with the shell.
  const { logout } = await import('@/lib/api');
  await logout();
}

export function AuthProvider({
  children,
  onLoggedOut = reloadHome,
  endServerSession = logoutOnServer,
}: AuthProviderProps) {
  // localStorage is synchronous, so the stored session is read before the first
  // render: signed-in screens never flash the signed-out shell and there is no
  // loading state to wait for.
  const [state, setState] = useState<SessionState>(() => ({
    user: readStoredUser(),
    sessionExpired: false,
  }));

  // Another tab logging in or out updates this one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) {
        setState({ user: readStoredUser(), sessionExpired: false });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Whether the server has known this page's session: a signed-in call has been answered,
  // or the user signed in here. Until then the user on screen is only the stored copy.
  const sessionAccepted = useRef(false);
  // The account was deleted: refusals are expected until the owner leaves.
  const accountDeleted = useRef(false);

  useEffect(
    () =>
      onSessionAccepted(() => {
        sessionAccepted.current = true;
      }),
    [],
  );

  // A 401 from a signed-in call: the server no longer knows this browser's session.
  useEffect(
    () =>
      onSessionExpired(() => {
        if (accountDeleted.current) return;
        localStorage.removeItem(USER_STORAGE_KEY);
        if (!sessionAccepted.current) {
          // Refused from the start: the stored user is stale (the session ended, or the
          // account is gone) and nothing has been done on this page to keep, so the page
          // is signed out rather than greeting someone the server does not know.
          setState({ user: null, sessionExpired: false });
          return;
        }
        setState((current) =>
          current.user && !current.sessionExpired ? { ...current, sessionExpired: true } : current,
        );
      }),
    [],
  );

  // The deletion ended every session: a reload must not bring the user back. The user
  // stays in memory while the owner reads what was deleted, until they sign out.
  useEffect(
    () =>
      onAccountDeleted(() => {
        accountDeleted.current = true;
        localStorage.removeItem(USER_STORAGE_KEY);
      }),
    [],
  );

  const signIn = useCallback((user: User) => {
    sessionAccepted.current = true;
    accountDeleted.current = false;
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    setState({ user, sessionExpired: false });
  }, []);

  const endExpiredSession = useCallback(() => {
    // A no-op once the user has logged in again, whoever calls it late.
    setState((current) =>
      current.sessionExpired ? { user: null, sessionExpired: false } : current,
    );
  }, []);

  const logoutStarted = useRef(false);
  const logout = useCallback(async () => {
    if (logoutStarted.current) return;
    logoutStarted.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        endServerSession(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, LOGOUT_TIMEOUT_MS);
        }),
      ]);
    } catch {
      // Offline, or the session had already ended: signing out here still goes ahead.
    } finally {
      clearTimeout(timer);
    }
    localStorage.removeItem(USER_STORAGE_KEY);
    setState({ user: null, sessionExpired: false });
    logoutStarted.current = false;
    onLoggedOut();
  }, [endServerSession, onLoggedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      isAuthenticated: state.user !== null,
      sessionExpired: state.sessionExpired,
      signIn,
      logout,
      endExpiredSession,
    }),
    [state, signIn, logout, endExpiredSession],
  );

  return (
    <AuthContext.Provider value={value}>
      <CurrentUserContext.Provider value={state.user}>{children}</CurrentUserContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export { useOptionalUser, useUser } from '@/lib/current-user';
