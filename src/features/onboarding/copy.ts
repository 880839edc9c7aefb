import type { Platform } from '@contract/onboarding';

/** The exact user-facing texts for brand setup (product.md §2, §4 and §8), written once. */
export const ONBOARDING_COPY = {
  checking: 'Checking your profile...',
  statusError: "We couldn't load your onboarding status.",
  continueToDashboard: 'Continue to Dashboard',
  goToDashboard: 'Go to Dashboard',
  updateBrandSetup: 'Update Brand Setup',
  finishSetup: 'Finish Setup',
  skip: 'Skip & Finish Later',
  saving: 'Personalizing your Smart Suite... 5-10 sec',
  saveFailed: 'Failed to save onboarding data',
  retrieveFailed: 'Failed to retrieve onboarding data',
  retry: 'Retry',
  retrying: 'Retrying...',
  addColor: 'Add Color',
  networkError: 'Network error',
  logoUploadFailed: (error: string) => `Logo upload failed: ${error}`,
  photoUploadFailed: (error: string) => `Photo upload failed: ${error}`,
  fileUploadFailed: (message: string) => `File upload failed: ${message}`,
} as const;

export const WIZARD_STEPS = [
  { title: 'Tell us about your business', short: 'Business' },
  { title: 'Your brand assets', short: 'Brand' },
  { title: 'Content preferences', short: 'Content' },
] as const;

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

/** The optional step after Finish Setup; it is not one of the three numbered steps. */
export const WHAT_YOU_SELL_COPY = {
  title: 'Tell us what you sell (2 minutes)',
  intro:
    'Optional: a line on what you do and the products or services you offer, so posts talk about them. You can change this any time on the Your business page.',
  skip: 'Skip for now',
  save: 'Save and go to the dashboard',
  saving: 'Saving…',
  saveFailed: "We couldn't save your business details. Check your connection and try again.",
} as const;
