import { PlaceholderPage } from '@/components/placeholder-page';

export default function AnalyticsRoute() {
  return <PlaceholderPage title="Analytics" />;
}
