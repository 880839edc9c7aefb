import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastProvider } from '@/components/toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { AuthModalProvider } from '@/features/auth/auth-modal-context';

/**
 * Providers every screen needs. Deliberately light: the query cache and the api
 * client load with the data layout (see router.tsx), not on the landing page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <ToastProvider>
          <AuthModalProvider>{children}</AuthModalProvider>
        </ToastProvider>
      </AuthProvider>
    </ErrorBoundary>
  );
}
