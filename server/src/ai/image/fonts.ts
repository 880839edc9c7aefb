import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFontMetrics, type FontMetrics } from './font-metrics';

/** The Inter weights the layouts use, keyed by CSS font-weight. */
export type InterWeight = 300 | 600 | 700 | 900;

const FILES: Record<InterWeight, string> = {
  300: '300Light/Inter_300Light.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
  900: '900Black/Inter_900Black.ttf',
};

export const WEIGHT_NAMES: Record<InterWeight, string> = {
  300: 'Light',
  600: 'SemiBold',
  700: 'Bold',
  900: 'Black',
};

// Resolved from this module, not the working directory, so tests and the server agree.
const fontDir = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'),
);

export function fontFile(weight: InterWeight): string {
  return path.join(fontDir, FILES[weight]);
}

const metricsCache = new Map<InterWeight, FontMetrics>();

/** Parsed once per weight; the files ship with the package, so a sync read is a one-off. */
export function fontMetrics(weight: InterWeight): FontMetrics {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(fontFile(weight)));
    metricsCache.set(weight, metrics);
  }
  return metrics;
}
