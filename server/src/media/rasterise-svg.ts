import { Resvg } from '@resvg/resvg-js';

const LOGO_RASTER_WIDTH = 1024;

/**
 * Removes what could reach outside the picture: scripts, foreign HTML, entity
 * declarations, and links to anything but the document itself or inline data. The
 * renderer runs no scripts, but it can read image files by path, so hrefs go.
 */
export function neutraliseSvg(svg: string): string {
  return svg
    .replace(/<!ENTITY[\s\S]*?>/gi, '')
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script[^>]*\/>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, (attribute, quoted: string) => {
      const value = quoted.slice(1, -1).trim();
      return value.startsWith('#') || /^data:image\/(png|jpeg|gif);/i.test(value) ? attribute : '';
    });
}

/** A logo in SVG becomes a PNG, 1024 px wide: SVG is never stored nor served. */
export function rasteriseSvg(bytes: Buffer): Buffer {
  const svg = neutraliseSvg(bytes.toString('utf8'));
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'width', value: LOGO_RASTER_WIDTH },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  }).render();
  return Buffer.from(rendered.asPng());
}
