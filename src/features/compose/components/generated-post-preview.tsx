import { Link } from 'react-router-dom';
import type { Draft } from '@contract/drafts';
import { WrittenByNote } from '@/components/written-by-note';
import { paths } from '@/config/paths';
import { DRAFT_REPLACED_MESSAGE, DRAFT_SAVED_MESSAGE } from '../compose-messages';
import { PostResultCard, PostText } from './post-result-card';

/** The draft just saved, so the user sees what was generated without leaving. */
export function GeneratedPostPreview({
  draft,
  onTryAnother,
  replacedEarlier = false,
  hashtagNote = null,
}: {
  draft: Draft;
  /** Writes the same request again in other words, shown unsaved until the owner keeps it. */
  onTryAnother?: () => void;
  /** True when this version was kept in place of the draft saved before it. */
  replacedEarlier?: boolean;
  hashtagNote?: string | null;
}) {
  return (
    <PostResultCard
      heading="Saved to your drafts"
      revealKey={replacedEarlier ? `${draft.id}:${draft.caption}` : draft.id}
    >
      {/* Said here, in the page, rather than in a toast that would float over the result. */}
      <p className="compose-result-status" role="status">
        {replacedEarlier ? DRAFT_REPLACED_MESSAGE : DRAFT_SAVED_MESSAGE}
      </p>
      <div className="compose-result-body">
        {draft.image_url ? (
          <img
            className="compose-result-image"
            src={draft.image_url}
            alt={`Visual for: ${draft.title || draft.original_post_desc}`}
          />
        ) : null}
        <div className="compose-result-text">
          <PostText
            title={draft.title}
            caption={draft.caption}
            hashtags={draft.hashtags}
            hashtagNote={hashtagNote}
          />
          <WrittenByNote writtenBy={draft.written_by} imageBy={draft.image_by} />
          <div className="row">
            {onTryAnother ? (
              <button type="button" className="btn btn-primary" onClick={onTryAnother}>
                Try another version
              </button>
            ) : null}
            <Link to={paths.dashboard} className="btn btn-secondary">
              See all drafts on the dashboard
            </Link>
          </div>
        </div>
      </div>
    </PostResultCard>
  );
}
