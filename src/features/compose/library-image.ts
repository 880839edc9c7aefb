import { useEffect, useState } from 'react';
import type { ImageUpload } from './compose-types';
import { readImageFile } from './image-file';

/** An image already in the owner's library, chosen with "Use in a new post". */
export interface LibraryImage {
  url: string;
  filename: string;
}

/** A data URL's bytes and type (the mock backend stores images as data URLs). */
function decodeDataUrl(url: string): { bytes: Uint8Array<ArrayBuffer>; type: string } | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const payload = match[4] ?? '';
  const bytes = match[3]
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return { bytes: new Uint8Array(bytes), type: match[1] ?? '' };
}

async function loadLibraryImage(image: LibraryImage): Promise<ImageUpload> {
  const decoded = decodeDataUrl(image.url);
  if (decoded) {
    return readImageFile(new File([decoded.bytes], image.filename, { type: decoded.type }));
  }
  const response = await fetch(image.url);
  if (!response.ok) throw new Error(`The image could not be loaded (${response.status}).`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const file = new File([await response.arrayBuffer()], image.filename, { type });
  return readImageFile(file);
}

export type LibraryImageState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; image: ImageUpload }
  | { status: 'failed' };

/** Reads a library image into the form's upload object, so compose opens with it chosen. */
export function useLibraryImage(image: LibraryImage | null): LibraryImageState {
  const [state, setState] = useState<LibraryImageState>(
    image ? { status: 'loading' } : { status: 'none' },
  );
  const url = image?.url ?? null;
  const filename = image?.filename ?? '';
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadLibraryImage({ url, filename }).then(
      (loaded) => live && setState({ status: 'ready', image: loaded }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url, filename]);
  return state;
}
