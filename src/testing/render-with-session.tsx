import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { AuthModalProvider } from '@/features/auth/auth-modal-context';

interface Options {
  /** The history to start with; the last entry is the current page. */
  entries?: string[];
  /** Pass when the test uses fake timers, so typing does not wait on a frozen clock. */
  fakeTimers?: boolean;
}

/**
 * Renders routes with the app's providers, like the real app, except that logout
 * calls a spy instead of reloading the page (jsdom cannot navigate).
 */
export function renderWithSession(routes: RouteObject[], options: Options = {}) {
  const entries = options.entries ?? ['/'];
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const onLoggedOut = vi.fn();
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const result = render(
    <ErrorBoundary>
      <AuthProvider onLoggedOut={onLoggedOut}>
        <ToastProvider>
          <AuthModalProvider>
            <RouterProvider router={router} />
          </AuthModalProvider>
        </ToastProvider>
      </AuthProvider>
    </ErrorBoundary>,
  );
  return { ...result, router, user, onLoggedOut };
}

/** Where the router is, or is going (a navigation still loading counts). */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.navigation.location?.pathname ?? router.state.location.pathname;
}
