import { lazy, Suspense, useId, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { env } from '@/config/env';
import { AUTH_COPY } from '../copy';
import type { SignedInHandler } from './auth-modal-types';
import { GoogleIcon } from './social-icons';

// Google's library is fetched only when a client id is configured and a modal is open.
const GoogleButton = lazy(() =>
  import('./google-button').then((module) => ({ default: module.GoogleButton })),
);

interface GoogleSignInProps {
  onSignedIn: SignedInHandler;
  intent: 'login' | 'signup';
}

/** A look-alike, disabled button that says why Google sign-in cannot be used. */
function GoogleUnavailable() {
  const noteId = useId();
  return (
    <div className="social-option">
      <button
        type="button"
        className="btn social-button social-google"
        disabled
        aria-describedby={noteId}
      >
        <GoogleIcon />
        Continue with Google
      </button>
      <p id={noteId} className="social-note">
        {AUTH_COPY.googleUnavailable}
      </p>
    </div>
  );
}

/**
 * Google's button when it can work; without a client id, offline, or when Google's
 * script cannot load, a note instead, so the rest of the modal keeps working.
 */
export function GoogleSignIn({ onSignedIn, intent }: GoogleSignInProps) {
  const [failed, setFailed] = useState(false);
  const clientId = env.googleClientId;
  if (!clientId || failed) return <GoogleUnavailable />;
  return (
    <ErrorBoundary fallback={() => <GoogleUnavailable />}>
      <Suspense fallback={<p className="social-note">{AUTH_COPY.googleLoading}</p>}>
        <GoogleButton
          clientId={clientId}
          intent={intent}
          onSignedIn={onSignedIn}
          onUnavailable={() => setFailed(true)}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
