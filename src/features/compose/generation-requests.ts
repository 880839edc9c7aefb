import { IMAGE_BACKGROUND, OUTPUT_COMPRESSION } from '@contract/constants';
import {
  generationParamsSchema,
  type GenerateBrandAwareContentRequest,
  type GenerateCombinedBrandImageRequest,
  type GenerationParams,
} from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import type { ImageUpload, PostCreationValues } from './compose-types';

/** product.md §7: the text call never asks for the image (imageGeneration is always false). */
export function buildTextRequest(
  values: PostCreationValues,
  userEmail: string,
  profile: OnboardingData | null,
  variation?: number,
): GenerateBrandAwareContentRequest {
  return {
    ...(variation === undefined ? {} : { variation }),
    post_desc: values.description,
    titleGeneration: values.titleGeneration,
    seoEnabled: values.seoEnabled,
    trendingEnabled: values.trendingEnabled,
    captionGeneration: values.captionGeneration,
    captionLength: values.captionLength,
    imageGeneration: false,
    hashtagGeneration: values.hashtagGeneration,
    user_email: userEmail,
    onboarding_data: profile,
  };
}

/** `title` is the post's title from the text call: the image prints it, not the request. */
export function buildImageRequest(
  values: PostCreationValues,
  userEmail: string,
  profile: OnboardingData | null,
  title = '',
): GenerateCombinedBrandImageRequest {
  return {
    post_desc: values.description,
    ...(title.trim() ? { headline: title } : {}),
    user_email: userEmail,
    onboarding_data: profile,
    use_brand_colors: values.useBrandColors,
    use_logo_integration: values.useLogoIntegration,
    use_brand_photo_reference: values.useBrandPhotoReference,
    use_advanced_settings: values.useAdvancedSettings,
    brand_colors: values.useBrandColors ? (profile?.brandAssets.colors ?? []) : [],
    logo_placement: values.logoPlacement,
    reference_photo_index: values.referencePhotoIndex,
    style_preferences: values.stylePreferences,
    quality: values.imageQuality,
    background: IMAGE_BACKGROUND,
    output_compression: OUTPUT_COMPRESSION,
  };
}

/** product.md §3 Generation params, checked against the contract before they are stored. */
export function buildGenerationParams(
  values: PostCreationValues,
  image: ImageUpload | null,
): GenerationParams {
  const isUpload = values.imageMode === 'upload';
  return generationParamsSchema.parse({
    titleGeneration: values.titleGeneration,
    seoEnabled: values.seoEnabled,
    trendingEnabled: values.trendingEnabled,
    captionGeneration: values.captionGeneration,
    captionLength: values.captionLength,
    imageGeneration: values.imageMode === 'ai',
    hashtagGeneration: values.hashtagGeneration,
    imageUploadMode: isUpload,
    uploadedImageName: isUpload ? (image?.name ?? null) : null,
    useBrandColors: values.useBrandColors,
    useLogoIntegration: values.useLogoIntegration,
    useBrandPhotoReference: values.useBrandPhotoReference,
    useAdvancedSettings: values.useAdvancedSettings,
    logoPlacement: values.logoPlacement,
    referencePhotoIndex: values.referencePhotoIndex,
    imageQuality: values.imageQuality,
    imageBackground: IMAGE_BACKGROUND,
    stylePreferences: values.stylePreferences,
    outputCompression: OUTPUT_COMPRESSION,
  } satisfies GenerationParams);
}
