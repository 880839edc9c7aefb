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

export const TIKTOK_URL_OWNERSHIP_MESSAGE =
  'Please review our URL ownership verification rules: the media URL is not under a verified domain or URL prefix.';

/** A PULL_FROM_URL photo address outside the verified prefixes, if the request has one. */
export function unverifiedPhotoUrl(
  sourceInfo: { source?: string; photo_images?: unknown } | undefined,
  prefixes: readonly string[],
): string | undefined {
  const images = sourceInfo?.photo_images;
  if (sourceInfo?.source !== 'PULL_FROM_URL' || !Array.isArray(images)) return undefined;
  return images.find(
    (url): url is string => typeof url === 'string' && !isVerifiedUrl(url, prefixes),
  );
}

/** TikTok pulls each photo after accepting the post: the first one it cannot take fails it. */
export async function tiktokPullFailReason(urls: readonly string[]): Promise<string | null> {
  for (const url of urls) {
    const reason = await tiktokPhotoFailReason(url);
    if (reason) return reason;
  }
  return null;
}
