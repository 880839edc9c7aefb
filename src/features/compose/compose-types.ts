import type { CaptionLength, ImageQuality, LogoPlacement } from '@contract/generation';
import type { ImageMode } from '@/lib/compose-presets';

export type { ImageMode };

/** Everything the user chooses in the post-creation form, except the image file. */
export interface PostCreationValues {
  description: string;
  titleGeneration: boolean;
  seoEnabled: boolean;
  trendingEnabled: boolean;
  captionGeneration: boolean;
  captionLength: CaptionLength;
  hashtagGeneration: boolean;
  imageMode: ImageMode;
  useBrandColors: boolean;
  useLogoIntegration: boolean;
  useBrandPhotoReference: boolean;
  useAdvancedSettings: boolean;
  logoPlacement: LogoPlacement;
  referencePhotoIndex: number;
  imageQuality: ImageQuality;
  stylePreferences: string;
}

/** product.md §3 Image upload object: the chosen file and what the preview needs. */
export interface ImageUpload {
  file: File;
  name: string;
  size: number;
  type: string;
  /** A data URL, so nothing has to be revoked when the image is discarded. */
  preview: string;
  lastModified: number;
}

/** What the brand profile allows (product.md §5): decides which brand options are enabled. */
export interface ComposeCapabilities {
  hasBrandColors: boolean;
  hasLogo: boolean;
  photos: { url: string | null; filename: string }[];
}

export type GenerationStep = 'text' | 'image' | 'upload' | 'save';

export interface GenerationProgress {
  steps: GenerationStep[];
  /** The step running now, or the one that failed. */
  current: GenerationStep;
  status: 'running' | 'failed';
}

/** product.md §4: text, then the optional image step, then saving the draft. */
export function generationSteps(imageMode: ImageMode): GenerationStep[] {
  if (imageMode === 'upload') return ['text', 'upload', 'save'];
  if (imageMode === 'ai') return ['text', 'image', 'save'];
  return ['text', 'save'];
}
