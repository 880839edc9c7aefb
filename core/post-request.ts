import type { BusinessProfile } from '@contract/business-profile';
import type { GenerateContentRequest } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import type { PostRequest } from './post-writer';
import { newVariation } from './variation';

/** The post-creation form's text switches, as both generation calls carry them. */
export type TextSwitches = Pick<
  GenerateContentRequest,
  | 'post_desc'
  | 'variation'
  | 'titleGeneration'
  | 'seoEnabled'
  | 'trendingEnabled'
  | 'captionGeneration'
  | 'captionLength'
  | 'hashtagGeneration'
>;

export interface PostRequestContext {
  /** The brand profile to write for; null for the anonymous generator. */
  onboarding: OnboardingData | null;
  /** The owner's business profile; null for the anonymous generator or when never saved. */
  business?: BusinessProfile | null;
  /** The anonymous generator's one-line business description. */
  businessDescription?: string;
  /** The caller's randomness (the server's crypto, the browser's), used when no version is asked for. */
  randomInt: (limit: number) => number;
}

/**
 * The writer's request from a generation call, written once for the server and the mock
 * so both backends ask their writer the same thing. Without a version number a new one is
 * picked, so generating again gives another post.
 */
export function postRequestFrom(
  body: TextSwitches,
  context: PostRequestContext,
): PostRequest & { variation: number } {
  return {
    description: body.post_desc,
    ...(context.businessDescription === undefined
      ? {}
      : { businessDescription: context.businessDescription }),
    onboarding: context.onboarding,
    business: context.business ?? null,
    titleGeneration: body.titleGeneration,
    seoEnabled: body.seoEnabled,
    trendingEnabled: body.trendingEnabled,
    captionGeneration: body.captionGeneration,
    captionLength: body.captionLength,
    hashtagGeneration: body.hashtagGeneration,
    variation: body.variation ?? newVariation(context.randomInt),
  };
}
