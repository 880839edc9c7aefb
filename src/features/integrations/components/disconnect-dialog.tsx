import { NETWORK_NAMES, type ConnectedAccount } from '@contract/integrations';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DisconnectDialogProps {
  /** The account to disconnect; null keeps the dialog closed. */
  account: ConnectedAccount | null;
  isDisconnecting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Disconnecting takes the account's scheduled posts off it, so it asks first (ADR 0034). */
export function DisconnectDialog({
  account,
  isDisconnecting,
  error,
  onConfirm,
  onCancel,
}: DisconnectDialogProps) {
  const network = account ? NETWORK_NAMES[account.network] : '';
  return (
    <ConfirmDialog
      open={account !== null}
      title={`Disconnect ${account?.display_name ?? ''}?`}
      description={`Posts scheduled for this ${network} account will not be published there. Posts already published keep their links, and you can connect it again at any time.`}
      confirmLabel="Disconnect"
      busyLabel="Disconnecting..."
      isBusy={isDisconnecting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
