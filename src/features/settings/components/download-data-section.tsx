import { useId } from 'react';
import type { UserIdentifier } from '@contract/onboarding';
import { errorMessage } from '@/lib/api-error';
import { useDownloadAccountArchive } from '../api/account-settings';
import { SETTINGS_COPY } from '../settings-copy';

/** Hands a file to the browser's downloads, named as the server suggests. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the bytes over by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings > Download my data: one zip of the account, profile, drafts and images. */
export function DownloadDataSection({ identifier }: { identifier: UserIdentifier }) {
  const id = useId();
  const download = useDownloadAccountArchive(identifier);

  const start = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: (blob) =>
        saveFile(blob, `smart-suite-data-${new Date().toISOString().slice(0, 10)}.zip`),
    });
  };

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Download my data</h2>
        <p>
          One zip file: your account, profile, brand profile and drafts as JSON, with every image
          stored for you.
        </p>
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={start}
          aria-disabled={download.isPending}
        >
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </button>
        <p className="settings-saved" role="status">
          {download.isSuccess ? 'Your download has started.' : ''}
        </p>
      </div>
      {download.isError ? (
        <p className="alert alert-error settings-error" role="alert">
          {errorMessage(download.error, { network: SETTINGS_COPY.downloadNetworkError })}
        </p>
      ) : null}
    </section>
  );
}
