import { BUSINESS_PROFILE_LIMITS, type Closure } from '@contract/business-profile';
import { CLOSURES_PATH, ClosureRow } from './closure-row';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';

/** Closures and exceptions as date ranges with a note ("24 Dec to 2 Jan, Christmas break"). */
export function ClosuresEditor({ value, onChange, errors, idPrefix }: EditorProps<Closure[]>) {
  const change = (index: number, patch: Partial<Closure>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const full = value.length >= BUSINESS_PROFILE_LIMITS.closures;
  return (
    <fieldset className="profile-group">
      <legend>Closures and exceptions</legend>
      <p className="field-hint">
        Holidays and days you are shut. A single day starts and ends on the same date.
      </p>
      {value.length ? (
        <ol className="closure-list">
          {value.map((closure, index) => (
            <ClosureRow
              key={index}
              closure={closure}
              index={index}
              idPrefix={idPrefix}
              errors={errors}
              change={(patch) => change(index, patch)}
              remove={() => onChange(value.filter((_, position) => position !== index))}
            />
          ))}
        </ol>
      ) : null}
      <FieldError prefix={idPrefix} path={CLOSURES_PATH} errors={errors} />
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={full}
        onClick={() => onChange([...value, { from: '', to: '', note: '' }])}
      >
        Add a closure
      </button>
    </fieldset>
  );
}
