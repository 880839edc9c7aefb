import { useId, useState, type FormEvent } from 'react';
import { FieldWithError } from './business-profile/field-error';

/**
 * The comment being written and the refusal of an empty one. Kept by a part of the page that
 * stays while the form comes and goes, so Cancel and Request changes again finds it as it was.
 */
export function useChangesDraft() {
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  return { comment, setComment, fieldError, setFieldError };
}

export type ChangesDraft = ReturnType<typeof useChangesDraft>;

interface RequestChangesFormProps {
  draft: ChangesDraft;
  /** The submit button's words, e.g. "Send back to the Editor". */
  submitLabel: string;
  sending: boolean;
  /** Why the last send failed, shown above the buttons; none when nothing failed. */
  error?: string | null;
  /** Called with the comment as typed, once it says something. */
  onSend: (comment: string) => void;
  onCancel: () => void;
}

/**
 * "What should change?": the comment that sends a post back, required, for a reviewer in the
 * app and for one who came by an approval link.
 */
export function RequestChangesForm({
  draft,
  submitLabel,
  sending,
  error,
  onSend,
  onCancel,
}: RequestChangesFormProps) {
  const id = useId();
  const { comment, setComment, fieldError, setFieldError } = draft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In a dialog (a portal) the form is still inside the page's form in React's tree: its
    // submit goes no further.
    event.stopPropagation();
    if (!comment.trim()) return setFieldError('Say what should change.');
    setFieldError(null);
    onSend(comment);
  };
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <FieldWithError idPrefix={id} name="comment" label="What should change?" error={fieldError}>
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </FieldWithError>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending...' : submitLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
