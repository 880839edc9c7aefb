import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string;
  /** A rule said before anything is typed, read out with the field. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose validation message is tied to it for screen readers. */
export function AuthField({ label, error, hint, id, ref, ...input }: AuthFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
