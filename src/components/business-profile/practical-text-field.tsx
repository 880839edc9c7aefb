import type { ProfileFieldErrors } from './profile-validation';
import { FieldError } from './field-error';
import { errorProps, fieldId } from './field-ids';

interface PracticalTextFieldProps {
  path: string;
  label: string;
  type: 'text' | 'tel' | 'url';
  autoComplete: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  errors: ProfileFieldErrors;
  idPrefix: string;
}

/** One single-line practical fact (address, phone, booking link) with its error. */
export function PracticalTextField(props: PracticalTextFieldProps) {
  const { path, idPrefix, errors } = props;
  return (
    <div className="field">
      <label htmlFor={fieldId(idPrefix, path)}>{props.label}</label>
      <input
        {...errorProps(idPrefix, path, errors)}
        className="input"
        type={props.type}
        autoComplete={props.autoComplete}
        maxLength={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError prefix={idPrefix} path={path} errors={errors} />
    </div>
  );
}
