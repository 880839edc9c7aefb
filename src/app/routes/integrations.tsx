import { PlaceholderPage } from '@/components/placeholder-page';

export default function IntegrationsRoute() {
  return <PlaceholderPage title="Integrations" />;
}
