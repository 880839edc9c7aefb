import { GENERATION_DEFAULTS } from '@contract/constants';
import type { CaptionLength, GenerationParams } from '@contract/generation';

/** The generation settings stored with a planned post, as the editor reads them back. */
export function planGenerationParams(
  aiVisuals: boolean,
  captionLength: CaptionLength,
): GenerationParams {
  return {
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength,
    imageGeneration: aiVisuals,
    hashtagGeneration: true,
    imageUploadMode: false,
    uploadedImageName: null,
    useBrandColors: aiVisuals,
    useLogoIntegration: aiVisuals,
    useBrandPhotoReference: false,
    useAdvancedSettings: false,
    logoPlacement: GENERATION_DEFAULTS.logoPlacement,
    referencePhotoIndex: GENERATION_DEFAULTS.referencePhotoIndex,
    imageQuality: GENERATION_DEFAULTS.imageQuality,
    imageBackground: GENERATION_DEFAULTS.imageBackground,
    stylePreferences: '',
    outputCompression: GENERATION_DEFAULTS.outputCompression,
  };
}
