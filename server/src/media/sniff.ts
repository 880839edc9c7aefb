import { fileTypeFromBuffer } from 'file-type';
import type { MediaType } from '../storage/media-keys';

const RASTER_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

/** The image type the bytes say they are (magic numbers), whatever the name or header claim. */
export async function sniffRasterType(bytes: Buffer): Promise<MediaType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && RASTER_TYPES.includes(detected.mime) ? (detected.mime as MediaType) : null;
}

/**
 * SVG is text, so no magic number: it is SVG when its first element, after an optional
 * BOM, XML declaration, comments and doctype, is <svg>.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const withoutProlog = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(withoutProlog);
}
