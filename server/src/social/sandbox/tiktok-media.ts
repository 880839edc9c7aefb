import { TIKTOK_IMAGE } from '../../media/publish-image-box';
import { pullImage } from './pulled-media';

/**
 * How TikTok judges a photo it pulls from a URL (docs/network-facts.md, "Images the networks
 * fetch"): the address must be under a prefix the app owner verified, then the bytes must
 * be a JPEG or WebP picture within its size bounds. TikTok pulls after accepting the post,
 * so a bad picture is reported by the publish status (FAILED with a fail_reason).
 */

const TIKTOK_FORMATS = ['image/jpeg', 'image/webp'];

/** Whether `url` lies under one of the URL prefixes whose ownership the app proved. */
export const isVerifiedUrl = (url: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => prefix !== '' && url.startsWith(prefix));

/** Null when TikTok can post the photo at `url`; else the status's fail_reason. */
export async function tiktokPhotoFailReason(url: string): Promise<string | null> {
  const pulled = await pullImage(url, { maxBytes: TIKTOK_IMAGE.maxBytes });
  if (pulled.kind === 'unreachable') return 'photo_pull_failed';
  if (pulled.kind === 'too_large') return 'picture_size_check_failed';
  const { image } = pulled;
  if (!image || !TIKTOK_FORMATS.includes(image.mime)) return 'file_format_check_failed';
  if (image.width > TIKTOK_IMAGE.maxWidth || image.height > TIKTOK_IMAGE.maxHeight) {
    return 'picture_size_check_failed';
  }
  return null;
}
