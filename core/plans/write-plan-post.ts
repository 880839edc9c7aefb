import type { OnboardingData } from '@contract/onboarding';
import type { PostRequest, WrittenPost } from '../post-writer';
import type { PlannedSlot } from './plan-types';
import { followUpsFor } from './follow-ups';
import {
  jaccard,
  NEAR_DUPLICATE_JACCARD,
  normalSentence,
  remember,
  trigrams,
  varyCaption,
  type VarietyLedger,
} from './variety';
import { splitSentences } from '../sentences';

/** Tries per slot before the plan settles for the last, still-varied attempt. */
export const MAX_VARIATIONS = 6;

/** Lead-ins that change how the writer reads a brief, one per variation. */
const ANGLES = [
  '',
  'This week',
  'A note from us',
  'Worth knowing',
  'Straight from the team',
  'Good news',
];

export type WriteFn = (
  request: PostRequest & { variation?: number },
) => WrittenPost | Promise<WrittenPost>;

export function planPostRequest(
  slot: Pick<PlannedSlot, 'brief' | 'platforms'>,
  profile: OnboardingData | null,
  variation: number,
): PostRequest & { variation?: number } {
  const angle = ANGLES[variation % ANGLES.length] ?? '';
  const onboarding = profile
    ? { ...profile, contentPrefs: { ...profile.contentPrefs, platforms: slot.platforms } }
    : null;
  const captionLength =
    profile?.contentPrefs.postLength === 'Short'
      ? 'short'
      : profile?.contentPrefs.postLength === 'Long'
        ? 'long'
        : 'medium';
  return {
    description: angle ? `${angle}: ${slot.brief}` : slot.brief,
    onboarding,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength,
    hashtagGeneration: true,
    // The writer's own variation, once it takes one; the lead-in varies it meanwhile.
    ...(variation > 0 ? { variation } : {}),
  };
}

/** A caption of one sentence gains an unused follow-up of its kind, never the last one's. */
function withFollowUp(
  caption: string,
  kind: PlannedSlot['kind'] | undefined,
  ledger: VarietyLedger,
): string {
  if (splitSentences(caption).length > 1) return caption;
  for (const line of followUpsFor(kind)) {
    const keys = splitSentences(line).map(normalSentence);
    if (keys.some((key) => ledger.sentences.has(key)) || keys.at(-1) === ledger.previousClosing) {
      continue;
    }
    const longer = `${caption} ${line}`;
    const grams = trigrams(longer);
    if (ledger.others.every((other) => jaccard(grams, other) <= NEAR_DUPLICATE_JACCARD)) {
      return longer;
    }
  }
  return caption;
}

/**
 * Writes one slot's post so that it fits the plan's variety rules: another variation
 * while the caption repeats the plan; the accepted caption joins the ledger.
 */
export async function writePlanPost(
  slot: Pick<PlannedSlot, 'brief' | 'platforms'> & { kind?: PlannedSlot['kind'] },
  profile: OnboardingData | null,
  ledger: VarietyLedger,
  write: WriteFn,
): Promise<WrittenPost & { variation: number }> {
  let fallback: (WrittenPost & { variation: number }) | null = null;
  for (let variation = 0; variation < MAX_VARIATIONS; variation += 1) {
    const post = await write(planPostRequest(slot, profile, variation));
    const varied = varyCaption(post.caption, ledger);
    const caption = varied ? withFollowUp(varied, slot.kind, ledger) : null;
    if (caption) {
      remember(ledger, caption);
      // The angle only steers the writer: the headline keeps to the brief.
      const angle = ANGLES[variation % ANGLES.length] ?? '';
      const title =
        angle && post.title.startsWith(`${angle}: `)
          ? post.title.slice(angle.length + 2)
          : post.title;
      post.title = title.charAt(0).toUpperCase() + title.slice(1);
      return {
        ...post,
        caption,
        variants: caption === post.caption ? post.variants : undefined,
        variation,
      };
    }
    fallback ??= { ...post, variation };
  }
  // Every variation repeated something: the brief alone is the caption, which is unique.
  const caption = `${slot.brief}.`;
  remember(ledger, caption);
  return {
    ...(fallback ?? (await write(planPostRequest(slot, profile, 0)))),
    caption,
    variants: undefined,
    variation: MAX_VARIATIONS,
  };
}
