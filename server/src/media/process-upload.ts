import sharp from 'sharp';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import type { MediaType } from '../storage/media-keys';
import { createSemaphore } from './concurrency';
import { rasteriseSvg } from './rasterise-svg';
import { looksLikeSvg, sniffRasterType } from './sniff';

export type UploadPurpose = 'post_image' | 'logo' | 'photo';

/**
 * Images decoded and re-encoded at once. sharp works off the event loop, but each
 * decode takes memory and a core: more uploads than this wait their turn.
 */
export const PROCESSING_SLOTS = 2;
const processing = createSemaphore(PROCESSING_SLOTS);

/** Against decompression bombs: about 7,000 x 7,000, far above any real post image. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Stored images are at most this many pixels on a side. */
const MAX_STORED_SIDE = 4096;

export interface ProcessedImage {
  bytes: Buffer;
  type: MediaType;
}

function reencode(input: Buffer, type: MediaType): Promise<Buffer> {
  const animated = type === 'image/gif';
  // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC) is dropped.
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' })
    .rotate()
    .resize({
      width: MAX_STORED_SIDE,
      height: MAX_STORED_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (type === 'image/png') return image.png().toBuffer();
  if (type === 'image/gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Judges an upload by its bytes and re-encodes it, so what is stored is an image we
 * wrote ourselves: no metadata, no trailing payload, never SVG.
 */
export function processUpload(bytes: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  return processing.run(() => judgeAndReencode(bytes, purpose));
}

async function judgeAndReencode(bytes: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  let type = await sniffRasterType(bytes);
  let input = bytes;
  if (!type && purpose === 'logo' && looksLikeSvg(bytes)) {
    input = await rasteriseSvg(bytes);
    type = 'image/png';
  }
  if (!type) {
    throw new HttpError(
      415,
      purpose === 'logo' ? API_MESSAGES.unsupportedLogo : API_MESSAGES.unsupportedImage,
    );
  }
  try {
    return { bytes: await reencode(input, type), type };
  } catch (error) {
    if (isPixelLimitError(error)) throw new HttpError(400, API_MESSAGES.imageTooLarge);
    throw new HttpError(400, API_MESSAGES.unreadableImage);
  }
}
