import type { OverlayOptions } from 'sharp';
import { AiServiceError } from '../openai-http';
import { placementGeometry } from './placement';
import { fontFilesFor } from './fonts';
import { backdropOf, logoLayers } from './logo-contrast';
import { coverSquare, encodeJpeg, fitLogo, logoOverlay, rasteriseSvg, rawLayer } from './raster';
import { brandColors, buildPalette, parseStyle } from './style';
import { frameSvg, placementDecorSvg, svgDocument } from './svg-parts';
import { normaliseText } from './svg-text';
import { OUTPUT_SIZE, type BrandImageInput } from './types';

export interface FinishedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Turns a model's picture into the post image: square at the output size, the real logo at
 * the asked placement (same boxes as the offline renderer), the banner strip or sign that
 * placement needs, the brand-colour frame when brand colours are on, then a JPEG.
 * An `image` sharp cannot read is the model's fault: it fails as an AiServiceError.
 */
export async function finishModelImage(
  image: Buffer,
  input: BrandImageInput,
): Promise<FinishedImage> {
  const size = OUTPUT_SIZE[input.quality];
  const style = parseStyle(input.stylePreferences);
  const colors = brandColors(input.colors, input.useBrandColors);
  const palette = buildPalette(colors, style);
  const geometry = input.logo ? placementGeometry(input.logoPlacement, size) : null;
  const businessName = input.businessName ? normaliseText(input.businessName) || null : null;

  const overlay = [
    geometry ? placementDecorSvg(geometry, size, palette, businessName, 'none') : '',
    input.useBrandColors ? frameSvg(size, style.layout, palette.accent) : '',
  ].join('');
  const [base, fitted, vector] = await Promise.all([
    coverSquare(image, size, palette.background).catch((cause: unknown) => {
      throw new AiServiceError('bad_response', { cause });
    }),
    input.logo && geometry?.logo ? fitLogo(input.logo, geometry.logo) : null,
    overlay
      ? rasteriseSvg(
          svgDocument(size, overlay),
          fontFilesFor([{ text: businessName ?? '', weight: 600 }]),
        )
      : null,
  ]);

  const watermark = (geometry?.logoOpacity ?? 1) < 1;
  // Measured against the model's picture (and the strip or sign under it), like offline.
  const logo =
    fitted && geometry
      ? logoLayers(fitted, backdropOf(watermark ? null : vector, base), watermark, size).map(
          (layer) => logoOverlay(layer, geometry.logoOpacity),
        )
      : [];
  const layers: OverlayOptions[] = [];
  if (watermark) layers.push(...logo);
  if (vector) layers.push(rawLayer(vector));
  if (!watermark) layers.push(...logo);
  const bytes = await encodeJpeg(base, layers, input.outputCompression);
  return { bytes, width: size, height: size };
}
