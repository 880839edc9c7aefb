import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@contract/auth';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { USER_STORAGE_KEY } from '@/features/auth/auth-context';

/** A signed-in session stored the way the app stores it. */
export function signInAs(user: User) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Renders the real app (providers, shell, lazy routes) at a URL, with MSW behind it. */
export function renderApp(url: string = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders a component with the providers a feature needs, without the router. */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppProviders>
  );
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Wrapper, ...options }), user, queryClient };
}
