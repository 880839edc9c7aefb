import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useTransition,
  type ComponentType,
} from 'react';
import { SiteNavigationProvider } from '@/lib/site-navigation';
import { AppProviders } from './providers';
import { PublicPages, type PublicLocation } from './public-pages';

const currentLocation = (push: boolean): PublicLocation => ({
  pathname: window.location.pathname,
  push,
  key: Math.random().toString(36).slice(2),
});

/**
 * The public pages' router: the address bar's path, a link's navigation pushed onto the
 * history, Back and Forward followed. Each change is a transition, so a page whose code
 * is still on its way leaves the current one shown, under the progress bar.
 */
function PublicRouter({ onEnterApp }: { onEnterApp: (appRouter: ComponentType) => void }) {
  const [location, setLocation] = useState(() => currentLocation(false));
  const [loading, startTransition] = useTransition();

  useEffect(() => {
    const followHistory = () => startTransition(() => setLocation(currentLocation(false)));
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  const navigation = useMemo(
    () => ({
      pathname: location.pathname,
      navigate: (to: string) => {
        window.history.pushState(null, '', to);
        startTransition(() => setLocation(currentLocation(true)));
      },
    }),
    [location.pathname],
  );

  return (
    <SiteNavigationProvider value={navigation}>
      <PublicPages location={location} loading={loading} onEnterApp={onEnterApp} />
    </SiteNavigationProvider>
  );
}

/**
 * What a prerendered public page hydrates (main.tsx): the public pages without the app's
 * router library, so the landing page is interactive sooner (ADR 0034). The first
 * navigation to any other URL loads the full app and hands the page to its router; the
 * providers stay, so the session, the toasts and the auth modal carry over.
 */
export function PublicApp() {
  const [AppRouter, setAppRouter] = useState<ComponentType | null>(null);
  const enterApp = useCallback((appRouter: ComponentType) => setAppRouter(() => appRouter), []);
  return (
    <AppProviders>
      {AppRouter ? <AppRouter /> : <PublicRouter onEnterApp={enterApp} />}
    </AppProviders>
  );
}
