import type { UploadKind } from '../db/schema';
import type { UploadRepository } from '../db/uploads';
import { mediaUrl, newMediaKey, type MediaType } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

export interface MediaToStore {
  bytes: Buffer;
  contentType: MediaType;
  /** The name the owner sees (already made safe). */
  filename: string;
}

export interface StoredMedia {
  key: string;
  url: string;
  filename: string;
}

export interface StoreMediaOptions {
  storage: Storage;
  uploads: UploadRepository;
  /** The owner; null for an anonymous image nobody owns (it needs `expiresAt`). */
  businessId: string | null;
  kind: UploadKind;
  /** When the cleanup may remove the files; null keeps them. */
  expiresAt?: Date | null;
}

/**
 * Stores the bytes, then records them as uploads. If any step fails the files already
 * stored are deleted again, so no row points at a missing file and no file is left
 * without a row.
 */
export async function storeMedia(
  items: MediaToStore[],
  options: StoreMediaOptions,
): Promise<StoredMedia[]> {
  const { storage, uploads, businessId, kind, expiresAt = null } = options;
  const stored: (MediaToStore & { key: string })[] = [];
  try {
    for (const item of items) {
      const key = newMediaKey(item.contentType);
      await storage.put(key, item.bytes, item.contentType);
      stored.push({ ...item, key });
    }
    await uploads.add(
      stored.map((item) => ({
        key: item.key,
        businessId,
        kind,
        filename: item.filename,
        contentType: item.contentType,
        size: item.bytes.length,
        expiresAt,
      })),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((item) => storage.delete(item.key)));
    throw error;
  }
  return stored.map((item) => ({
    key: item.key,
    url: mediaUrl(item.key),
    filename: item.filename,
  }));
}

/** One file, stored and recorded as above. */
export async function storeOneMedia(
  item: MediaToStore,
  options: StoreMediaOptions,
): Promise<StoredMedia> {
  const [stored] = await storeMedia([item], options);
  if (!stored) throw new Error('storeMedia returned no file for the one it was given');
  return stored;
}
