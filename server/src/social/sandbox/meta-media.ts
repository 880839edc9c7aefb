import { pullImage } from './pulled-media';

/**
 * How Meta judges the image a Page photo or an Instagram container names by URL: it fetches
 * the bytes and refuses what it cannot take, with the Graph error each network gives
 * (docs/network-facts.md, "Images the networks fetch").
 */

/** A Graph refusal's fields, turned into the `{error:{…}}` body by the stand-in. */
export interface GraphRefusal {
  code: number;
  subcode?: number;
  message: string;
  userTitle?: string;
  userMessage?: string;
}

/** Facebook: a Page photo of at most 4 MB, in one of the formats its message names. */
const FACEBOOK_MAX_BYTES = 4 * 1024 * 1024;
const FACEBOOK_FORMATS = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const FACEBOOK_CANT_READ: GraphRefusal = {
  code: 100,
  subcode: 1366046,
  message: 'Invalid parameter',
  userTitle: "Can't Read Files",
  userMessage:
    "Your photos couldn't be uploaded. Photos should be less than 4 MB and saved as JPG, PNG, GIF, TIFF, HEIF or WebP files.",
};

/** Null when Facebook takes the photo at `url`; else its refusal. */
export async function judgeFacebookPhoto(url: string): Promise<GraphRefusal | null> {
  const pulled = await pullImage(url, { maxBytes: FACEBOOK_MAX_BYTES });
  if (pulled.kind === 'unreachable') {
    return { code: 324, message: '(#324) Missing or invalid image file' };
  }
  if (pulled.kind === 'too_large') return FACEBOOK_CANT_READ;
  if (!pulled.image || !FACEBOOK_FORMATS.includes(pulled.image.mime)) return FACEBOOK_CANT_READ;
  return null;
}

/** Instagram: JPEG only, at most 8 MiB, width ÷ height from 4:5 to 1.91:1. */
const INSTAGRAM_MAX_BYTES = 8 * 1024 * 1024;
const INSTAGRAM_MIN_ASPECT = 4 / 5;
const INSTAGRAM_MAX_ASPECT = 1.91;

/** Null when Instagram can make a container of the image at `url`; else its refusal. */
export async function judgeInstagramImage(url: string): Promise<GraphRefusal | null> {
  const pulled = await pullImage(url, { maxBytes: INSTAGRAM_MAX_BYTES });
  if (pulled.kind === 'unreachable') {
    return {
      code: 9004,
      subcode: 2207052,
      message: 'The media could not be fetched from this uri.',
      userTitle: 'Media download has failed.',
      userMessage:
        'The media could not be fetched from this uri. Please check the uri and try again.',
    };
  }
  if (pulled.kind === 'too_large') {
    return {
      code: 36000,
      subcode: 2207004,
      message: 'The image size is too large.',
      userTitle: 'Image size too large',
      userMessage: 'The image is too large to download. It should be less than 8 MiB.',
    };
  }
  const { image } = pulled;
  if (image?.mime !== 'image/jpeg') {
    return {
      code: 36001,
      subcode: 2207005,
      message: 'The image format is not supported.',
      userTitle: 'Unsupported image format',
      userMessage: 'The image format is not supported. Supported formats are: JPEG.',
    };
  }
  const aspect = image.width / image.height;
  if (aspect < INSTAGRAM_MIN_ASPECT || aspect > INSTAGRAM_MAX_ASPECT) {
    return {
      code: 36003,
      subcode: 2207009,
      message: 'The aspect ratio is not supported.',
      userTitle: 'Invalid aspect ratio',
      userMessage: `The submitted image with aspect ratio ('${image.width}/${image.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
    };
  }
  return null;
}
