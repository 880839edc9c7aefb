import '@/lib/zod-no-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_RULES } from '@contract/auth';
import { errorMessage } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { useChangePassword } from '../api/change-password';

export const CHANGE_PASSWORD_COPY = {
  title: 'Change password',
  description: 'You stay signed in here; every other session of your account ends.',
  current: 'Current Password',
  next: 'New Password',
  confirm: 'Confirm New Password',
  required: 'Enter your current password',
  mismatch: 'Passwords do not match',
  button: 'Change Password',
  pending: 'Changing...',
  done: 'Your password is changed. Every other session of your account has ended.',
  networkError: 'Your password could not be changed. Please try again.',
} as const;

const schema = z
  .object({
    current: z.string().min(1, CHANGE_PASSWORD_COPY.required),
    next: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((values) => values.next === values.confirm, {
    message: CHANGE_PASSWORD_COPY.mismatch,
    path: ['confirm'],
  });
type Values = z.infer<typeof schema>;

interface PasswordFieldProps {
  label: string;
  field: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}

function PasswordField({ label, field, autoComplete, error, hint }: PasswordFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        className="input"
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Form() {
  const change = useChangePassword();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ current, next }) =>
    change.mutate({ current_password: current, new_password: next }, { onSuccess: () => reset() }),
  );

  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{CHANGE_PASSWORD_COPY.title}</h2>
      <p className="muted">{CHANGE_PASSWORD_COPY.description}</p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={CHANGE_PASSWORD_COPY.current}
          field={register('current')}
          autoComplete="current-password"
          error={errors.current?.message}
        />
        <PasswordField
          label={CHANGE_PASSWORD_COPY.next}
          field={register('next')}
          autoComplete="new-password"
          hint={PASSWORD_RULES.hint}
          error={errors.next?.message}
        />
        <PasswordField
          label={CHANGE_PASSWORD_COPY.confirm}
          field={register('confirm')}
          autoComplete="new-password"
          error={errors.confirm?.message}
        />
        {change.error ? (
          <p role="alert" className="alert alert-error">
            {errorMessage(change.error, { network: CHANGE_PASSWORD_COPY.networkError })}
          </p>
        ) : null}
        <p role="status" className={change.isSuccess ? 'alert alert-success' : undefined}>
          {change.isSuccess ? CHANGE_PASSWORD_COPY.done : null}
        </p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {change.isPending ? CHANGE_PASSWORD_COPY.pending : CHANGE_PASSWORD_COPY.button}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Settings: a signed-in user changes their password, proving the current one first. */
export function ChangePasswordForm() {
  return (
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>
  );
}
