import type { LogoPlacement } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';

/**
 * The image asked for when the owner chose nothing about it (a planned post, a post
 * written without an account): the headline on the brand's colours with its logo in a
 * corner, or on the default palette with no brand at all.
 */
export interface DefaultImageInput {
  headline: string;
  businessName: string | null;
  colors: string[];
  logoUrl: string | null;
  logoPlacement: LogoPlacement;
  stylePreferences: string;
}

export function defaultImageInput(
  headline: string,
  profile: OnboardingData | null,
): DefaultImageInput {
  return {
    headline,
    businessName: profile?.business.name || null,
    colors: profile?.brandAssets.colors ?? [],
    logoUrl: profile?.brandAssets.logoUrl ?? null,
    logoPlacement: 'corner',
    stylePreferences: '',
  };
}
