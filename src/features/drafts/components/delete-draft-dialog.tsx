import { useRef } from 'react';
import { Dialog } from '@/components/dialog';
import { DELETE_DRAFT_QUESTION } from '../drafts-copy';

interface DeleteDraftDialogProps {
  /** The title of the draft to delete; null keeps the dialog closed. */
  draftTitle: string | null;
  isDeleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC 4: deleting a draft asks first. Cancel has focus, so Enter never deletes by accident. */
export function DeleteDraftDialog({
  draftTitle,
  isDeleting,
  error,
  onConfirm,
  onCancel,
}: DeleteDraftDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A request already sent cannot be taken back, so the dialog stays until it answers.
  const close = () => {
    if (!isDeleting) onCancel();
  };

  return (
    <Dialog
      open={draftTitle !== null}
      onClose={close}
      role="alertdialog"
      title="Delete draft"
      description={DELETE_DRAFT_QUESTION}
      initialFocusRef={cancelRef}
      size="small"
    >
      <p className="delete-draft-name">
        <strong>{draftTitle}</strong> will be removed permanently.
      </p>
      {error ? (
        <p className="alert alert-error delete-draft-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="delete-draft-actions">
        <button
          ref={cancelRef}
          type="button"
          className="btn btn-secondary"
          onClick={close}
          aria-disabled={isDeleting}
        >
          Cancel
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            if (!isDeleting) onConfirm();
          }}
          aria-disabled={isDeleting}
        >
          {isDeleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
