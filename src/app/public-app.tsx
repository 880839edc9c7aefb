import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { SiteNavigationProvider } from '@/lib/site-navigation';
import { AppProviders } from './providers';
import { enterFullApp, loadPublicScreen, PublicPages, type PublicLocation } from './public-pages';
import { publicRouteAt } from './public-routes';

const locationNow = (push: boolean): PublicLocation => ({
  pathname: window.location.pathname,
  push,
  key: Math.random().toString(36).slice(2),
});

/**
 * The public pages' router. Like the app's data router, it loads a page's code before
 * showing the page (the current one stays, under the progress bar, meanwhile), so
 * nothing suspends and no frame is empty. A link to any other page hands over to the
 * full app; Back and Forward are followed.
 */
function PublicRouter({ onEnterApp }: { onEnterApp: (appRouter: ComponentType) => void }) {
  const [location, setLocation] = useState(() => locationNow(false));
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  /** Shows the page now in the address bar once its code is here; the latest visit wins. */
  const show = useCallback(
    async (push: boolean) => {
      const visit = ++latest.current;
      const route = publicRouteAt(window.location.pathname);
      setLoading(true);
      try {
        if (route) {
          await loadPublicScreen(route);
          if (visit === latest.current) setLocation(locationNow(push));
        } else {
          const appRouter = await enterFullApp();
          if (visit === latest.current) onEnterApp(appRouter);
        }
      } finally {
        if (visit === latest.current) setLoading(false);
      }
    },
    [onEnterApp],
  );

  useEffect(() => {
    const followHistory = () => void show(false);
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [show]);

  const navigation = useMemo(
    () => ({
      pathname: location.pathname,
      navigate: (to: string) => {
        window.history.pushState(null, '', to);
        void show(true);
      },
    }),
    [location.pathname, show],
  );

  return (
    <SiteNavigationProvider value={navigation}>
      <PublicPages location={location} loading={loading} />
    </SiteNavigationProvider>
  );
}

/**
 * What a prerendered public page hydrates (main.tsx): the public pages without the app's
 * router library, so the landing page is interactive sooner (ADR 0038). The first
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
