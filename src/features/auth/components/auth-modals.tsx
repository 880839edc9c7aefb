import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FREE_POSTS } from '@contract/constants';
import { Dialog } from '@/components/dialog';
import { queryClient } from '@/lib/query-client';
import { useAuth } from '../auth-context';
import type { AuthModalMode } from '../auth-modal-context';
import { AUTH_COPY } from '../copy';
import type { SignedInHandler } from './auth-modal-types';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { SocialSignIn } from './social-sign-in';
import './auth-modals.css';

export interface AuthModalsProps {
  mode: AuthModalMode;
  onClose: () => void;
  onSwitch: () => void;
  onSignedIn: SignedInHandler;
}

function LoginModal({ onClose, onSwitch, onSignedIn }: Omit<AuthModalsProps, 'mode'>) {
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const forgotEmailRef = useRef<HTMLInputElement>(null);
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const cameBack = useRef(false);
  // Back from the reset view: focus returns to the link that opened it.
  useEffect(() => {
    if (view === 'login' && cameBack.current) forgotRef.current?.focus();
  }, [view]);
  const { sessionExpired, user } = useAuth();
  // After a session expired, the e-mail is known: only the password is asked for.
  const knownEmail = sessionExpired ? (user?.email ?? undefined) : undefined;

  if (view === 'forgot') {
    return (
      <Dialog
        open
        onClose={onClose}
        title={AUTH_COPY.forgotTitle}
        description={AUTH_COPY.forgotDescription}
        initialFocusRef={forgotEmailRef}
        size="small"
      >
        <div className="auth-modal">
          <ForgotPasswordForm
            emailRef={forgotEmailRef}
            defaultEmail={knownEmail}
            onBack={() => {
              cameBack.current = true;
              setView('login');
            }}
          />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={AUTH_COPY.loginTitle}
      description={sessionExpired ? AUTH_COPY.sessionExpired : AUTH_COPY.loginDescription}
      initialFocusRef={knownEmail ? passwordRef : emailRef}
      size="small"
    >
      <div className="auth-modal">
        <LoginForm
          onSignedIn={onSignedIn}
          emailRef={emailRef}
          passwordRef={passwordRef}
          defaultEmail={knownEmail}
        />
        <p className="auth-forgot">
          <button
            ref={forgotRef}
            type="button"
            className="auth-switch-button"
            onClick={() => setView('forgot')}
          >
            {AUTH_COPY.forgotPasswordLink}
          </button>
        </p>
        <SocialSignIn onSignedIn={onSignedIn} intent="login" />
        <p className="auth-switch">
          {AUTH_COPY.toSignupPrompt}{' '}
          <button type="button" className="auth-switch-button" onClick={onSwitch}>
            {AUTH_COPY.toSignupButton}
          </button>
        </p>
      </div>
    </Dialog>
  );
}

function SignupModal({ onClose, onSwitch, onSignedIn }: Omit<AuthModalsProps, 'mode'>) {
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={AUTH_COPY.signupTitle}
      description={`Your first ${FREE_POSTS} posts are free. No card needed.`}
      initialFocusRef={emailRef}
      size="small"
    >
      <div className="auth-modal">
        <SignupForm onSignedIn={onSignedIn} emailRef={emailRef} />
        <SocialSignIn onSignedIn={onSignedIn} intent="signup" />
        <p className="auth-switch">
          {AUTH_COPY.toLoginPrompt}{' '}
          <button type="button" className="auth-switch-button" onClick={onSwitch}>
            {AUTH_COPY.toLoginButton}
          </button>
        </p>
      </div>
    </Dialog>
  );
}

/**
 * The login and signup modals. A chunk of its own, loaded when one opens, so the form
 * library, the api client and the social SDKs stay out of the landing page's first load.
 */
export function AuthModals({ mode, ...props }: AuthModalsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {mode === 'login' ? <LoginModal {...props} /> : <SignupModal {...props} />}
    </QueryClientProvider>
  );
}
