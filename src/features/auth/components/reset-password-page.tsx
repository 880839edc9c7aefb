import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { useAuthModal } from '../auth-modal-context';
import { AUTH_COPY } from '../copy';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../schemas';
import { AuthField } from './auth-field';
import { linkToken } from '../link-token';
import '@/components/error-card.css';
import './auth-modals.css';

/** /reset-password#token=...: sets a new password with the e-mailed link. */
export function ResetPasswordPage() {
  const token = linkToken(useLocation().hash);
  const reset = useResetPassword();
  const { openLogin } = useAuthModal();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (reset.isSuccess) outcomeRef.current?.focus();
  }, [reset.isSuccess]);

  let content;
  if (!token) {
    content = (
      <>
        <p role="alert">{AUTH_COPY.linkMissing}</p>
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          {AUTH_COPY.logInButton}
        </button>
      </>
    );
  } else if (reset.isSuccess) {
    content = (
      <>
        <p role="status" tabIndex={-1} ref={outcomeRef} className="alert alert-success">
          {AUTH_COPY.resetDone}
        </p>
        <button type="button" className="btn btn-primary" onClick={openLogin}>
          {AUTH_COPY.logInButton}
        </button>
      </>
    );
  } else {
    content = (
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ password }) => reset.mutate({ token, password }))(event)
        }
      >
        <AuthField
          {...register('password')}
          label={AUTH_COPY.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          hint={AUTH_COPY.passwordHint}
          error={errors.password?.message}
        />
        <AuthField
          {...register('confirmPassword')}
          label={AUTH_COPY.confirmNewPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
        />
        {reset.error ? (
          <p role="alert" className="alert alert-error auth-alert">
            {errorMessage(reset.error, { network: AUTH_COPY.resetNetworkError })}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary auth-submit" disabled={reset.isPending}>
          {reset.isPending ? AUTH_COPY.resetPending : AUTH_COPY.resetButton}
        </button>
      </form>
    );
  }

  return (
    <div className="container page">
      <div className="card status-card reset-password-card">
        <h1>{AUTH_COPY.resetTitle}</h1>
        {content}
      </div>
    </div>
  );
}
