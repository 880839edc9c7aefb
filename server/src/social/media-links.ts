import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMediaKey } from '../storage/media-keys';
import {
  FACEBOOK_IMAGE,
  GOOGLE_BUSINESS_IMAGE,
  INSTAGRAM_IMAGE,
  TIKTOK_IMAGE,
} from '../media/publish-image-box';

/** The networks that pull a photo from our address, each with the shape it takes. */
export const PULLED_IMAGE_LIMITS = {
  facebook: FACEBOOK_IMAGE,
  instagram: INSTAGRAM_IMAGE,
  tiktok: TIKTOK_IMAGE,
  google_business: GOOGLE_BUSINESS_IMAGE,
} as const;
export type PullingNetwork = keyof typeof PULLED_IMAGE_LIMITS;
export const isPullingNetwork = (value: string): value is PullingNetwork =>
  Object.hasOwn(PULLED_IMAGE_LIMITS, value);

/** Where networks that pull media (Instagram, TikTok) fetch a post's image from. */
export const PUBLISHED_MEDIA_PATH = '/api/published-media/';

/** The address networks reach this server at: PUBLIC_URL, else the local port. */
export const mediaLinksBase = (config: { PUBLIC_URL?: string | undefined; PORT: number }) =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** The prefix every published-media link starts with (what TikTok's URL ownership covers). */
export const publishedMediaPrefix = (publicUrl: string) =>
  new URL(PUBLISHED_MEDIA_PATH, publicUrl).toString();

/**
 * Long enough for the network to fetch the image, even after our own retries and its
 * processing queue; short enough that a link found later leads nowhere.
 */
export const MEDIA_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

export interface MediaLinks {
  /**
   * An absolute, signed address under PUBLIC_URL, valid until `ttlMs` from now, where
   * `network` fetches the stored image `key` converted to what it takes.
   */
  link(network: PullingNetwork, key: string, ttlMs?: number): string;
  check(
    network: string,
    key: string,
    expires: string | undefined,
    signature: string | undefined,
  ): MediaLinkCheck;
}

/**
 * Signed, expiring links to media (HMAC-SHA256 over key and expiry). The secret is derived
 * from the token key, which every instance already shares, so no second secret to manage.
 */
export function createMediaLinks(options: {
  tokenKey: Buffer;
  publicUrl: string;
  now: () => Date;
}): MediaLinks {
  const secret = createHmac('sha256', options.tokenKey).update('published-media-links/v1').digest();
  const sign = (network: string, key: string, expires: string) =>
    createHmac('sha256', secret).update(`${network}\n${key}\n${expires}`).digest('base64url');
  return {
    link(network, key, ttlMs = MEDIA_LINK_TTL_MS) {
      const expires = String(Math.floor((options.now().getTime() + ttlMs) / 1000));
      const url = new URL(`${PUBLISHED_MEDIA_PATH}${network}/${key}`, options.publicUrl);
      url.search = new URLSearchParams({
        expires,
        signature: sign(network, key, expires),
      }).toString();
      return url.toString();
    },
    check(network, key, expires, signature) {
      if (
        !isPullingNetwork(network) ||
        !isMediaKey(key) ||
        !expires ||
        !/^\d{1,12}$/.test(expires) ||
        !signature
      ) {
        return 'invalid';
      }
      const expected = Buffer.from(sign(network, key, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 > options.now().getTime() ? 'valid' : 'expired';
    },
  };
}
