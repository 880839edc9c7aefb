import type { ProfileFieldErrors } from './profile-validation';

/**
 * What every profile editor takes: the value it edits, a setter for the whole new value,
 * the form's refusals by path (see `validateProfile`) and a prefix for the inputs' ids,
 * unique in the page (React's `useId()` is right).
 */
export interface EditorProps<T> {
  value: T;
  onChange: (next: T) => void;
  errors: ProfileFieldErrors;
  idPrefix: string;
}
