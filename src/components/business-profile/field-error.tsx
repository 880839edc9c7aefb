import { fieldId } from './field-ids';
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
