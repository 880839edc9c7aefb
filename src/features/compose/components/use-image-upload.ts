import { useCallback, useRef, useState, type Dispatch } from 'react';
import { IMAGE_PROCESSING_MESSAGE } from '../compose-messages';
import type { ImageMode } from '../compose-types';
import type { FormAction } from '../form-state';
import { readImageFile, validateImageFile } from '../image-file';

/** The owner's own image: read, checked, removed, and what went wrong with it. */
export function useImageUpload(
  dispatch: Dispatch<FormAction>,
  onImageUploadingChange?: (uploading: boolean) => void,
) {
  const [imageError, setImageError] = useState<string | null>(null);
  const [processing, setProcessingState] = useState(false);
  // A read that finishes after the image was removed or the mode changed is dropped.
  const readToken = useRef(0);

  const setProcessing = useCallback(
    (next: boolean) => {
      setProcessingState(next);
      onImageUploadingChange?.(next);
    },
    [onImageUploadingChange],
  );

  const changeImageMode = (next: ImageMode) => {
    if (next !== 'upload') {
      readToken.current += 1;
      if (processing) setProcessing(false);
      setImageError(null);
    }
    dispatch({ type: 'image-mode', mode: next });
  };

  const acceptFile = async (file: File) => {
    setImageError(null);
    const problem = validateImageFile(file);
    if (problem) {
      setImageError(problem);
      return;
    }
    const token = ++readToken.current;
    setProcessing(true);
    try {
      const upload = await readImageFile(file);
      if (token === readToken.current) dispatch({ type: 'image', image: upload });
    } catch {
      if (token === readToken.current) setImageError(IMAGE_PROCESSING_MESSAGE);
    } finally {
      if (token === readToken.current) setProcessing(false);
    }
  };

  const removeImage = () => {
    readToken.current += 1;
    setImageError(null);
    dispatch({ type: 'image', image: null });
  };

  const rejectPreview = () => {
    dispatch({ type: 'image', image: null });
    setImageError(IMAGE_PROCESSING_MESSAGE);
  };

  return {
    imageError,
    setImageError,
    processing,
    changeImageMode,
    acceptFile,
    removeImage,
    rejectPreview,
  };
}
