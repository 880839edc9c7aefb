import { useMemo } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { SiteNavigationProvider } from '@/lib/site-navigation';
import { RouteMetaTags } from '../route-meta';
import { SiteShell } from './site-shell';

/**
 * The app router's layout: the site's shell, with the data router's progress, scroll
 * and titles, and the router as the site's navigation for the parts shared with the
 * public pages (ADR 0038).
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteNavigation = useMemo(
    () => ({ pathname, navigate: (to: string) => void navigate(to) }),
    [pathname, navigate],
  );
  return (
    <SiteNavigationProvider value={siteNavigation}>
      <SiteShell loading={navigation.state === 'loading'}>
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
      <RouteMetaTags />
    </SiteNavigationProvider>
  );
}
