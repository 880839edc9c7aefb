import type { ImageMode, ImageUpload } from '../compose-types';
import { ImageModeField } from './image-mode-field';
import { ImageUploadField } from './image-upload-field';
import type { useImageUpload } from './use-image-upload';

interface ImageFieldsetProps {
  mode: ImageMode;
  image: ImageUpload | null;
  upload: ReturnType<typeof useImageUpload>;
}

/** Whether the post has an image and which, with the owner's own file when uploading. */
export function ImageFieldset({ mode, image, upload }: ImageFieldsetProps) {
  return (
    <fieldset className="compose-fieldset">
      <legend className="compose-legend">Image</legend>
      <ImageModeField value={mode} onChange={upload.changeImageMode} />
      {mode === 'upload' ? (
        <ImageUploadField
          image={image}
          processing={upload.processing}
          error={upload.imageError}
          onFile={(file) => void upload.acceptFile(file)}
          onRemove={upload.removeImage}
          onPreviewError={upload.rejectPreview}
        />
      ) : null}
    </fieldset>
  );
}
