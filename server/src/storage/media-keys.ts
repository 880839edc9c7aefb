import { randomUUID } from 'node:crypto';

export const MEDIA_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
} as const;
export type MediaType = keyof typeof MEDIA_EXTENSIONS;

const MEDIA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;

/**
 * A random key: nothing of the user's file name reaches a path, and the key cannot be
 * guessed from another.
 */
export const newMediaKey = (type: MediaType) => `${randomUUID()}.${MEDIA_EXTENSIONS[type]}`;

/** Only keys of our own shape are ever looked up, so no path can be smuggled in. */
export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The key inside one of our own media URLs (relative or absolute), or null. */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://server.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  const key = pathname.slice(MEDIA_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

export function contentTypeOfKey(key: string): MediaType {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.gif')) return 'image/gif';
  return 'image/jpeg';
}
