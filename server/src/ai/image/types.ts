import type { ImageQuality, LogoPlacement } from '@contract/generation';
import type { ImageLayout } from '@core/image-layouts';

export type { ImageQuality, LogoPlacement };

/** What every image provider (offline renderer or model) is asked to draw. */
export interface BrandImageInput {
  /** The post's headline or description: user text, never markup. */
  headline: string;
  businessName: string | null;
  /** Brand colours as #rrggbb; only used when useBrandColors. Invalid entries are ignored. */
  colors: string[];
  useBrandColors: boolean;
  /** Raster logo bytes (PNG or JPEG) already read from storage; null for no logo. */
  logo: Buffer | null;
  logoPlacement: LogoPlacement;
  /** The chosen brand photo's bytes; null for none. */
  photo: Buffer | null;
  /** Free text; see style.ts for the keywords that change layout and palette. */
  stylePreferences: string;
  quality: ImageQuality;
  /** JPEG quality, 1-100 (the contract fixes it at 85). */
  outputCompression: number;
  /**
   * A planned post's look (core/image-layouts.ts); absent, or 'brand', for the look the
   * style words choose. A photo layout without a photo falls back to 'brand'.
   */
  layout?: ImageLayout;
  /** YYYY-MM-DD: the day an event card's date block shows. */
  eventDate?: string | null;
  /** The language the date block names its month in ("en", "ja"). */
  locale?: string;
}

export interface BrandImageResult {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  /** Words describing the image: what was drawn (offline) or what the model was asked. */
  prompt: string;
}

/** The one interface the generation route depends on. */
export interface ImageGenerator {
  readonly name: string;
  generate(input: BrandImageInput): Promise<BrandImageResult>;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Square output side in pixels for each quality. */
export const OUTPUT_SIZE: Record<ImageQuality, number> = { medium: 1080, high: 2048 };
