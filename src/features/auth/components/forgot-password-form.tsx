import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_COPY } from '../copy';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '../schemas';
import { AuthField } from './auth-field';

interface ForgotPasswordFormProps {
  /** Receives the e-mail input so the dialog can focus it first. */
  emailRef: RefObject<HTMLInputElement | null>;
  defaultEmail?: string;
  onBack: () => void;
}

/** Asks for a reset link; says the same whether or not the address has an account. */
export function ForgotPasswordForm({ emailRef, defaultEmail, onBack }: ForgotPasswordFormProps) {
  const request = useForgotPassword();
  const backRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: defaultEmail ?? '' },
  });
  const emailField = register('email');

  useEffect(() => {
    if (request.isSuccess) backRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div className="auth-form">
        <p role="status" className="alert alert-success auth-alert">
          {AUTH_COPY.forgotSent(request.variables)}
        </p>
        <button ref={backRef} type="button" className="btn btn-secondary" onClick={onBack}>
          {AUTH_COPY.backToLogin}
        </button>
      </div>
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void handleSubmit(({ email }) => request.mutate(email))(event)}
    >
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
      {request.error ? (
        <p role="alert" className="alert alert-error auth-alert">
          {errorMessage(request.error, { network: AUTH_COPY.forgotNetworkError })}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary auth-submit" disabled={request.isPending}>
        {request.isPending ? AUTH_COPY.forgotPending : AUTH_COPY.forgotButton}
      </button>
      <button type="button" className="auth-switch-button" onClick={onBack}>
        {AUTH_COPY.backToLogin}
      </button>
    </form>
  );
}
