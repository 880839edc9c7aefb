import type { ReactNode } from 'react';
import { errorProps, fieldId } from './field-ids';
import type { ProfileFieldErrors } from './profile-validation';

interface FieldErrorProps {
  prefix: string;
  path: string;
  errors: ProfileFieldErrors;
}

/** The contract's message under the field it refuses; nothing when the field is fine. */
export function FieldError({ prefix, path, errors }: FieldErrorProps) {
  const message = errors[path];
  if (!message) return null;
  return (
    <p id={`${fieldId(prefix, path)}-error`} className="field-error">
      {message}
    </p>
  );
}

/** What a field's control carries: its id, and the refusal's id while there is one. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldWithErrorProps {
  /** The form's own prefix (from useId), so two forms on a page never share an id. */
  idPrefix: string;
  name: string;
  label: string;
  error: string | null;
  /** The control (an input, a textarea), given the props that tie it to its label and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field with the message refusing it underneath: the profile editors' markup
 * (`errorProps`, `FieldError`) for a form with a single field of its own, such as a name to
 * add or a comment to send.
 */
export function FieldWithError({ idPrefix, name, label, error, children }: FieldWithErrorProps) {
  const errors = error ? { [name]: error } : {};
  const control = errorProps(idPrefix, name, errors);
  return (
    <div className="field">
      <label htmlFor={control.id}>{label}</label>
      {/* aria-invalid absent rather than "false" while the field is fine, as it always was. */}
      {children({ ...control, 'aria-invalid': control['aria-invalid'] || undefined })}
      <FieldError prefix={idPrefix} path={name} errors={errors} />
    </div>
  );
}
