import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Spinner } from '@/components/spinner';
import { useAuth } from '../auth-context';
import { AUTH_COPY } from '../copy';
import { PLACEHOLDER_CALLBACK_USER } from '../placeholder-callback-user';
import '@/components/error-card.css';

/** What the query string of /auth/callback says: an error to show, or go ahead. */
export function readCallbackParams(params: URLSearchParams): { error: string | null } {
  const error = params.get('error');
  if (error !== null) return { error: AUTH_COPY.callbackError(error) };
  if (!params.get('code') || !params.get('provider')) return { error: AUTH_COPY.callbackMissing };
  return { error: null };
}

/**
 * SPEC 2 /auth/callback: an error, missing parameters, or a successful return that
 * signs in the placeholder user and goes to the dashboard.
 */
export function AuthCallback() {
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { error } = readCallbackParams(params);

  useEffect(() => {
    if (error) return;
    signIn(PLACEHOLDER_CALLBACK_USER);
    void navigate(paths.dashboard, { replace: true });
  }, [error, signIn, navigate]);

  if (!error) {
    return (
      <div className="container page">
        <div className="card status-card">
          <h1>Signing you in</h1>
          <Spinner label="Finishing sign-in..." />
        </div>
      </div>
    );
  }

  return (
    <div className="container page">
      <div className="card status-card">
        <span className="status-card-icon" aria-hidden="true">
          !
        </span>
        <h1>We couldn't sign you in</h1>
        <p role="alert" className="muted">
          {error}
        </p>
        <div className="row status-card-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Try Again
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate(paths.home)}
          >
            Return to Home
          </button>
        </div>
      </div>
    </div>
  );
}
