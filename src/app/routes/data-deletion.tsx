import { PlaceholderPage } from '@/components/placeholder-page';

export default function DataDeletionRoute() {
  return <PlaceholderPage title="Data Deletion Instructions" />;
}
