import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DELETE_CONFIRMATION_WORD, type DeletedCounts } from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAccount } from '../api/account-settings';
import { SETTINGS_COPY } from '../settings-copy';

interface DeleteAccountSectionProps {
  identifier: UserIdentifier;
  /** Password accounts confirm with the password; social sign-in accounts type DELETE. */
  passwordSignIn: boolean;
  /** Called when the owner has read what was deleted: the app signs out. */
  onDeleted: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The server's account of what it deleted, in words. */
export function describeDeleted(deleted: DeletedCounts): string[] {
  return [
    'Your account and sign-in',
    deleted.brand_profile ? 'Your brand profile' : 'No brand profile (none was set up)',
    plural(deleted.drafts, 'draft', 'drafts'),
    plural(deleted.files, 'stored image', 'stored images'),
    plural(deleted.sessions, 'signed-in session', 'signed-in sessions'),
    ...(deleted.support_requests
      ? [plural(deleted.support_requests, 'support request', 'support requests')]
      : []),
  ];
}

/** Settings > Delete Account, as the Data Deletion page describes it. */
export function DeleteAccountSection({
  identifier,
  passwordSignIn,
  onDeleted,
}: DeleteAccountSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const remove = useDeleteAccount(identifier);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const deleted = remove.data;

  const close = () => {
    if (remove.isPending) return;
    if (deleted) {
      onDeleted();
      return;
    }
    setOpen(false);
    setSecret('');
    remove.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending || !secret) return;
    remove.mutate(passwordSignIn ? { password: secret } : { confirmation: secret });
  };

  return (
    <section className="settings-section settings-danger" aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Delete Account</h2>
        <p>
          Permanently remove your account, brand profile, drafts and every image stored for you.{' '}
          <Link to={paths.dataDeletion}>How deletion works</Link>
        </p>
      </div>
      <div>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          Delete Account
        </button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title={deleted ? 'Your account is deleted' : 'Delete your account?'}
        description={deleted ? 'This is what was deleted:' : SETTINGS_COPY.deleteQuestion}
        initialFocusRef={deleted ? doneRef : inputRef}
        size="small"
      >
        {deleted ? (
          <>
            <ul className="deleted-list">
              {describeDeleted(deleted).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="delete-account-actions">
              <button ref={doneRef} type="button" className="btn btn-primary" onClick={onDeleted}>
                Close and sign out
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <div className="field">
              <label htmlFor={`${id}-secret`}>
                {passwordSignIn ? SETTINGS_COPY.deletePasswordLabel : SETTINGS_COPY.deleteWordLabel}
              </label>
              <input
                ref={inputRef}
                id={`${id}-secret`}
                className="input"
                type={passwordSignIn ? 'password' : 'text'}
                autoComplete={passwordSignIn ? 'current-password' : 'off'}
                value={secret}
                placeholder={passwordSignIn ? undefined : DELETE_CONFIRMATION_WORD}
                aria-invalid={remove.isError}
                aria-describedby={remove.isError ? `${id}-error` : undefined}
                onChange={(event) => {
                  remove.reset();
                  setSecret(event.target.value);
                }}
              />
            </div>
            {remove.isError ? (
              <p id={`${id}-error`} className="alert alert-error" role="alert">
                {errorMessage(remove.error, { network: SETTINGS_COPY.deleteNetworkError })}
              </p>
            ) : null}
            <div className="delete-account-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                Cancel
              </button>
              <button
                type="submit"
                className="btn btn-danger"
                aria-disabled={remove.isPending || !secret}
              >
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  );
}
