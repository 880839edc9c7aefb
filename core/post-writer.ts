import type { BusinessProfile } from '@contract/business-profile';
import type { CaptionLength, PlatformVariant, PostVariants } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';

/** A caption and hashtags that fit one platform's limits (the contract's type). */
export type { PlatformVariant };

/**
 * What a writer is asked for: the post's one-line description, the brand profile
 * (null for the anonymous generator, which has a business description instead) and the
 * switches of the post-creation form.
 */
export interface PostRequest {
  description: string;
  businessDescription?: string;
  onboarding: OnboardingData | null;
  /** What the business does, sells and how it runs; null or absent when not said. */
  business?: BusinessProfile | null;
  titleGeneration: boolean;
  seoEnabled: boolean;
  trendingEnabled: boolean;
  captionGeneration: boolean;
  captionLength: CaptionLength;
  hashtagGeneration: boolean;
  /**
   * Which version of the post to write: the same number gives the same post, another
   * number another wording, opening and tags. 0 when absent.
   */
  variation?: number;
}

/** A title is a headline: at most this many characters, whoever writes it. */
export const MAX_TITLE_LENGTH = 80;

/** Fields the user switched off come back empty. */
export interface WrittenPost {
  title: string;
  caption: string;
  hashtags: string;
  /** Present only when a selected platform needs a shorter version (X's 280). */
  variants?: PostVariants;
}

/** The offline writer and the model-backed writers answer through this one interface. */
export interface PostWriter {
  write(request: PostRequest): Promise<WrittenPost>;
}
