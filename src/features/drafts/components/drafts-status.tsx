import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The list's states other than the list itself (product.md §2: loading, error, empty). */

export function DraftsLoading() {
  return (
    <div className="drafts-loading" role="status">
      <p className="drafts-loading-text">Loading drafts...</p>
      <div aria-hidden="true" className="drafts-skeletons">
        {[0, 1, 2].map((row) => (
          <div key={row} className="drafts-skeleton">
            <span className="drafts-skeleton-line is-title" />
            <span className="drafts-skeleton-line is-meta" />
            <span className="drafts-skeleton-line" />
          </div>
        ))}
      </div>
    </div>
  );
}

interface DraftsErrorProps {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}

export function DraftsError({ message, isRetrying, onRetry }: DraftsErrorProps) {
  return (
    <div className="alert alert-error drafts-error" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => {
          if (!isRetrying) onRetry();
        }}
        aria-disabled={isRetrying}
      >
        {isRetrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}

export function DraftsEmpty() {
  return (
    <div className="drafts-empty">
      <span className="drafts-empty-icon" aria-hidden="true">
        ✎
      </span>
      <p className="drafts-empty-title">No drafts yet</p>
      <p className="muted">
        Every post you create is saved here as a draft, ready to review, polish and schedule.
      </p>
      <Link to={paths.compose} className="btn btn-primary">
        Compose your first post
      </Link>
    </div>
  );
}
