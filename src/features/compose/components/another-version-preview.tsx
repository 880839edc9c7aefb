import type { WrittenResult } from '../api/generate-post';
import { UnsavedPostPreview } from './unsaved-post-preview';

interface AnotherVersionPreviewProps {
  version: WrittenResult;
  /** True when a draft is saved already: keeping this version replaces it. */
  replacesDraft: boolean;
  onKeep: () => void;
  onTryAnother: () => void;
  keeping: boolean;
  /** Why keeping the version failed, if it did. */
  error: string | null;
  hashtagNote?: string | null;
}

/**
 * Another version of the post, written and shown in place of the one before it. Nothing
 * is saved until the owner keeps it, so trying versions never fills the drafts list.
 */
export function AnotherVersionPreview({
  version,
  replacesDraft,
  onKeep,
  onTryAnother,
  keeping,
  error,
  hashtagNote = null,
}: AnotherVersionPreviewProps) {
  const { written } = version;
  return (
    <UnsavedPostPreview
      heading="Another version, not saved yet"
      revealKey={version.resultId}
      explanation={
        replacesDraft
          ? 'Your saved draft stays as it was until you keep this version; keeping it replaces that draft.'
          : 'Nothing is saved until you keep this version.'
      }
      written={written}
      image={
        version.imageUrl
          ? {
              url: version.imageUrl,
              alt: `Visual for: ${written.title || version.values.description}`,
            }
          : null
      }
      hashtagNote={hashtagNote}
      error={error}
    >
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onKeep}
          disabled={keeping}
          aria-busy={keeping || undefined}
        >
          {keeping ? 'Saving...' : 'Keep this version'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onTryAnother}
          disabled={keeping}
        >
          Try another version
        </button>
      </div>
    </UnsavedPostPreview>
  );
}
