import { PlaceholderPage } from '@/components/placeholder-page';

export default function SettingsRoute() {
  return <PlaceholderPage title="Settings" />;
}
