import { PlaceholderPage } from '@/components/placeholder-page';

export default function ScheduleRoute() {
  return <PlaceholderPage title="Content Scheduler" />;
}
