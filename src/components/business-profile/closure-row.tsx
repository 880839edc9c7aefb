import { BUSINESS_PROFILE_LIMITS, type Closure } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

export const CLOSURES_PATH = 'openingHours.closures';

interface ClosureRowProps {
  closure: Closure;
  index: number;
  idPrefix: string;
  errors: EditorProps<Closure[]>['errors'];
  change: (patch: Partial<Closure>) => void;
  remove: () => void;
}

/** One closure: its first and last dates, a note, and a button to remove it. */
export function ClosureRow({ closure, index, idPrefix, errors, change, remove }: ClosureRowProps) {
  const at = (field: string) => `${CLOSURES_PATH}.${index}.${field}`;
  const which = (
    <>
      {' '}
      <span className="visually-hidden">of closure {index + 1}</span>
    </>
  );
  return (
    <li className="closure-row">
      <div className="field">
        <label htmlFor={fieldId(idPrefix, at('from'))}>From{which}</label>
        <input
          {...errorProps(idPrefix, at('from'), errors)}
          className="input"
          type="date"
          value={closure.from}
          onChange={(event) =>
            change({
              from: event.target.value,
              to: closure.to || event.target.value,
            })
          }
        />
        <FieldError prefix={idPrefix} path={at('from')} errors={errors} />
      </div>
      <div className="field">
        <label htmlFor={fieldId(idPrefix, at('to'))}>To{which}</label>
        <input
          {...errorProps(idPrefix, at('to'), errors)}
          className="input"
          type="date"
          value={closure.to}
          onChange={(event) => change({ to: event.target.value })}
        />
        <FieldError prefix={idPrefix} path={at('to')} errors={errors} />
      </div>
      <div className="field closure-note">
        <label htmlFor={fieldId(idPrefix, at('note'))}>Note{which}</label>
        <input
          {...errorProps(idPrefix, at('note'), errors)}
          className="input"
          type="text"
          maxLength={BUSINESS_PROFILE_LIMITS.closureNote}
          value={closure.note}
          onChange={(event) => change({ note: event.target.value })}
        />
        <FieldError prefix={idPrefix} path={at('note')} errors={errors} />
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={`Remove closure ${index + 1}`}
        onClick={remove}
      >
        Remove
      </button>
    </li>
  );
}
