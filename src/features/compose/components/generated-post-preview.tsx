import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Draft } from '@contract/drafts';
import { paths } from '@/config/paths';

/** The draft just saved, so the user sees what was generated without leaving. */
export function GeneratedPostPreview({
  draft,
  onTryAnother,
}: {
  draft: Draft;
  /** Writes the same request again in other words and saves it as another draft. */
  onTryAnother?: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The button that started the generation is disabled now; move focus to the result.
  useEffect(() => {
    headingRef.current?.focus();
  }, [draft.id]);

  return (
    <section className="card compose-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="compose-result-heading">
        Saved to your drafts
      </h2>
      <div className="compose-result-body">
        {draft.image_url ? (
          <img
            className="compose-result-image"
            src={draft.image_url}
            alt={`Visual for: ${draft.title || draft.original_post_desc}`}
          />
        ) : null}
        <div className="compose-result-text">
          <h3 className="compose-result-title">{draft.title || 'Untitled Post'}</h3>
          {draft.caption ? <p className="compose-result-caption">{draft.caption}</p> : null}
          {draft.hashtags ? <p className="compose-result-hashtags">{draft.hashtags}</p> : null}
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
    </section>
  );
}
