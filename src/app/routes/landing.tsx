import { PlaceholderPage } from '@/components/placeholder-page';

export default function LandingRoute() {
  return <PlaceholderPage title="Automate a month of social posts in one session" />;
}
