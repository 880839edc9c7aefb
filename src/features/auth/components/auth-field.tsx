import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose validation message is tied to it for screen readers. */
export function AuthField({ label, error, id, ref, ...input }: AuthFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
