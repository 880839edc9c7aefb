import { GoogleLogin, GoogleOAuthProvider, useGoogleOAuth } from '@react-oauth/google';
import { useEffect } from 'react';
import { SOCIAL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import { useGoogleLogIn } from '../api/google-log-in';
import { AUTH_COPY } from '../copy';
import type { SignedInHandler } from './auth-modal-types';

interface GoogleButtonProps {
  clientId: string;
  intent: 'login' | 'signup';
  onSignedIn: SignedInHandler;
  onUnavailable: () => void;
}

/** Google's script answered but without its API in it (blocked or replaced). */
function googleIdentityMissing(): boolean {
  const google = (window as { google?: { accounts?: { id?: unknown } } }).google;
  return !google?.accounts?.id;
}

function GoogleLoginButton({
  intent,
  onSignedIn,
  onUnavailable,
}: Omit<GoogleButtonProps, 'clientId'>) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const googleLogIn = useGoogleLogIn();

  const missing = scriptLoadedSuccessfully && googleIdentityMissing();
  useEffect(() => {
    if (missing) onUnavailable();
  }, [missing, onUnavailable]);
  if (missing) return null;

  return (
    <div className="social-option social-google-frame">
      {scriptLoadedSuccessfully ? null : <p className="social-note">{AUTH_COPY.googleLoading}</p>}
      <GoogleLogin
        text={intent === 'signup' ? 'signup_with' : 'signin_with'}
        shape="rectangular"
        size="large"
        width={300}
        onSuccess={({ credential }) => {
          // product.md §8: a Google failure is only logged; the user sees nothing.
          if (!credential) {
            console.warn('Google sign-in returned no credential');
            return;
          }
          googleLogIn.mutate(credential, {
            onSuccess: (user) => onSignedIn(user, SOCIAL_LOGIN_REDIRECT_DELAY_MS),
            onError: (error) => console.warn('Google sign-in failed', error),
          });
        }}
        onError={() => console.warn('Google sign-in failed')}
      />
    </div>
  );
}

export function GoogleButton({ clientId, onUnavailable, ...rest }: GoogleButtonProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onUnavailable}>
      <GoogleLoginButton {...rest} onUnavailable={onUnavailable} />
    </GoogleOAuthProvider>
  );
}
