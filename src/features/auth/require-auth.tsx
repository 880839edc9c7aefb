import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';

/** product.md §6: dashboard and onboarding need sign-in; a signed-out visitor goes to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.home} replace />;
  return children;
}
