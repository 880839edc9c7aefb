import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Small real images, made by sharp, for upload tests. */

const solid = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 83, b: 9 } },
  });

export const pngImage = (width = 8, height = 6) => solid(width, height).png().toBuffer();

export const gifImage = (width = 8, height = 6) => solid(width, height).gif().toBuffer();

/** A JPEG that carries EXIF metadata, as phones write it. */
export const jpegWithExif = (width = 8, height = 6) =>
  solid(width, height)
    .withExif({ IFD0: { Copyright: 'secret-copyright', Artist: 'secret-artist' } })
    .jpeg()
    .toBuffer();

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few dozen bytes whose header says
 * `width` x `height` pixels, far more than any decoder should allocate.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  header.writeUInt8(0, 10); // compression
  header.writeUInt8(0, 11); // filter
  header.writeUInt8(0, 12); // interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SIMPLE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">' +
    '<rect width="40" height="20" fill="#b45309"/></svg>',
);

/** An SVG that tries to run a script and to read a local file into the picture. */
export const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
    'width="40" height="20">' +
    '<script>alert(document.cookie)</script>' +
    '<image href="file:///etc/passwd" width="40" height="20"/>' +
    '<image xlink:href="http://127.0.0.1:1/track.png" width="40" height="20"/>' +
    '<rect width="10" height="10" fill="#000"/></svg>',
);

/** Multipart form data of an upload: the files under `field`, then the text fields. */
export function uploadForm(
  files: { bytes: Buffer; name: string; type: string }[],
  fields: Record<string, string>,
  field = 'file',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

/** A small real JPEG, for `claimingDimensions`. */
export const smallJpeg = () => solid(16, 16).jpeg({ mozjpeg: false }).toBuffer();

/**
 * A copy of `jpeg` whose frame header (SOF0) claims `width` x `height`: the header is
 * all a decoder reads before allocating the whole picture.
 */
export function claimingDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length - 9; at += 1) {
    if (copy[at] === 0xff && copy[at + 1] === 0xc0) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
  }
  throw new Error('No SOF0 marker in the JPEG');
}

/** A real JPEG that claims `width` x `height` pixels. */
export const jpegClaiming = async (width: number, height: number) =>
  claimingDimensions(await smallJpeg(), width, height);

/** An SVG document around `body`, with the usual namespaces. */
export const svgDocument = (body: string, attributes = 'width="40" height="20"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`,
  );
