import { ConfirmDialog } from '@/components/confirm-dialog';
import { DELETE_DRAFT_QUESTION } from '../drafts-copy';

interface DeleteDraftDialogProps {
  /** The title of the draft to delete; null keeps the dialog closed. */
  draftTitle: string | null;
  isDeleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** product.md §4: deleting a draft asks first. */
export function DeleteDraftDialog({
  draftTitle,
  isDeleting,
  error,
  onConfirm,
  onCancel,
}: DeleteDraftDialogProps) {
  return (
    <ConfirmDialog
      open={draftTitle !== null}
      title="Delete draft"
      description={DELETE_DRAFT_QUESTION}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={isDeleting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="delete-draft-name">
        <strong>{draftTitle}</strong> will be removed permanently.
      </p>
    </ConfirmDialog>
  );
}
