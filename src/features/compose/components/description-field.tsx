import { useId, type RefObject } from 'react';

interface DescriptionFieldProps {
  /** Given when something outside the form moves focus here; its own otherwise. */
  id?: string;
  ref: RefObject<HTMLTextAreaElement | null>;
  value: string;
  error: string | null;
  onChange: (description: string) => void;
}

/** What the post is about, with why it cannot be sent yet. */
export function DescriptionField({ ref, value, error, onChange, ...props }: DescriptionFieldProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>Post description</label>
      <textarea
        ref={ref}
        id={id}
        className="textarea"
        rows={4}
        value={value}
        placeholder="Weekend croissant sale: 20% off everything baked before 10am"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="field-hint">
        Describe what the post is about; we write it in your brand&apos;s voice.
      </span>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
