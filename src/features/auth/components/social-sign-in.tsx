import { AUTH_COPY } from '../copy';
import type { SignedInHandler } from './auth-modal-types';
import { FacebookLoginButton } from './facebook-login-button';
import { GoogleSignIn } from './google-sign-in';

interface SocialSignInProps {
  onSignedIn: SignedInHandler;
  intent: 'login' | 'signup';
}

/** The 'or' divider, then Facebook and Google sign-in. */
export function SocialSignIn({ onSignedIn, intent }: SocialSignInProps) {
  return (
    <div className="social-sign-in">
      <div className="auth-divider" role="separator" aria-label={AUTH_COPY.divider}>
        <span aria-hidden="true">{AUTH_COPY.divider}</span>
      </div>
      <FacebookLoginButton onSignedIn={onSignedIn} />
      <GoogleSignIn onSignedIn={onSignedIn} intent={intent} />
    </div>
  );
}
