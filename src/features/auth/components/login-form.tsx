import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import { errorMessage } from '@/lib/api-error';
import { useLogIn } from '../api/log-in';
import { AUTH_COPY } from '../copy';
import { loginFormSchema, type LoginFormValues } from '../schemas';
import { AuthField } from './auth-field';
import type { SignedInHandler } from './auth-modal-types';

interface LoginFormProps {
  onSignedIn: SignedInHandler;
  /** Receives the e-mail input so the dialog can focus it first. */
  emailRef: RefObject<HTMLInputElement | null>;
  /** Receives the password input, focused first when the e-mail is already known. */
  passwordRef?: RefObject<HTMLInputElement | null>;
  /** Fills in the e-mail, for example of the user whose session expired. */
  defaultEmail?: string;
}

export function LoginForm({ onSignedIn, emailRef, passwordRef, defaultEmail }: LoginFormProps) {
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const emailField = register('email');
  const passwordField = register('password');
  const busy = logIn.isPending || logIn.isSuccess;

  const onSubmit = handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: (user) => onSignedIn(user, EMAIL_LOGIN_REDIRECT_DELAY_MS),
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AuthField
        {...emailField}
        ref={(element) => {
          emailField.ref(element);
          emailRef.current = element;
        }}
        label={AUTH_COPY.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
      />
      <AuthField
        {...passwordField}
        ref={(element) => {
          passwordField.ref(element);
          if (passwordRef) passwordRef.current = element;
        }}
        label={AUTH_COPY.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
      />
      {logIn.error ? (
        <p role="alert" className="alert alert-error auth-alert">
          {errorMessage(logIn.error, { network: AUTH_COPY.loginNetworkError })}
        </p>
      ) : null}
      {logIn.isSuccess ? (
        <p role="status" className="alert alert-success auth-alert">
          {AUTH_COPY.signedIn}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {logIn.isPending ? AUTH_COPY.loginPending : AUTH_COPY.loginButton}
      </button>
    </form>
  );
}
