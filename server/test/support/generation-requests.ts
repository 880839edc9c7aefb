import type { OnboardingData } from '@contract/onboarding';

/** A /generate-brand-aware-content body: the compose form's defaults, text only. */
export const textRequest = (
  email: string,
  onboarding: OnboardingData | null,
  changes: Record<string, unknown> = {},
) => ({
  post_desc: 'Fresh sourdough this Saturday',
  titleGeneration: true,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'medium',
  imageGeneration: false,
  hashtagGeneration: true,
  user_email: email,
  onboarding_data: onboarding,
  ...changes,
});

/** A /generate-combined-brand-image body with brand colours on and no logo or photo. */
export const imageRequest = (
  email: string,
  onboarding: OnboardingData | null,
  changes: Record<string, unknown> = {},
) => ({
  post_desc: 'Croissant sale all weekend',
  user_email: email,
  onboarding_data: onboarding,
  use_brand_colors: true,
  use_logo_integration: false,
  use_brand_photo_reference: false,
  use_advanced_settings: false,
  brand_colors: ['#b45309', '#fde68a'],
  logo_placement: 'corner',
  reference_photo_index: 0,
  style_preferences: '',
  quality: 'medium',
  background: 'opaque',
  output_compression: 85,
  ...changes,
});
