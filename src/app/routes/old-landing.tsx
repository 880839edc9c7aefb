import { PlaceholderPage } from '@/components/placeholder-page';

export default function OldLandingRoute() {
  return <PlaceholderPage title="Generate a Post" />;
}
