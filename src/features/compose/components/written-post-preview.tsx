import type { WrittenPost } from '../api/generate-post';
import { UnsavedPostPreview } from './unsaved-post-preview';

interface WrittenPostPreviewProps {
  written: WrittenPost;
  onSaveWithoutImage: () => void;
  saving: boolean;
  /** Why saving without the image failed, if it did. */
  error: string | null;
  hashtagNote?: string | null;
}

/**
 * The image step failed after the post was written: the text is kept on screen, not
 * thrown away, and can be saved as a draft without an image.
 */
export function WrittenPostPreview({
  written,
  onSaveWithoutImage,
  saving,
  error,
  hashtagNote = null,
}: WrittenPostPreviewProps) {
  return (
    <UnsavedPostPreview
      heading="Your post is written, without its image"
      // Each failed attempt mounts the card afresh (it is hidden while generating).
      revealKey="written"
      explanation="The image could not be made, so nothing is saved yet. Save the post without an image, or press Generate Post to try the image again."
      written={written}
      image={null}
      hashtagNote={hashtagNote}
      error={error}
    >
      <button
        type="button"
        className="btn btn-primary"
        onClick={onSaveWithoutImage}
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {saving ? 'Saving...' : 'Save without image'}
      </button>
    </UnsavedPostPreview>
  );
}
