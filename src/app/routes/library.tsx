import { PlaceholderPage } from '@/components/placeholder-page';

export default function LibraryRoute() {
  return <PlaceholderPage title="Media Library" />;
}
