import { BUSINESS_PROFILE_LIMITS } from '@contract/business-profile';
import type { EditorProps } from './editor-props';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

const PATH = 'differences';
const LINES = Array.from({ length: BUSINESS_PROFILE_LIMITS.differences }, (_, index) => index);

/** "What makes you different": up to three short lines; an empty line is not kept. */
export function DifferencesEditor({ value, onChange, errors, idPrefix }: EditorProps<string[]>) {
  const setLine = (index: number, text: string) => {
    const lines = LINES.map((line) => value[line] ?? '');
    lines[index] = text;
    // Trailing empty lines are not said; inner ones stay so typing never jumps between inputs.
    while (lines.length && lines.at(-1) === '') lines.pop();
    onChange(lines);
  };
  return (
    <fieldset className="profile-group">
      <legend>What makes you different</legend>
      <p className="field-hint">Up to three short lines a customer would repeat to a friend.</p>
      {LINES.map((line) => {
        const path = `${PATH}.${line}`;
        return (
          <div className="field" key={line}>
            <label htmlFor={fieldId(idPrefix, path)}>Line {line + 1}</label>
            <input
              {...errorProps(idPrefix, path, errors)}
              className="input"
              type="text"
              maxLength={BUSINESS_PROFILE_LIMITS.difference}
              value={value[line] ?? ''}
              onChange={(event) => setLine(line, event.target.value)}
            />
            <FieldError prefix={idPrefix} path={path} errors={errors} />
          </div>
        );
      })}
      <FieldError prefix={idPrefix} path={PATH} errors={errors} />
    </fieldset>
  );
}
