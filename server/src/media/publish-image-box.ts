/** What a network accepts for a photo; the figures are in docs/network-facts.md. */
export interface NetworkImageLimits {
  /** width ÷ height */
  minAspect: number;
  maxAspect: number;
  minWidth: number;
  maxWidth: number;
  maxHeight: number;
  maxBytes: number;
}

/** Instagram: JPEG, 4:5 to 1.91:1, 320–1440 px wide, at most 8 MB. */
export const INSTAGRAM_IMAGE: NetworkImageLimits = {
  minAspect: 4 / 5,
  maxAspect: 1.91,
  minWidth: 320,
  maxWidth: 1440,
  maxHeight: 1800,
  maxBytes: 8 * 1024 * 1024,
};

/**
 * TikTok photo posts: JPEG at most 1080p. TikTok documents no aspect bounds for photos, so
 * we keep to 9:16 … 16:9, the shapes its viewer shows without cropping.
 */
export const TIKTOK_IMAGE: NetworkImageLimits = {
  minAspect: 9 / 16,
  maxAspect: 16 / 9,
  minWidth: 360,
  maxWidth: 1920,
  maxHeight: 1920,
  maxBytes: 20 * 1024 * 1024,
};

/**
 * Facebook Page photos: JPEG or PNG up to 4 MB; Facebook documents no shape bounds, so very
 * long strips (beyond 1:3 or 3:1) are padded rather than left to Facebook's own cropping.
 */
export const FACEBOOK_IMAGE: NetworkImageLimits = {
  minAspect: 1 / 3,
  maxAspect: 3,
  minWidth: 320,
  maxWidth: 2048,
  maxHeight: 2048,
  maxBytes: 4 * 1024 * 1024,
};

/**
 * Google Business Profile local post photos: JPEG or PNG, 10 KB to 5 MB, at least 250 px
 * each way; Google shows them at 4:3 and recommends 1200 x 900, so wide and tall extremes
 * are padded toward 3:4 … 16:9.
 */
export const GOOGLE_BUSINESS_IMAGE: NetworkImageLimits = {
  minAspect: 3 / 4,
  maxAspect: 16 / 9,
  minWidth: 400,
  maxWidth: 1200,
  maxHeight: 1200,
  maxBytes: 5 * 1024 * 1024,
};

/**
 * X post images: JPEG, PNG or WEBP up to 5 MB by simple upload. X documents no shape bounds
 * and shows up to 4096 px; very long strips are padded like Facebook's.
 */
export const X_IMAGE: NetworkImageLimits = {
  minAspect: 1 / 3,
  maxAspect: 3,
  minWidth: 320,
  maxWidth: 4096,
  maxHeight: 4096,
  maxBytes: 5 * 1024 * 1024,
};

/**
 * The canvas the image is fitted into, whole and undistorted: an image whose shape is out of
 * bounds is padded to the nearest allowed shape (padding, not cropping, so no text or product
 * at an edge is lost), then the canvas is scaled into the width and height bounds.
 */
export interface TargetBox {
  width: number;
  height: number;
  /** True when bands are added around the image. */
  padded: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function targetBox(
  source: { width: number; height: number },
  limits: NetworkImageLimits,
): TargetBox {
  if (!(source.width > 0 && source.height > 0)) throw new Error('The image has no size');
  const aspect = source.width / source.height;
  const boxAspect = clamp(aspect, limits.minAspect, limits.maxAspect);
  const padded = boxAspect !== aspect;
  // The canvas at the source's scale: widen a too-tall image, heighten a too-wide one.
  const canvasWidth = aspect < boxAspect ? source.height * boxAspect : source.width;
  const canvasHeight = canvasWidth / boxAspect;
  let scale = Math.min(1, limits.maxWidth / canvasWidth, limits.maxHeight / canvasHeight);
  // Too small for the network: scale up (the only case where we enlarge).
  if (canvasWidth * scale < limits.minWidth) scale = limits.minWidth / canvasWidth;
  const width = clamp(Math.round(canvasWidth * scale), limits.minWidth, limits.maxWidth);
  // Rounding must not push the shape out of bounds.
  const height = clamp(
    Math.round(width / boxAspect),
    Math.ceil(width / limits.maxAspect),
    Math.floor(width / limits.minAspect),
  );
  return { width, height, padded };
}
