import type { OverlayOptions } from 'sharp';
import { describeDrawnImage } from './describe';
import { geometryFor } from './placement';
import { backdropOf, logoLayers } from './logo-contrast';
import { coverSquare, encodeJpeg, fitLogo, logoOverlay, rasteriseSvg, rawLayer } from './raster';
import { monthLayoutOf, renderMonthImage } from './month-renderer';
import { buildScene } from './scene-svg';
import { svgDocument } from './svg-parts';
import { brandColors, buildPalette, parseStyle } from './style';
import { normaliseText } from './svg-text';
import {
  OUTPUT_SIZE,
  type BrandImageInput,
  type BrandImageResult,
  type ImageGenerator,
} from './types';

/**
 * Draws the branded post image without any network: brand background (or the brand photo
 * with a gradient scrim behind the headline), the headline in Inter and its fallbacks, the logo at its placement. Pure apart from
 * CPU: the caller stores the bytes.
 */
export async function renderBrandImage(input: BrandImageInput): Promise<BrandImageResult> {
  const layout = monthLayoutOf(input);
  if (layout) return renderMonthImage(input, layout);
  const size = OUTPUT_SIZE[input.quality];
  const style = parseStyle(input.stylePreferences);
  const palette = buildPalette(brandColors(input.colors, input.useBrandColors), style);
  const geometry = geometryFor(
    input.logoPlacement,
    size,
    input.logo !== null,
    input.photo !== null,
  );
  const headline = normaliseText(input.headline);
  const businessName = input.businessName ? normaliseText(input.businessName) || null : null;
  const scene = buildScene({
    size,
    style,
    palette,
    geometry,
    headline,
    businessName,
    hasPhoto: input.photo !== null,
  });

  // geometry.logo is set only when there is a logo to place.
  const logoBox = input.logo ? geometry.logo : null;
  const watermark = logoBox !== null && geometry.logoOpacity < 1;
  // The back and front share one resvg pass unless a watermark has to sit between them.
  const vector = watermark ? [scene.back, scene.front] : [scene.back + scene.front];
  const [photo, fitted, ...svgs] = await Promise.all([
    input.photo ? coverSquare(input.photo, size, palette.background) : null,
    input.logo && logoBox ? fitLogo(input.logo, logoBox) : null,
    ...vector.map((body) => rasteriseSvg(svgDocument(size, body), scene.fontFiles)),
  ]);
  const [back, front] = svgs;
  if (!back) throw new Error('The vector layer did not render');

  // The logo is measured against what is drawn behind it: a plate (or a tint, for the
  // watermark) keeps a white logo on white or a dark one on a dark tone visible.
  const logo = fitted
    ? logoLayers(fitted, backdropOf(back, photo), watermark, size).map((layer) =>
        logoOverlay(layer, geometry.logoOpacity),
      )
    : [];
  const base = photo ?? back;
  const layers: OverlayOptions[] = [];
  if (photo) layers.push(rawLayer(back));
  if (watermark) layers.push(...logo);
  if (front) layers.push(rawLayer(front));
  if (!watermark) layers.push(...logo);

  const bytes = await encodeJpeg(base, layers, input.outputCompression);
  const prompt = describeDrawnImage({
    size,
    headline,
    businessName,
    palette,
    style,
    headlineWeight: scene.headlineWeight,
    headlineLines: scene.headlineFit.lines.length,
    logoPlacement: input.logo ? input.logoPlacement : null,
    hasPhoto: input.photo !== null,
  });
  return { bytes, contentType: 'image/jpeg', width: size, height: size, prompt };
}

export function createOfflineImageGenerator(): ImageGenerator {
  return { name: 'offline', generate: renderBrandImage };
}
