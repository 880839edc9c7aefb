import { useRef, type ReactNode } from 'react';
import { Dialog } from './dialog';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, read out with the title. */
  description: string;
  /** What the action touches, shown under the question. */
  children?: ReactNode;
  /** The action's name on its button ("Delete") and while it runs ("Deleting..."). */
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** "danger" for what cannot be undone; "primary" for a choice the owner can revisit. */
  tone?: 'danger' | 'primary';
}

/**
 * A question before something that cannot be undone (WAI-ARIA alertdialog). Cancel has
 * focus, so Enter never confirms by accident; a request already sent cannot be taken
 * back, so the dialog stays until it answers.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  isBusy,
  error,
  onConfirm,
  onCancel,
  tone = 'danger',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!isBusy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      size="small"
    >
      {children}
      {error ? (
        <p className="alert alert-error confirm-dialog-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog-actions">
        <button
          ref={cancelRef}
          type="button"
          className="btn btn-secondary"
          onClick={close}
          aria-disabled={isBusy}
        >
          Cancel
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
        <button
          type="button"
          className={`btn btn-${tone}`}
          onClick={() => {
            if (!isBusy) onConfirm();
          }}
          aria-disabled={isBusy}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
