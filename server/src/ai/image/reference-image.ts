import sharp from 'sharp';

export interface ReferenceImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  filename: string;
}

const isPng = (bytes: Buffer) =>
  bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (bytes: Buffer) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A reference image as the edits endpoint accepts it: PNG and JPEG go as they are, judged
 * by their bytes; anything else sharp can read (GIF, WebP, SVG logos) is converted to PNG.
 */
export async function toReferenceImage(bytes: Buffer, name: string): Promise<ReferenceImage> {
  if (isPng(bytes)) return { bytes, contentType: 'image/png', filename: `${name}.png` };
  if (isJpeg(bytes)) return { bytes, contentType: 'image/jpeg', filename: `${name}.jpg` };
  const png = await sharp(bytes, { autoOrient: true }).png().toBuffer();
  return { bytes: png, contentType: 'image/png', filename: `${name}.png` };
}
