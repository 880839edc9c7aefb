import { useRef } from 'react';
import { NETWORK_NAMES, type ConnectedAccount } from '@contract/integrations';
import { Dialog } from '@/components/dialog';

interface DisconnectDialogProps {
  /** The account to disconnect; null keeps the dialog closed. */
  account: ConnectedAccount | null;
  isDisconnecting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Disconnecting takes the account's scheduled posts off it, so it asks first. Cancel has
 * focus, so Enter never disconnects by accident.
 */
export function DisconnectDialog({
  account,
  isDisconnecting,
  error,
  onConfirm,
  onCancel,
}: DisconnectDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // A request already sent cannot be taken back, so the dialog stays until it answers.
  const close = () => {
    if (!isDisconnecting) onCancel();
  };
  const network = account ? NETWORK_NAMES[account.network] : '';

  return (
    <Dialog
      open={account !== null}
      onClose={close}
      role="alertdialog"
      title={`Disconnect ${account?.display_name ?? ''}?`}
      description={`Posts scheduled for this ${network} account will not be published there. Posts already published keep their links, and you can connect it again at any time.`}
      initialFocusRef={cancelRef}
      size="small"
    >
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="integration-dialog-actions">
        <button
          ref={cancelRef}
          type="button"
          className="btn btn-secondary"
          onClick={close}
          aria-disabled={isDisconnecting}
        >
          Cancel
        </button>
        {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            if (!isDisconnecting) onConfirm();
          }}
          aria-disabled={isDisconnecting}
        >
          {isDisconnecting ? 'Disconnecting...' : 'Disconnect'}
        </button>
      </div>
    </Dialog>
  );
}
