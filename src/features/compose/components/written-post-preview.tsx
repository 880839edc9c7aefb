import type { WrittenPost } from '../api/generate-post';
import { PostResultCard, PostText } from './post-result-card';

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
    <PostResultCard
      heading="Your post is written, without its image"
      // Each failed attempt mounts the card afresh (it is hidden while generating).
      revealKey="written"
      className="compose-result-unsaved"
    >
      <p className="compose-result-explain">
        The image could not be made, so nothing is saved yet. Save the post without an image, or
        press Generate Post to try the image again.
      </p>
      <div className="compose-result-text">
        <PostText
          title={written.title}
          caption={written.caption}
          hashtags={written.hashtags}
          hashtagNote={hashtagNote}
        />
        {error ? (
          <p className="alert alert-error compose-result-error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          onClick={onSaveWithoutImage}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? 'Saving...' : 'Save without image'}
        </button>
      </div>
    </PostResultCard>
  );
}
