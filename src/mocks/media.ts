import { http, HttpResponse } from 'msw';
import { absoluteApiBaseUrl } from '@/config/env';

/**
 * The mock backend's media store: uploaded and generated images are kept as bytes and
 * served at /media/<key>, as the server does, so their URLs are short enough to save
 * with a draft. In the browser the bytes live in IndexedDB (see media-indexed-db.ts);
 * in tests they live in memory and `resetMedia()` empties them between tests.
 */

export interface StoredMedia {
  type: string;
  bytes: Uint8Array;
}

export interface MediaStorage {
  put(key: string, media: StoredMedia): Promise<void>;
  get(key: string): Promise<StoredMedia | undefined>;
}

export const MEDIA_PREFIX = '/media/';

function memoryMediaStorage(): MediaStorage {
  const items = new Map<string, StoredMedia>();
  return {
    put: (key, media) => {
      items.set(key, media);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(items.get(key)),
  };
}

let storage: MediaStorage = memoryMediaStorage();

export function attachMediaStorage(next: MediaStorage) {
  storage = next;
}

export function resetMedia() {
  storage = memoryMediaStorage();
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** Stores the bytes under a random key and answers with their URL, `/media/<key>`. */
export async function storeMedia(bytes: Uint8Array, type: string): Promise<string> {
  const key = `${crypto.randomUUID()}.${EXTENSIONS[type] ?? 'bin'}`;
  await storage.put(key, { type: type || 'application/octet-stream', bytes });
  return `${MEDIA_PREFIX}${key}`;
}

export async function storeFile(file: File): Promise<string> {
  return storeMedia(new Uint8Array(await file.arrayBuffer()), file.type);
}

function keyOf(url: string): string | null {
  return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

export async function readMedia(url: string): Promise<StoredMedia | undefined> {
  const key = keyOf(url);
  return key ? storage.get(key) : undefined;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * An image drawn as SVG cannot load other files, so a stored logo or photo it shows is
 * inlined as a data URL. Other URLs are returned as they are.
 */
export async function inlineMedia(url: string | null): Promise<string | null> {
  if (!url) return url;
  const media = await readMedia(url);
  if (!media) return keyOf(url) ? null : url;
  return `data:${media.type};base64,${bytesToBase64(media.bytes)}`;
}

// Media is served from the API's origin, as the server serves /api and /media together.
const origin = () => new URL(absoluteApiBaseUrl()).origin;

export const mediaHandlers = [
  http.get(`${origin()}${MEDIA_PREFIX}:key`, async ({ params }) => {
    const key = typeof params.key === 'string' ? params.key : '';
    const media = await storage.get(key);
    if (!media) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(media.bytes, {
      headers: {
        'content-type': media.type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];
