import './error-card.css';

export const ERROR_CARD_TITLE = 'Oops! Something went wrong';
export const ERROR_CARD_MESSAGE = 'An unexpected error occurred. Please try again.';

interface ErrorCardProps {
  onRetry?: () => void;
  title?: string;
  message?: string;
  /** Offers a plain link home, for errors that leave the app unusable. */
  showHomeLink?: boolean;
}

/** The generic error card of product.md §2, with Try Again when there is something to retry. */
export function ErrorCard({
  onRetry,
  title = ERROR_CARD_TITLE,
  message = ERROR_CARD_MESSAGE,
  showHomeLink = false,
}: ErrorCardProps) {
  return (
    <div className="card status-card" role="alert">
      <span className="status-card-icon" aria-hidden="true">
        !
      </span>
      <h2>{title}</h2>
      <p className="muted">{message}</p>
      {onRetry || showHomeLink ? (
        <div className="row status-card-actions">
          {onRetry ? (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Try Again
            </button>
          ) : null}
          {showHomeLink ? (
            // A plain link: this card can show outside the router.
            <a className="btn btn-secondary" href="/">
              Go to Home
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
