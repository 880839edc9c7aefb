import { useId, useState } from 'react';
import { SOCIAL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import { env } from '@/config/env';
import { useFacebookLogIn } from '../api/facebook-log-in';
import { AUTH_COPY } from '../copy';
import {
  FACEBOOK_LOGIN_SCOPE,
  FACEBOOK_PROFILE_FIELDS,
  useFacebookSdk,
  type FacebookAuthResponse,
  type FacebookProfile,
  type FacebookSdk,
} from '../facebook-sdk';
import type { SignedInHandler } from './auth-modal-types';
import { FacebookIcon } from './social-icons';

type Phase = { name: 'idle' } | { name: 'pending' } | { name: 'failed'; message: string };

function fetchProfile(sdk: FacebookSdk): Promise<FacebookProfile> {
  return new Promise((resolve) => sdk.api('/me', { fields: FACEBOOK_PROFILE_FIELDS }, resolve));
}

function requestLogin(sdk: FacebookSdk): Promise<FacebookAuthResponse | null> {
  return new Promise((resolve) =>
    sdk.login((response) => resolve(response.authResponse ?? null), {
      scope: FACEBOOK_LOGIN_SCOPE,
    }),
  );
}

/**
 * product.md §2: disabled until the SDK is ready and while logging in ('Logging in...'); a
 * cancelled login does nothing; a failure shows an error that Try Again clears.
 */
export function FacebookLoginButton({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const sdkStatus = useFacebookSdk(env.facebookAppId);
  const facebookLogIn = useFacebookLogIn();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const noteId = useId();

  const fail = (message: string, cause?: unknown) => {
    if (cause !== undefined) console.warn('Facebook sign-in failed', cause);
    setPhase({ name: 'failed', message });
  };

  const logIn = async () => {
    const sdk = window.FB;
    if (!sdk) {
      fail(AUTH_COPY.facebookSdkMissing);
      return;
    }
    setPhase({ name: 'pending' });
    try {
      const auth = await requestLogin(sdk);
      if (!auth) {
        setPhase({ name: 'idle' });
        return;
      }
      const profile = await fetchProfile(sdk);
      if (profile.error) throw new Error(profile.error.message ?? 'Profile request failed');
      const user = await facebookLogIn.mutateAsync({
        facebookId: profile.id ?? auth.userID,
        email: profile.email ?? null,
        name: profile.name ?? null,
        accessToken: auth.accessToken,
      });
      onSignedIn(user, SOCIAL_LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      fail(AUTH_COPY.facebookFailed, error);
    }
  };

  if (phase.name === 'failed') {
    return (
      <div role="alert" className="alert alert-error social-error">
        <span>{phase.message}</span>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setPhase({ name: 'idle' })}
        >
          {AUTH_COPY.tryAgain}
        </button>
      </div>
    );
  }

  const pending = phase.name === 'pending';
  const note =
    sdkStatus === 'unavailable'
      ? AUTH_COPY.facebookUnavailable
      : sdkStatus === 'loading'
        ? AUTH_COPY.facebookLoading
        : null;

  return (
    <div className="social-option">
      <button
        type="button"
        className="btn social-button social-facebook"
        disabled={sdkStatus !== 'ready' || pending}
        aria-busy={pending || sdkStatus === 'loading' ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onClick={() => void logIn()}
      >
        <FacebookIcon />
        {pending ? AUTH_COPY.facebookPending : AUTH_COPY.facebookButton}
      </button>
      {note ? (
        <p id={noteId} className="social-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
