import { PlaceholderPage } from '@/components/placeholder-page';

export default function AuthDebugRoute() {
  return <PlaceholderPage title="Auth Debug" />;
}
