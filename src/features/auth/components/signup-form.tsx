import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_LOGIN_REDIRECT_DELAY_MS } from '@contract/constants';
import { errorMessage } from '@/lib/api-error';
import { useSignUp } from '../api/sign-up';
import { AUTH_COPY } from '../copy';
import { signupFormSchema, type SignupFormValues } from '../schemas';
import { AuthField } from './auth-field';
import type { SignedInHandler } from './auth-modal-types';

interface SignupFormProps {
  onSignedIn: SignedInHandler;
  emailRef: RefObject<HTMLInputElement | null>;
}

export function SignupForm({ onSignedIn, emailRef }: SignupFormProps) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const emailField = register('email');
  const busy = signUp.isPending || signUp.isSuccess;

  const onSubmit = handleSubmit(({ email, password }) =>
    signUp.mutate(
      { email, password },
      { onSuccess: (user) => onSignedIn(user, EMAIL_LOGIN_REDIRECT_DELAY_MS) },
    ),
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
        {...register('password')}
        label={AUTH_COPY.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={AUTH_COPY.passwordHint}
        error={errors.password?.message}
      />
      <AuthField
        {...register('confirmPassword')}
        label={AUTH_COPY.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
      />
      {signUp.error ? (
        <p role="alert" className="alert alert-error auth-alert">
          {errorMessage(signUp.error, { network: AUTH_COPY.signupNetworkError })}
        </p>
      ) : null}
      {signUp.isSuccess ? (
        <p role="status" className="alert alert-success auth-alert">
          {AUTH_COPY.signedIn}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary auth-submit" disabled={busy}>
        {signUp.isPending ? AUTH_COPY.signupPending : AUTH_COPY.signupButton}
      </button>
    </form>
  );
}
