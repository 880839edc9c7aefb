import type { UploadRepository } from '../db/uploads';
import { mediaKeyFromUrl } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

/**
 * The bytes of one of the user's own uploads, named by its /media URL. Anything else (a
 * URL elsewhere, another user's key, a missing file) gives null: the server never
 * fetches a URL it was given.
 */
export async function readOwnMedia(
  url: string | null | undefined,
  businessId: string,
  uploads: UploadRepository,
  storage: Storage,
): Promise<Buffer | null> {
  const key = mediaKeyFromUrl(url);
  if (!key) return null;
  const row = await uploads.find(key);
  if (!row || row.businessId !== businessId) return null;
  return storage.get(key);
}
