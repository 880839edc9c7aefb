import { BUSINESS_PROFILE_LIMITS } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

const PATH = 'whatYouDo';

/** "What you do", one line in the owner's words, kept verbatim. */
export function WhatYouDoField({ value, onChange, errors, idPrefix }: EditorProps<string>) {
  const hintId = `${fieldId(idPrefix, PATH)}-hint`;
  return (
    <div className="field">
      <label htmlFor={fieldId(idPrefix, PATH)}>What you do</label>
      <input
        {...errorProps(idPrefix, PATH, errors, hintId)}
        className="input"
        type="text"
        maxLength={BUSINESS_PROFILE_LIMITS.whatYouDo}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field-hint">
        One line, in your words: “upholstery and curtain making”, “kayak hire and guided paddles”.
      </p>
      <FieldError prefix={idPrefix} path={PATH} errors={errors} />
    </div>
  );
}
