import { useState, type KeyboardEvent } from 'react';
import { FieldError } from './field-error';
import { fieldId } from './field-ids';
import type { ProfileFieldErrors } from './profile-validation';

interface WordListEditorProps {
  /** The list's path in the profile ("avoid"), for its refusals and ids. */
  path: string;
  legend: string;
  hint: string;
  /** The input's label ("Word or claim to avoid"). */
  inputLabel: string;
  value: string[];
  onChange: (next: string[]) => void;
  errors: ProfileFieldErrors;
  idPrefix: string;
  most: number;
  maxLength: number;
}

/** A short list of words typed one at a time: Enter or "Add" puts one in, each has Remove. */
export function WordListEditor(props: WordListEditorProps) {
  const { path, value, onChange, errors, idPrefix, most } = props;
  const [draft, setDraft] = useState('');
  const inputId = fieldId(idPrefix, `${path}.new`);
  const full = value.length >= most;
  const add = () => {
    const word = draft.trim();
    if (!word || full) return;
    if (!value.some((item) => item.toLowerCase() === word.toLowerCase()))
      onChange([...value, word]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };
  return (
    <fieldset className="profile-group">
      <legend>{props.legend}</legend>
      <p className="field-hint" id={`${inputId}-hint`}>
        {props.hint}
      </p>
      {value.length ? (
        <ul className="word-list" aria-label={props.legend}>
          {value.map((word, index) => (
            <li key={word} className="word-chip">
              <span>{word}</span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={`Remove ${word}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                ×
              </button>
              <FieldError prefix={idPrefix} path={`${path}.${index}`} errors={errors} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="word-add">
        <div className="field">
          <label htmlFor={inputId}>{props.inputLabel}</label>
          <input
            id={inputId}
            className="input"
            type="text"
            maxLength={props.maxLength}
            disabled={full}
            value={draft}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="btn btn-secondary btn-small" onClick={add} disabled={full}>
          Add
        </button>
      </div>
      <FieldError prefix={idPrefix} path={path} errors={errors} />
    </fieldset>
  );
}
