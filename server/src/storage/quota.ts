import type { UploadRepository } from '../db/uploads';
import { HttpError } from '../http-error';

const MB = 1024 * 1024;

function sizeText(bytes: number): string {
  const mb = bytes / MB;
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${Math.round(mb)} MB`;
}

export function quotaMessage(quotaBytes: number): string {
  return (
    `Your account has reached its storage limit of ${sizeText(quotaBytes)}, so this image ` +
    'was not saved. Please contact support to free up space.'
  );
}

/**
 * Each account keeps at most `quotaBytes` of images (uploads and generated images).
 * Checked before storing; two uploads at the same moment can together pass it by at
 * most their own size, which the per-user upload rate limit keeps small.
 */
export function createStorageQuota(uploads: UploadRepository, quotaBytes: number) {
  return {
    quotaBytes,
    async assertRoomFor(businessId: string, bytes: number): Promise<void> {
      const used = await uploads.bytesOf(businessId);
      if (used + bytes > quotaBytes) throw new HttpError(413, quotaMessage(quotaBytes));
    },
  };
}

export type StorageQuota = ReturnType<typeof createStorageQuota>;
