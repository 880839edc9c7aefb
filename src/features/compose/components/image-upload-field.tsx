import { useId, useRef, useState, type DragEvent } from 'react';
import {
  ACCEPTED_IMAGE_TYPES,
  BYTES_PER_KB,
  BYTES_PER_MB,
  MAX_UPLOAD_MB,
  PREVIEW_MAX_HEIGHT_PX,
} from '@contract/constants';
import type { ImageUpload } from '../compose-types';

interface ImageUploadFieldProps {
  image: ImageUpload | null;
  processing: boolean;
  error: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** The preview could not be decoded: the image is unusable. */
  onPreviewError: () => void;
}

function formatSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
  if (bytes >= BYTES_PER_KB) return `${Math.round(bytes / BYTES_PER_KB)} KB`;
  return `${bytes} B`;
}

/** The chosen image: its preview, name and size, and a way to remove it. */
function ImagePreview({
  image,
  onRemove,
  onPreviewError,
}: Pick<ImageUploadFieldProps, 'onRemove' | 'onPreviewError'> & { image: ImageUpload }) {
  return (
    <figure className="compose-preview">
      <img
        src={image.preview}
        alt={`Preview of ${image.name}`}
        style={{ maxHeight: PREVIEW_MAX_HEIGHT_PX }}
        onError={onPreviewError}
      />
      <figcaption className="compose-preview-caption">
        <span className="compose-preview-name">{image.name}</span>
        <span className="muted">{formatSize(image.size)}</span>
        <button type="button" className="btn btn-secondary btn-small" onClick={onRemove}>
          Remove image
        </button>
      </figcaption>
    </figure>
  );
}

export function ImageUploadField({
  image,
  processing,
  error,
  onFile,
  onRemove,
  onPreviewError,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const takeFirst = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    takeFirst(event.dataTransfer.files);
  };

  return (
    <div className="compose-upload">
      {image ? (
        <ImagePreview image={image} onRemove={onRemove} onPreviewError={onPreviewError} />
      ) : (
        <button
          type="button"
          className={`compose-dropzone${dragging ? ' is-dragging' : ''}`}
          onClick={() => inputRef.current?.click()}
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          disabled={processing}
        >
          <span className="compose-dropzone-icon" aria-hidden="true">
            ⬆
          </span>
          <span className="compose-dropzone-title">
            {processing ? 'Processing image...' : 'Choose an image or drag and drop it here'}
          </span>
          <span id={hintId} className="compose-dropzone-hint">
            JPEG, PNG or GIF, up to {MAX_UPLOAD_MB}MB
          </span>
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Image file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          takeFirst(event.target.files);
          // The same file can be picked again after a removal.
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
