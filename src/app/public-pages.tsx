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
function enterFullApp(): Promise<ComponentType> {
  enteringApp ??= importFullApp().then(async ({ AppRouter, whenRouterReady }) => {
    await whenRouterReady();
    return AppRouter;
  });
  return enteringApp;
}

function PublicScreen({ route }: { route: PublicRoute }) {
  // Loaded before hydration for the page being opened (main.tsx); for a page opened by a
  // link, this suspends inside the navigation's transition, so the page shown stays.
  const screen = loadedScreens.get(route) ?? use(loadPublicScreen(route));
  useDocumentMeta(route.meta);
  // The same component for a route every time (loaded once, kept in loadedScreens).
  return createElement(screen);
}

/**
 * Any other URL belongs to the full app: once its code has loaded (the page shown
 * stays, with the progress bar, meanwhile), hands the page over to it before painting.
 */
function IntoTheApp({ onEnter }: { onEnter: (appRouter: ComponentType) => void }) {
  const AppRouter = use(enterFullApp());
  useLayoutEffect(() => onEnter(AppRouter), [AppRouter, onEnter]);
  return null;
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
 * The six prerendered public pages in the site's shell (ADR 0034): what the prerender
 * writes and the browser hydrates. The caller provides the site's navigation (PublicApp
 * in the browser, a fixed location when prerendering). Any other path hands over to the
 * full app.
 */
export function PublicPages({
  location,
  loading,
  onEnterApp,
}: {
  location: PublicLocation;
  loading: boolean;
  onEnterApp: (appRouter: ComponentType) => void;
}) {
  useScrollToTopOnLink(location);
  usePreloadFullAppOnIntent();
  const route = publicRouteAt(location.pathname);
  return (
    <SiteShell loading={loading}>
      {route ? (
        <PublicScreen key={route.path} route={route} />
      ) : (
        <IntoTheApp onEnter={onEnterApp} />
      )}
    </SiteShell>
  );
}
