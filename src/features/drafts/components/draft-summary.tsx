import type { Draft } from '@contract/drafts';
import { AI_GENERATED_LABEL } from '../drafts-copy';
import {
  captionPreview,
  changesRequested,
  formatDraftDate,
  type DraftImageSource,
} from '../draft-view';

interface DraftSummaryProps {
  draft: Draft;
  title: string;
  imageSource: DraftImageSource;
}

/** A collapsed draft card: what a user scans a list by. Phrasing content only (it sits in a button). */
export function DraftSummary({ draft, title, imageSource }: DraftSummaryProps) {
  const preview = captionPreview(draft.caption);
  return (
    <span className="draft-summary">
      <span className="draft-summary-title">{title}</span>
      <span className="draft-summary-meta">
        <time dateTime={draft.created_at}>{formatDraftDate(draft.created_at)}</time>
        {changesRequested(draft) ? <span className="draft-badge">Changes requested</span> : null}
        {imageSource.kind === 'ai' ? (
          <span className="draft-badge draft-badge-ai">{AI_GENERATED_LABEL}</span>
        ) : null}
        {imageSource.kind === 'uploaded' ? (
          <span className="draft-badge draft-badge-upload">
            {imageSource.filename ? `Uploaded: ${imageSource.filename}` : 'Uploaded image'}
          </span>
        ) : null}
      </span>
      <span className={`draft-summary-preview${preview ? '' : ' is-empty'}`}>
        {preview || 'No caption'}
      </span>
    </span>
  );
}
