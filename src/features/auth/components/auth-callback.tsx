import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authCallbackRequestSchema, type AuthCallbackRequest, type User } from '@contract/auth';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/spinner';
import { completeAuthCallback } from '@/lib/api';
import { useAuth } from '../auth-context';
import { AUTH_COPY } from '../copy';
import '@/components/error-card.css';

type CallbackParams =
  { error: string; request: null } | { error: null; request: AuthCallbackRequest };

/** What the query string of /auth/callback says: an error to show, or the code to send. */
export function readCallbackParams(params: URLSearchParams): CallbackParams {
  const error = params.get('error');
  if (error !== null) return { error: AUTH_COPY.callbackError(error), request: null };
  const code = params.get('code');
  const provider = params.get('provider');
  if (!code || !provider) return { error: AUTH_COPY.callbackMissing, request: null };
  // Sent as it came: the server refuses a callback whose state this browser was not given.
  const state = params.get('state') || undefined;
  const request = authCallbackRequestSchema.safeParse({ code, provider, state });
  if (!request.success) {
    return { error: AUTH_COPY.callbackError(`unknown provider ${provider}`), request: null };
  }
  return { error: null, request: request.data };
}

// A provider's code and its state work once: a second effect run (StrictMode, a
// re-render) must share the first exchange, never send them again.
const exchanges = new Map<string, Promise<User>>();
function exchangeOnce(request: AuthCallbackRequest): Promise<User> {
  const key = `${request.provider}:${request.code}:${request.state ?? ''}`;
  let exchange = exchanges.get(key);
  if (!exchange) {
    exchange = completeAuthCallback(request);
    exchanges.set(key, exchange);
  }
  return exchange;
}

/**
 * product.md §2 /auth/callback: an error, missing parameters, or a return from the provider
 * whose code and state go to the server, which checks the state against the one this
 * browser was given at the start (ADR 0042), exchanges the code and starts a real session
 * (the mock backend answers with the placeholder user of product.md §2).
 */
export function AuthCallback() {
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { error: paramsError, request } = readCallbackParams(params);
  const [exchangeError, setExchangeError] = useState<string | null>(null);
  const provider = request?.provider;
  const code = request?.code;
  const state = request?.state;

  useEffect(() => {
    if (!provider || !code) return;
    let current = true;
    exchangeOnce({ provider, code, state }).then(
      (user) => {
        if (!current) return;
        signIn(user);
        void navigate(paths.dashboard, { replace: true });
      },
      (failure: unknown) => {
        if (current) setExchangeError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [provider, code, state, signIn, navigate]);

  const error = paramsError ?? (exchangeError ? AUTH_COPY.callbackError(exchangeError) : null);

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
