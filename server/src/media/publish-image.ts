import sharp from 'sharp';
import { targetBox, type NetworkImageLimits } from './publish-image-box';

const PADDING = { r: 255, g: 255, b: 255, alpha: 1 };
const QUALITIES = [86, 76, 66, 56];

/**
 * The post's image as the network takes it: JPEG in sRGB, fitted whole into the target box
 * (white bands where the shape needed padding, never stretched), under the size limit.
 */
export async function imageForNetwork(
  bytes: Buffer,
  limits: NetworkImageLimits,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  // Orientation first, so the box is decided on the image as it is seen.
  const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
  const box = targetBox(upright.info, limits);
  const fitted = sharp(upright.data)
    .resize(box.width, box.height, { fit: 'contain', background: PADDING })
    .flatten({ background: PADDING })
    .toColourspace('srgb');
  for (const quality of QUALITIES) {
    const jpeg = await fitted.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= limits.maxBytes)
      return { bytes: jpeg, width: box.width, height: box.height };
  }
  throw new Error('The image stays over the network’s size limit even at low quality');
}
