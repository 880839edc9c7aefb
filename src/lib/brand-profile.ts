import { createContext, useContext } from 'react';
import type { BrandAssets, OnboardingData } from '@contract/onboarding';
import type { ComposePresets } from './compose-presets';

/** product.md §4: loading, then needed or completed; an error while checking counts as needed. */
export type OnboardingStatus = 'signed-out' | 'loading' | 'needed' | 'completed';

export interface BrandCapabilities {
  hasBrandColors: boolean;
  hasLogo: boolean;
  /** Photos the image generator can use as a style reference, by index. */
  photos: { url: string | null; filename: string }[];
}

export interface OnboardingContextValue {
  status: OnboardingStatus;
  /** True when the status check itself failed (status is then 'needed'). */
  hasError: boolean;
  /**
   * Why the status check failed (product.md §8): the server's message, or 'Failed to retrieve
   * onboarding data' when there was no answer; null when it did not fail.
   */
  errorText: string | null;
  profile: OnboardingData | null;
  brandAssets: BrandAssets | null;
  capabilities: BrandCapabilities;
  presets: ComposePresets;
  /** Re-reads the profile and assets, for example after saving the wizard. */
  refresh: () => Promise<void>;
  /**
   * The user chose to finish brand setup later (Skip & Finish Later, or Continue to
   * Dashboard after a failed check): for the rest of this browser session the
   * dashboard opens without sending them back to the wizard.
   */
  setupDeferred: boolean;
  deferSetup: () => void;
}

/**
 * The owner's brand profile as every feature reads it. The onboarding feature provides it
 * (OnboardingProvider); other features read it here, so none of them imports another.
 */
export const OnboardingContext = createContext<OnboardingContextValue | null>(null);

export function useOnboarding(): OnboardingContextValue {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding must be used inside <OnboardingProvider>');
  return value;
}
