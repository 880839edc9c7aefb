import { AnalyticsPage } from '@/features/analytics/components/analytics-page';

export default function AnalyticsRoute() {
  return <AnalyticsPage />;
}
