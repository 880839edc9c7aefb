import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { SAMPLE_ANALYTICS } from '@/features/analytics/sample-data';

export default function AnalyticsRoute() {
  return <AnalyticsPage data={SAMPLE_ANALYTICS} />;
}
