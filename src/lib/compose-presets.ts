import type { CaptionLength } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';

export type ImageMode = 'none' | 'upload' | 'ai';

/** product.md §4 Onboarding presets, as the compose form applies them when it opens. */
export interface ComposePresets {
  captionLength: CaptionLength | null;
  imageMode: ImageMode | null;
  hashtagGeneration: boolean | null;
  /** A brand with colours (and AI visuals) starts with Enhanced Brand Colors on. */
  useBrandColors?: boolean | null;
  /** A brand with a logo (and AI visuals) starts with Logo Integration on. */
  useLogoIntegration?: boolean | null;
}

const CAPTION_LENGTH_BY_POST_LENGTH: Record<
  OnboardingData['contentPrefs']['postLength'],
  CaptionLength
> = { Short: 'short', Medium: 'medium', Long: 'long' };

/** null fields mean "no preset: keep the form's default". */
export function presetsFrom(data: OnboardingData | null): ComposePresets {
  if (!data) return { captionLength: null, imageMode: null, hashtagGeneration: null };
  const prefs = data.contentPrefs;
  return {
    captionLength: CAPTION_LENGTH_BY_POST_LENGTH[prefs.postLength] ?? null,
    imageMode: prefs.aiVisuals ? 'ai' : null,
    hashtagGeneration: prefs.hashtagStyle && prefs.hashtagStyle !== 'None' ? true : null,
    // The default branded image carries the owner's brand, like the presets above.
    useBrandColors: prefs.aiVisuals && data.brandAssets.colors.length > 0 ? true : null,
    useLogoIntegration: prefs.aiVisuals && data.brandAssets.logoUrl ? true : null,
  };
}
