import { IntegrationsPage } from '@/features/integrations/components/integrations-page';
import { SAMPLE_INTEGRATIONS } from '@/features/integrations/sample-data';

export default function IntegrationsRoute() {
  return <IntegrationsPage integrations={SAMPLE_INTEGRATIONS} />;
}
