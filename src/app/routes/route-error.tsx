import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChunkLoadTimeoutError } from '../lazy-route';
import '@/components/error-card.css';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

export const CHUNK_LOAD_FAILED_MESSAGE =
  'This part of the app could not be loaded. Check your connection, then reload the page.';

/** Browsers word a failed dynamic import differently; all mean the chunk did not arrive. */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof ChunkLoadTimeoutError) return error.message;
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) {
    return CHUNK_LOAD_FAILED_MESSAGE;
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/** The router-level error element: shown instead of a blank page when a route fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="container page">
      <div className="card status-card" role="alert">
        <span className="status-card-icon" aria-hidden="true">
          !
        </span>
        <h1>{ROUTE_ERROR_TITLE}</h1>
        <p className="muted">{describe(error)}</p>
        <div className="row status-card-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link className="btn btn-secondary" to={paths.home} reloadDocument>
            Go to Home
          </Link>
        </div>
      </div>
    </div>
  );
}
