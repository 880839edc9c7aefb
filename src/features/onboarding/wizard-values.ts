import {
  DEFAULT_AI_VISUALS,
  DEFAULT_HASHTAG_STYLE,
  DEFAULT_POST_LENGTH,
  POSTS_PER_MONTH,
} from '@contract/constants';
import type { HashtagStyle, OnboardingData, Platform, PostLength } from '@contract/onboarding';
import type { UploadedFile } from '@contract/uploads';
import { pendingWebsite } from '@/lib/pending-post';

export type EmployeeRange = OnboardingData['business']['employees'];

/**
 * The wizard's form state, held above the steps so nothing typed is lost on Back,
 * Next or a failed save. Lists are objects because field arrays need stable ids.
 */
export interface WizardValues {
  business: {
    name: string;
    industry: string;
    city: string;
    employees: EmployeeRange;
    website: string;
  };
  brandAssets: {
    logo: UploadedFile | null;
    colors: { value: string }[];
    photos: UploadedFile[];
    tagline: string;
    /** One post per line, as typed. */
    samplePosts: string;
  };
  contentPrefs: {
    platforms: Platform[];
    postsPerMonth: number;
    postLength: PostLength;
    aiVisuals: boolean;
    hashtagStyle: HashtagStyle;
  };
}

export function emptyWizardValues(): WizardValues {
  return {
    // A website typed on the landing page before sign-up is waiting here.
    business: { name: '', industry: '', city: '', employees: '', website: pendingWebsite() },
    brandAssets: { logo: null, colors: [], photos: [], tagline: '', samplePosts: '' },
    contentPrefs: {
      platforms: [],
      postsPerMonth: POSTS_PER_MONTH.default,
      postLength: DEFAULT_POST_LENGTH,
      aiVisuals: DEFAULT_AI_VISUALS,
      hashtagStyle: DEFAULT_HASHTAG_STYLE,
    },
  };
}

/** The saved profile turned back into the wizard's fields, to update it. */
export function valuesFromProfile(profile: OnboardingData): WizardValues {
  const { business, brandAssets, contentPrefs } = profile;
  return {
    business: { ...business, website: business.website ?? '' },
    brandAssets: {
      // The profile keeps only the logo's address; a data URL has no useful name.
      logo: brandAssets.logoUrl ? { url: brandAssets.logoUrl, filename: 'Current logo' } : null,
      colors: brandAssets.colors.map((value) => ({ value })),
      photos: brandAssets.photos.map((url, index) => ({ url, filename: `Photo ${index + 1}` })),
      tagline: brandAssets.tagline,
      samplePosts: brandAssets.samplePosts.join('\n'),
    },
    contentPrefs: { ...contentPrefs, platforms: [...contentPrefs.platforms] },
  };
}

/** product.md §5: sample posts are one per line, blank lines dropped. */
export function splitSamplePosts(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The wizard's fields as product.md §3 onboarding data, the shape the server stores. */
export function toOnboardingData(values: WizardValues): OnboardingData {
  const { business, brandAssets, contentPrefs } = values;
  return {
    business: {
      name: business.name.trim(),
      industry: business.industry,
      city: business.city.trim(),
      employees: business.employees,
      ...(business.website.trim() ? { website: business.website.trim() } : {}),
    },
    brandAssets: {
      logoUrl: brandAssets.logo?.url ?? null,
      colors: brandAssets.colors.map((color) => color.value.toLowerCase()),
      photos: brandAssets.photos.map((photo) => photo.url),
      tagline: brandAssets.tagline.trim(),
      samplePosts: splitSamplePosts(brandAssets.samplePosts),
    },
    contentPrefs: {
      platforms: [...contentPrefs.platforms],
      postsPerMonth: Number(contentPrefs.postsPerMonth),
      postLength: contentPrefs.postLength,
      aiVisuals: contentPrefs.aiVisuals,
      hashtagStyle: contentPrefs.hashtagStyle,
    },
  };
}
