import sharp, { type OverlayOptions } from 'sharp';
import { PHOTO_LAYOUTS } from '@core/image-layouts';
import { shorten } from './describe';
import { backdropOf, logoLayers } from './logo-contrast';
import { buildMonthScene, type MonthLayout } from './month-scenes';
import {
  coverSquare,
  encodeJpeg,
  fitLogo,
  logoOverlay,
  rasteriseSvg,
  rawLayer,
  type RawImage,
} from './raster';
import { svgDocument } from './svg-parts';
import { brandColors, buildPalette, parseStyle } from './style';
import { normaliseText } from './svg-text';
import { OUTPUT_SIZE, type BrandImageInput, type BrandImageResult, type Box } from './types';

/**
 * The month layout an input asks for, when it can be drawn: a photo layout needs the
 * owner's photo and an event card its date; otherwise (and for 'brand') null, and the
 * style-word scene draws the image.
 */
export function monthLayoutOf(input: BrandImageInput): MonthLayout | null {
  const { layout } = input;
  if (!layout || layout === 'brand') return null;
  if (PHOTO_LAYOUTS.has(layout) && !input.photo) return null;
  if (layout === 'event' && !input.eventDate) return 'announcement';
  return layout;
}

/** The photo cropped close: cover-cropped to the box at `zoom` times, its middle kept. */
async function closeCrop(photo: Buffer, box: Box, zoom: number): Promise<RawImage> {
  const width = Math.round(box.width * zoom);
  const height = Math.round(box.height * zoom);
  const { data, info } = await sharp(photo, { autoOrient: true })
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .extract({
      left: Math.round((width - box.width) / 2),
      top: Math.round((height - box.height) / 2),
      width: box.width,
      height: box.height,
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3, premultiplied: false };
}

/** Draws one of the month layouts (core/image-layouts.ts) without any network. */
export async function renderMonthImage(
  input: BrandImageInput,
  layout: MonthLayout,
): Promise<BrandImageResult> {
  const size = OUTPUT_SIZE[input.quality];
  const palette = buildPalette(
    brandColors(input.colors, input.useBrandColors),
    parseStyle(input.stylePreferences),
  );
  const headline = normaliseText(input.headline);
  const businessName = input.businessName ? normaliseText(input.businessName) || null : null;
  const scene = buildMonthScene(layout, {
    size,
    palette,
    headline,
    businessName,
    hasLogo: input.logo !== null,
    eventDate: input.eventDate ?? '',
    locale: input.locale ?? 'en',
  });
  const photoSpot = input.photo ? scene.photo : null;
  const [vector, photo, fitted] = await Promise.all([
    rasteriseSvg(svgDocument(size, scene.svg), scene.fontFiles),
    input.photo && photoSpot
      ? photoSpot.over
        ? closeCrop(input.photo, photoSpot.box, photoSpot.zoom)
        : coverSquare(input.photo, size, palette.background)
      : null,
    input.logo && scene.logo ? fitLogo(input.logo, scene.logo) : null,
  ]);
  const under = photo && photoSpot && !photoSpot.over ? photo : null;
  const layers: OverlayOptions[] = [];
  if (under) layers.push(rawLayer(vector));
  if (photo && photoSpot?.over) layers.push(rawLayer(photo, photoSpot.box.x, photoSpot.box.y));
  if (fitted) {
    const backdrop = backdropOf(vector, under);
    layers.push(...logoLayers(fitted, backdrop, false, size).map((layer) => logoOverlay(layer)));
  }
  const bytes = await encodeJpeg(under ?? vector, layers, input.outputCompression);
  const lines = `${scene.headlineLines} line${scene.headlineLines === 1 ? '' : 's'}`;
  const prompt =
    `A ${size}x${size} square post image for '${shorten(headline, 120)}'` +
    `${businessName ? ` by ${shorten(businessName, 80)}` : ''}: ${scene.words}, the headline on ${lines}` +
    `${input.logo ? ', the logo in a corner' : ', no logo'}.`;
  return { bytes, contentType: 'image/jpeg', width: size, height: size, prompt };
}
