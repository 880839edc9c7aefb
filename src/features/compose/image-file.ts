import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@contract/constants';
import type { ImageUpload } from './compose-types';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE_PREFIX,
  IMAGE_PROCESSING_MESSAGE,
} from './compose-messages';

export const ACCEPTED_TYPES_TEXT = ACCEPTED_IMAGE_TYPES.join(', ');
export const FILE_TYPE_MESSAGE = `${FILE_TYPE_MESSAGE_PREFIX}${ACCEPTED_TYPES_TEXT}`;

const isAcceptedType = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);

/** product.md §5: the type is checked first, then the size. Null when the file is fine. */
export function validateImageFile(file: File): string | null {
  if (!isAcceptedType(file.type)) return FILE_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';
  constructor(cause?: unknown) {
    super(IMAGE_PROCESSING_MESSAGE, { cause });
  }
}

/** Reads the file into the product.md §3 image upload object, with a data URL preview. */
export function readImageFile(file: File): Promise<ImageUpload> {
  return new Promise((resolve, reject) => {
    let reader: FileReader;
    try {
      reader = new FileReader();
    } catch (cause) {
      reject(new ImageProcessingError(cause));
      return;
    }
    reader.onload = () => {
      if (typeof reader.result !== 'string' || !reader.result) {
        reject(new ImageProcessingError());
        return;
      }
      resolve({
        file,
        name: file.name,
        size: file.size,
        type: file.type,
        preview: reader.result,
        lastModified: file.lastModified,
      });
    };
    reader.onerror = () => reject(new ImageProcessingError(reader.error));
    reader.onabort = () => reject(new ImageProcessingError());
    try {
      reader.readAsDataURL(file);
    } catch (cause) {
      reject(new ImageProcessingError(cause));
    }
  });
}
