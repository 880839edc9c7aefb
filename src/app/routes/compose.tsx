import { PlaceholderPage } from '@/components/placeholder-page';

export default function ComposeRoute() {
  return <PlaceholderPage title="Compose New Post" />;
}
