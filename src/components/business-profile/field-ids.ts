import type { ProfileFieldErrors } from './profile-validation';

/** The id of a field's input from the form's prefix and the field's path. */
export const fieldId = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/**
 * What an input needs to carry its refusal: `aria-invalid` and the message's id (with any
 * hint's), so a screen reader reads the contract's text with the label.
 */
export function errorProps(
  prefix: string,
  path: string,
  errors: ProfileFieldErrors,
  hintId?: string,
): { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined } {
  const id = fieldId(prefix, path);
  const described = [hintId, errors[path] ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': Boolean(errors[path]),
    'aria-describedby': described || undefined,
  };
}
