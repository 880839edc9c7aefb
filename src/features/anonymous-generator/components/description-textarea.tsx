import { useId, type RefObject } from 'react';

interface DescriptionTextareaProps {
  label: string;
  ref: RefObject<HTMLTextAreaElement | null>;
  value: string;
  placeholder: string;
  /** Why the field cannot be sent as it is, or undefined. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One of the generator's two descriptions, with why it cannot be sent yet. */
export function DescriptionTextarea(props: DescriptionTextareaProps) {
  const { label, ref, value, error, onChange } = props;
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        className="textarea"
        rows={3}
        value={value}
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
