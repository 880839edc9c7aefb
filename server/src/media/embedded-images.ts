import sharp from 'sharp';
import { UnsafeSvgError, type SvgElement } from './sanitise-svg';

/** An embedded image may claim at most this many pixels (2048 x 2048), read from its header. */
const MAX_EMBEDDED_PIXELS = 2048 * 2048;
/** Re-encoded to fit a logo's canvas. */
const MAX_EMBEDDED_SIDE = 1024;

/** Thrown when an embedded image says it is larger than we decode. */
export class EmbeddedImageTooLargeError extends Error {}

/**
 * Replaces each embedded image by a PNG we encoded ourselves, at most 1024 px a side.
 * sharp reads the declared size from the header and refuses an image over the pixel
 * limit before decoding it, so a JPEG claiming 60,000 x 60,000 costs nothing; and the
 * renderer only ever decodes images we wrote.
 */
export async function reencodeEmbeddedImages(images: SvgElement[]): Promise<void> {
  for (const image of images) {
    const href = image.attributes.get('xlink:href') ?? '';
    const data = Buffer.from(href.slice(href.indexOf(',') + 1).replace(/\s+/g, ''), 'base64');
    let png: Buffer;
    try {
      const header = await sharp(data, { limitInputPixels: MAX_EMBEDDED_PIXELS }).metadata();
      if (!['png', 'jpeg', 'gif'].includes(header.format ?? '')) {
        throw new UnsafeSvgError('an embedded image that is not PNG, JPEG or GIF');
      }
      if ((header.width ?? 0) * (header.height ?? 0) > MAX_EMBEDDED_PIXELS) {
        throw new EmbeddedImageTooLargeError();
      }
      png = await sharp(data, { limitInputPixels: MAX_EMBEDDED_PIXELS, failOn: 'error' })
        .resize({
          width: MAX_EMBEDDED_SIDE,
          height: MAX_EMBEDDED_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png()
        .toBuffer();
    } catch (error) {
      if (error instanceof UnsafeSvgError || error instanceof EmbeddedImageTooLargeError) {
        throw error;
      }
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new EmbeddedImageTooLargeError();
      }
      throw new UnsafeSvgError('an embedded image that cannot be read');
    }
    image.attributes.set('xlink:href', `data:image/png;base64,${png.toString('base64')}`);
  }
}
