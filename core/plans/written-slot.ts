import type { PostVariants } from '@contract/generation';
import type { OnboardingData, Platform } from '@contract/onboarding';
import { defaultImageInput, type DefaultImageInput } from '../default-image-input';
import { headlineFromTitle } from '../image-headline';
import type { WrittenPost } from '../post-writer';
import { zonedTimeToInstant } from '../schedule/zoned-time';
import { planGenerationParams } from './plan-post-fields';
import type { PlannedSlot } from './plan-types';
import { emptyLedger, remember, type VarietyLedger } from './variety';
import { planPostRequest } from './write-plan-post';

type WrittenSlot = Pick<PlannedSlot, 'date' | 'time' | 'platforms' | 'brief'>;

/** A planned post has an image only when the owner asked for AI visuals. */
export const wantsPlanImage = (
  profile: OnboardingData | null | undefined,
): profile is OnboardingData => profile?.contentPrefs.aiVisuals === true;

/** A planned post's image: its title's headline (or its brief) in the brand's default look. */
export function planImageInput(
  profile: OnboardingData,
  slot: Pick<PlannedSlot, 'brief'>,
  title: string,
): DefaultImageInput {
  return defaultImageInput(headlineFromTitle(title) || slot.brief, profile);
}

/**
 * The ledger a slot is written against: recent posts outside the plan, then the plan's
 * own written posts, so no two posts of a month open or close alike.
 */
export function slotLedger(
  recentCaptions: readonly string[],
  planCaptions: readonly string[],
): VarietyLedger {
  const ledger = emptyLedger(recentCaptions);
  for (const caption of planCaptions) remember(ledger, caption);
  return ledger;
}

/** The draft a written slot becomes: "to review" at the slot's time in the plan's zone. */
export interface WrittenSlotDraft {
  title: string;
  caption: string;
  hashtags: string;
  imageUrl: string | null;
  imagePrompt: string | null;
  generationParams: string;
  originalPostDesc: string;
  variants: PostVariants | null;
  platforms: Platform[];
  status: 'to_review';
  scheduledAt: Date;
}

export function writtenSlotDraft(input: {
  slot: WrittenSlot;
  timeZone: string;
  profile: OnboardingData | null;
  post: WrittenPost & { variation: number };
  image: { url: string; prompt: string } | null;
}): WrittenSlotDraft {
  const { slot, post, profile, image } = input;
  const request = planPostRequest(slot, profile, post.variation);
  return {
    title: post.title,
    caption: post.caption,
    hashtags: post.hashtags,
    imageUrl: image?.url ?? null,
    imagePrompt: image?.prompt ?? null,
    generationParams: JSON.stringify(
      planGenerationParams(wantsPlanImage(profile), request.captionLength),
    ),
    originalPostDesc: slot.brief,
    variants: post.variants?.x ? { x: post.variants.x } : null,
    platforms: slot.platforms,
    status: 'to_review',
    scheduledAt: zonedTimeToInstant(slot.date, slot.time, input.timeZone),
  };
}
