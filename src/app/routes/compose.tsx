import { useLocation } from 'react-router-dom';
import { ComposePost } from '@/features/compose/components/compose-post';
import type { LibraryImage } from '@/features/compose/library-image';
import { PostAllowanceNote } from '@/lib/post-allowance';

/** The library opens compose with `state.libraryImage`: the image the owner chose. */
function libraryImageFrom(state: unknown): LibraryImage | null {
  if (!state || typeof state !== 'object' || !('libraryImage' in state)) return null;
  const image = (state as { libraryImage: unknown }).libraryImage;
  if (!image || typeof image !== 'object') return null;
  const { url, filename } = image as Record<string, unknown>;
  return typeof url === 'string' && typeof filename === 'string' ? { url, filename } : null;
}

export default function ComposeRoute() {
  const location = useLocation();
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Compose New Post</h1>
        <p>Describe your post; we write the title, caption and hashtags and add an image.</p>
      </header>
      <PostAllowanceNote />
      <ComposePost libraryImage={libraryImageFrom(location.state)} />
    </div>
  );
}
