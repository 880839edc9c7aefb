import { PlaceholderPage } from '@/components/placeholder-page';

export default function PricingRoute() {
  return <PlaceholderPage title="Choose Your Plan" />;
}
