import Busboy from '@fastify/busboy';
import sharp from 'sharp';
import type { StandInRequest } from './stand-in';

/**
 * What a stand-in needs from a media upload: the file's bytes from a multipart form (raw)
 * or a JSON body (base64), and whether those bytes really are an image a network takes.
 */

export interface UploadedFile {
  bytes: Buffer;
  /** The other fields of the form or JSON body, as strings. */
  fields: Map<string, string>;
}

/** The file in `field` and the other fields; null when the body carries no such file. */
export async function uploadedFile(
  request: StandInRequest,
  field: string,
): Promise<UploadedFile | null> {
  const contentType = String(request.headers['content-type'] ?? '');
  const fields = new Map<string, string>();
  if (contentType.startsWith('multipart/form-data')) {
    return multipartFile(request, contentType, field);
  }
  if (request.json && typeof request.json === 'object') {
    let bytes: Buffer | null = null;
    for (const [name, value] of Object.entries(request.json)) {
      if (typeof value !== 'string') continue;
      if (name === field) bytes = Buffer.from(value, 'base64');
      else fields.set(name, value);
    }
    return bytes?.length ? { bytes, fields } : null;
  }
  return null;
}

/**
 * A multipart body read with a maintained parser. The part named `field` is taken as bytes
 * whether or not it has a filename: `twitter-api-v2` sends chunks as `application/
 * octet-stream` parts with none, which a parser that treats such parts as text would mangle.
 */
function multipartFile(
  request: StandInRequest,
  contentType: string,
  field: string,
): Promise<UploadedFile | null> {
  return new Promise((resolve) => {
    const fields = new Map<string, string>();
    const chunks: Buffer[] = [];
    let found = false;
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        isPartAFile: (name) => name === field,
      });
    } catch {
      resolve(null);
      return;
    }
    parser.on('file', (_name, stream) => {
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    });
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('finish', () => resolve(found ? { bytes: Buffer.concat(chunks), fields } : null));
    parser.on('error', () => resolve(null));
    parser.end(request.raw);
  });
}

export interface JudgedImage {
  mime: string;
  width: number;
  height: number;
}

const MIME_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * What the bytes really are, read from their content (magic bytes), whatever a file name or
 * a content-type header claims: null when they are no image a network knows.
 */
export async function imageOf(bytes: Buffer): Promise<JudgedImage | null> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const mime = meta?.format ? MIME_OF_FORMAT[meta.format] : undefined;
  if (!meta || !mime || !meta.width || !meta.height) return null;
  return { mime, width: meta.width, height: meta.height };
}

/** The image the bytes decode to, when they decode to one of `accepted` (MIME types). */
export async function judgeImage(
  bytes: Buffer,
  accepted: readonly string[],
): Promise<JudgedImage | null> {
  const image = await imageOf(bytes);
  return image && accepted.includes(image.mime) ? image : null;
}
