import { PlaceholderPage } from '@/components/placeholder-page';

export default function BillingRoute() {
  return <PlaceholderPage title="Billing" />;
}
