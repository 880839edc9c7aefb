import { useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { User } from '@contract/auth';
import { PHOTO_ACCEPT } from '@contract/constants';
import { uploadErrorText, useUploadPhotos } from '../api/upload-brand-files';
import type { WizardValues } from '../wizard-values';
import { UploadProgress } from './upload-progress';

/** Brand photos, several at once, uploaded as soon as they are chosen. */
export function PhotoUpload({ user }: { user: User }) {
  const inputId = useId();
  const hintId = useId();
  const { control } = useFormContext<WizardValues>();
  const photos = useFieldArray({ control, name: 'brandAssets.photos' });
  const upload = useUploadPhotos();
  const [progress, setProgress] = useState<number | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setProgress(null);
    upload.mutate(
      { files, user, onProgress: setProgress },
      {
        // Named as the user knows each file, whatever the server calls it.
        onSuccess: (uploaded) =>
          photos.append(
            uploaded.map(({ url, filename }, index) => ({
              url,
              filename: files[index]?.name ?? filename,
            })),
          ),
      },
    );
  };

  return (
    <div className="field upload-field">
      <span className="label">Photos</span>
      <span id={hintId} className="field-hint">
        Photos of your products, place or team. PNG or JPG; choose several at once.
      </span>
      {photos.fields.length ? (
        <ul className="photo-grid" aria-label="Uploaded photos">
          {photos.fields.map((photo, index) => (
            <li key={photo.id} className="photo-tile">
              <img src={photo.url} alt={`Brand photo: ${photo.filename}`} />
              <button
                type="button"
                className="btn btn-secondary btn-small photo-remove"
                aria-label={`Remove photo ${index + 1}: ${photo.filename}`}
                onClick={() => photos.remove(index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="upload-actions">
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden file-input"
          accept={PHOTO_ACCEPT.join(',')}
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={onChange}
        />
        <label htmlFor={inputId} className="btn btn-secondary btn-small file-button">
          {photos.fields.length ? 'Add photos' : 'Upload photos'}
        </label>
      </div>
      {upload.isPending ? <UploadProgress label="Uploading photos" fraction={progress} /> : null}
      {upload.isError ? (
        <p className="field-error" role="alert">
          {uploadErrorText(upload.error, 'photo')}
        </p>
      ) : null}
    </div>
  );
}
