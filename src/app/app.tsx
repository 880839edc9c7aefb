import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The app's router, made on first use rather than when this module loads: the public
 * pages may fetch this module ahead of time (public-pages.tsx), and the router must
 * start at the URL the app is entered at.
 */
function appRouter() {
  router ??= createAppRouter();
  return router;
}

/**
 * Resolves once the router has loaded the first screen's code. Rendering only then
 * means the first commit is the whole page, never an empty frame in between (which
 * matters when the page already shows a prerendered copy of the page, or the public
 * pages hand over to the app).
 */
export function whenRouterReady(): Promise<void> {
  const current = appRouter();
  if (current.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = current.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Every route of the app, under the providers above it. */
export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
