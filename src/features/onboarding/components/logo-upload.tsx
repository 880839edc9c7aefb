import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { User } from '@contract/auth';
import { LOGO_ACCEPT } from '@contract/constants';
import { uploadErrorText, useUploadLogo } from '../api/upload-brand-files';
import type { WizardValues } from '../wizard-values';
import { UploadProgress } from './upload-progress';

/** The logo is uploaded as soon as it is chosen; its preview is what the server kept. */
export function LogoUpload({ user }: { user: User }) {
  const inputId = useId();
  const hintId = useId();
  const { control, setValue } = useFormContext<WizardValues>();
  const logo = useWatch({ control, name: 'brandAssets.logo' });
  const upload = useUploadLogo();
  const [progress, setProgress] = useState<number | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    setProgress(null);
    upload.mutate(
      { files: file, user, onProgress: setProgress },
      {
        // The preview is named as the user knows the file, whatever the server calls it.
        onSuccess: ({ url }) =>
          setValue('brandAssets.logo', { url, filename: file.name }, { shouldDirty: true }),
      },
    );
  };

  return (
    <div className="field upload-field">
      <span className="label">Logo</span>
      <span id={hintId} className="field-hint">
        PNG, SVG or JPG.
      </span>
      <div className="upload-row">
        {logo ? (
          <figure className="logo-preview">
            <img src={logo.url} alt={`Logo preview: ${logo.filename}`} />
          </figure>
        ) : null}
        <div className="upload-actions">
          <input
            id={inputId}
            type="file"
            className="visually-hidden file-input"
            accept={LOGO_ACCEPT.join(',')}
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={onChange}
          />
          <label htmlFor={inputId} className="btn btn-secondary btn-small file-button">
            {logo ? 'Replace logo' : 'Upload logo'}
          </label>
          {logo ? (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setValue('brandAssets.logo', null, { shouldDirty: true })}
            >
              Remove logo
            </button>
          ) : null}
        </div>
      </div>
      {upload.isPending ? <UploadProgress label="Uploading logo" fraction={progress} /> : null}
      {upload.isError ? (
        <p className="field-error" role="alert">
          {uploadErrorText(upload.error, 'logo')}
        </p>
      ) : null}
    </div>
  );
}
