import { PlaceholderPage } from '@/components/placeholder-page';
import { RequireAuth } from '@/features/auth/require-auth';

export default function DashboardRoute() {
  return (
    <RequireAuth>
      <PlaceholderPage title="Dashboard" />
    </RequireAuth>
  );
}
