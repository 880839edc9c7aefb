import { PlaceholderPage } from '@/components/placeholder-page';

export default function AuthCallbackRoute() {
  return <PlaceholderPage title="Signing you in" />;
}
