import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export const router = createAppRouter();

/**
 * Resolves once the router has loaded the first screen's code. Rendering only then
 * means the first commit is the whole page, never an empty frame in between (which
 * matters when index.html already shows a prerendered copy of the page).
 */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
