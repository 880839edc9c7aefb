import { BUSINESS_PROFILE_LIMITS, type Closure } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

const PATH = 'openingHours.closures';

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
          {value.map((closure, index) => {
            const at = (field: string) => `${PATH}.${index}.${field}`;
            const which = (
              <>
                {' '}
                <span className="visually-hidden">of closure {index + 1}</span>
              </>
            );
            return (
              <li key={index} className="closure-row">
                <div className="field">
                  <label htmlFor={fieldId(idPrefix, at('from'))}>From{which}</label>
                  <input
                    {...errorProps(idPrefix, at('from'), errors)}
                    className="input"
                    type="date"
                    value={closure.from}
                    onChange={(event) =>
                      change(index, {
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
                    onChange={(event) => change(index, { to: event.target.value })}
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
                    onChange={(event) => change(index, { note: event.target.value })}
                  />
                  <FieldError prefix={idPrefix} path={at('note')} errors={errors} />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={`Remove closure ${index + 1}`}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError prefix={idPrefix} path={PATH} errors={errors} />
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
