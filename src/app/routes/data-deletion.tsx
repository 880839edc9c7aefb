import { DataDeletion } from '@/features/legal/components/data-deletion';

export default function DataDeletionRoute() {
  return <DataDeletion />;
}
