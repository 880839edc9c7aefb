import { createElement, use, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { useOptionalUser } from '@/features/auth/auth-context';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { SiteShell } from './layouts/site-shell';
import { withTimeout } from './lazy-route';
import { publicRouteAt, type PublicRoute } from './public-routes';
import { useDocumentMeta } from './document-meta';

const loadedScreens = new Map<PublicRoute, ComponentType>();
const pendingScreens = new Map<PublicRoute, Promise<ComponentType>>();

/** Loads a public page's code once; the same promise for every caller until it settles. */
export function loadPublicScreen(route: PublicRoute): Promise<ComponentType> {
  let pending = pendingScreens.get(route);
  if (!pending) {
    pending = withTimeout(route.load()).then(
      (module) => {
        loadedScreens.set(route, module.default);
        return module.default;
      },
      (error: unknown) => {
        // A later visit tries again rather than repeating the failure.
        pendingScreens.delete(route);
        throw error;
      },
    );
    pendingScreens.set(route, pending);
  }
  return pending;
}

/**
 * The app with its data router and every signed-in screen, loaded on the way into it:
 * module only (its router is made when it is entered, so it starts at that URL).
 */
export const importFullApp = () => import('./app');

let enteringApp: Promise<ComponentType> | undefined;
/** The full app's router, started at the current URL with its first screen loaded. */
export function enterFullApp(): Promise<ComponentType> {
  enteringApp ??= importFullApp().then(async ({ AppRouter, whenRouterReady }) => {
    await whenRouterReady();
    return AppRouter;
  });
  return enteringApp;
}

function PublicScreen({ route }: { route: PublicRoute }) {
  // Loaded before it is shown in the browser (main.tsx, PublicApp's navigation); only
  // the prerender waits here.
  const screen = loadedScreens.get(route) ?? use(loadPublicScreen(route));
  useDocumentMeta(route.meta);
  // The same component for a route every time (loaded once, kept in loadedScreens).
  return createElement(screen);
}

export interface PublicLocation {
  pathname: string;
  /** Reached by a link (a new history entry), not by Back, Forward or opening the page. */
  push: boolean;
  /** Tells two visits to the same path apart. */
  key: string;
}

/** A page opened by a link starts at its top; Back and Forward leave it to the browser. */
function useScrollToTopOnLink({ key, push }: PublicLocation) {
  useLayoutEffect(() => {
    if (push) window.scrollTo(0, 0);
  }, [key, push]);
}

/** Someone about to sign in, or signed in, is on the way into the app: fetch it now. */
function usePreloadFullAppOnIntent() {
  const user = useOptionalUser();
  const { mode } = useAuthModal();
  const intent = user !== null || mode !== null;
  useEffect(() => {
    if (intent) void importFullApp();
  }, [intent]);
}

/**
 * The six prerendered public pages in the site's shell (ADR 0038): what the prerender
 * writes and the browser hydrates. The caller provides the site's navigation (PublicApp
 * in the browser, a fixed location when prerendering).
 */
export function PublicPages({ location, loading }: { location: PublicLocation; loading: boolean }) {
  useScrollToTopOnLink(location);
  usePreloadFullAppOnIntent();
  const route = publicRouteAt(location.pathname);
  return (
    <SiteShell loading={loading}>
      {route ? <PublicScreen key={route.path} route={route} /> : null}
    </SiteShell>
  );
}
