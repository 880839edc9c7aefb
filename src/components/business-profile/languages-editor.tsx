import { useState } from 'react';
import { BUSINESS_PROFILE_LIMITS } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { fieldId } from './field-ids';
import { LANGUAGE_OPTIONS, languageName } from './place-names';

const PATH = 'languages';

/** The languages posts are written in, the first the main one; up to three. */
export function LanguagesEditor({ value, onChange, errors, idPrefix }: EditorProps<string[]>) {
  const [choice, setChoice] = useState('');
  const full = value.length >= BUSINESS_PROFILE_LIMITS.languages;
  const selectId = fieldId(idPrefix, `${PATH}.new`);
  const add = () => {
    if (!choice || full || value.includes(choice)) return;
    onChange([...value, choice]);
    setChoice('');
  };
  return (
    <fieldset className="profile-group">
      <legend>Languages posts are written in</legend>
      <p className="field-hint">The first is the main one. Up to three.</p>
      {value.length ? (
        <ol className="word-list" aria-label="Languages posts are written in">
          {value.map((code, index) => (
            <li key={code} className="word-chip">
              <span>
                {languageName(code)}
                {index === 0 ? ' (main)' : ''}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={`Remove ${languageName(code)}`}
                onClick={() => onChange(value.filter((item) => item !== code))}
              >
                ×
              </button>
              <FieldError prefix={idPrefix} path={`${PATH}.${index}`} errors={errors} />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="word-add">
        <div className="field">
          <label htmlFor={selectId}>Add a language</label>
          <select
            id={selectId}
            className="select"
            value={choice}
            disabled={full}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Choose a language</option>
            {LANGUAGE_OPTIONS.filter(({ code }) => !value.includes(code)).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={add}
          disabled={full || !choice}
        >
          Add
        </button>
      </div>
      <FieldError prefix={idPrefix} path={PATH} errors={errors} />
    </fieldset>
  );
}
