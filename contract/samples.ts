import { GENERATION_DEFAULTS } from './constants';
import type { SaveDraftRequest } from './drafts';
import type { GenerationParams } from './generation';
import type { OnboardingData } from './onboarding';

/**
 * Typed sample data for tests of the mock backend and of screens that call it.
 * Each call returns a fresh object, so a test can change it freely.
 */

export interface OnboardingChanges {
  business?: Partial<OnboardingData['business']>;
  brandAssets?: Partial<OnboardingData['brandAssets']>;
  contentPrefs?: Partial<OnboardingData['contentPrefs']>;
}

export function sampleOnboardingData(changes: OnboardingChanges = {}): OnboardingData {
  return {
    business: {
      name: 'Golden Crust Bakery',
      industry: 'Bakery',
      city: 'Portland',
      employees: '2-5',
      ...changes.business,
    },
    brandAssets: {
      logoUrl: null,
      colors: ['#b45309', '#fde68a'],
      photos: [],
      tagline: 'Baked fresh every morning',
      samplePosts: ['Warm bread, warm hearts.'],
      ...changes.brandAssets,
    },
    contentPrefs: {
      platforms: ['instagram', 'facebook'],
      postsPerMonth: 12,
      postLength: 'Medium',
      aiVisuals: true,
      hashtagStyle: 'Moderate',
      ...changes.contentPrefs,
    },
  };
}

export function sampleGenerationParams(changes: Partial<GenerationParams> = {}): GenerationParams {
  return {
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: GENERATION_DEFAULTS.captionGeneration,
    captionLength: GENERATION_DEFAULTS.captionLength,
    imageGeneration: false,
    hashtagGeneration: true,
    imageUploadMode: false,
    uploadedImageName: null,
    useBrandColors: false,
    useLogoIntegration: false,
    useBrandPhotoReference: false,
    useAdvancedSettings: false,
    logoPlacement: GENERATION_DEFAULTS.logoPlacement,
    referencePhotoIndex: GENERATION_DEFAULTS.referencePhotoIndex,
    imageQuality: GENERATION_DEFAULTS.imageQuality,
    imageBackground: GENERATION_DEFAULTS.imageBackground,
    stylePreferences: '',
    outputCompression: GENERATION_DEFAULTS.outputCompression,
    ...changes,
  };
}

export function sampleDraftRequest(
  userEmail: string,
  changes: Partial<SaveDraftRequest> = {},
): SaveDraftRequest {
  return {
    user_email: userEmail,
    title: 'Fresh sourdough this weekend',
    caption: 'Our sourdough is back. Stop by and see for yourself.',
    hashtags: '#sourdough #bakery #shoplocal',
    image_url: null,
    image_prompt: null,
    generation_params: JSON.stringify(sampleGenerationParams()),
    original_post_desc: 'Fresh sourdough this weekend',
    ...changes,
  };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A Google ID token as the sign-in button hands it over: header.payload.signature.
 * The mock backend reads the payload and trusts the (fake) signature.
 */
export function googleCredential(claims: { sub: string; email?: string; name?: string }): string {
  return [
    base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}
