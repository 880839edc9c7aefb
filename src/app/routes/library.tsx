import { LibraryPage } from '@/features/library/components/library-page';
import { SAMPLE_MEDIA_FILES } from '@/features/library/sample-data';

export default function LibraryRoute() {
  return <LibraryPage files={SAMPLE_MEDIA_FILES} />;
}
