import type { PlanLanguage } from './plan-language';
import type { OpeningHours } from '@contract/business-profile';
import type { PostVariants } from '@contract/generation';
import type { OnboardingData } from '@contract/onboarding';
import { splitSentences } from '../sentences';
import type { PlannedSlot } from './plan-types';
import { normalSentence } from './variety';
import { slotLedger } from './written-slot';
import { writePlanPost, type WriteFn } from './write-plan-post';

type AnotherVersionSlot = Pick<PlannedSlot, 'brief' | 'platforms' | 'kind' | 'date'> &
  Partial<Pick<PlannedSlot, 'time'>>;

/** The words of a planned post that another version replaces; its image, time and networks stay. */
export interface AnotherVersionFields {
  title: string;
  caption: string;
  hashtags: string;
  variants: PostVariants | null;
}

/**
 * The ledger another version is written against: the plan's other posts and the brand's
 * recent ones, as when the plan was written, and every sentence of the version on screen
 * and of the earlier ones except the brief's own (the post's message, kept in each
 * version). The call to action on screen counts as the one before, so the new version
 * ends otherwise too.
 */
function otherVersionLedger(
  slot: AnotherVersionSlot,
  input: Pick<AnotherVersionInput, 'recent' | 'planCaptions' | 'shown' | 'earlier'>,
) {
  const { shown } = input;
  const ledger = slotLedger(
    input.recent,
    input.planCaptions.filter((caption) => caption !== shown),
  );
  const brief = new Set(splitSentences(slot.brief).map(normalSentence));
  for (const caption of [...(input.earlier ?? []), shown]) {
    for (const sentence of splitSentences(caption).map(normalSentence)) {
      if (!brief.has(sentence)) ledger.sentences.add(sentence);
    }
  }
  const closing = normalSentence(splitSentences(shown).at(-1) ?? '');
  if (closing && !brief.has(closing)) ledger.previousClosing = closing;
  return ledger;
}

interface AnotherVersionInput {
  slot: AnotherVersionSlot;
  profile: OnboardingData | null;
  /** The brand's recent captions outside the plan. */
  recent: readonly string[];
  /** The plan's written captions, the one on screen among them. */
  planCaptions: readonly string[];
  /** The caption of the version on screen. */
  shown: string;
  /** Captions of versions shown before it, which the new one does not repeat either. */
  earlier?: readonly string[];
  variation: number;
  write: WriteFn;
  /** The owner's opening hours, as for the plan's own writing. */
  hours?: OpeningHours | null;
  /** The language of the planner's own lines, as for the plan's own writing. */
  language?: PlanLanguage;
}

/**
 * Another version of one written slot of a plan, with the planner's own writer: the same
 * brief, kind, date, networks and business. `variation` counts the owner's tries (1, 2,
 * ...) and is the writer's first variation, so each try leads with other lines of the
 * trade; none says again what the version on screen or an earlier one said, nor what
 * another post of the plan says. When every variation would, the brief and its unused
 * lines stand, as in the plan's own writing.
 */
export async function writeAnotherVersion(
  input: AnotherVersionInput,
): Promise<AnotherVersionFields> {
  const { slot, profile, write } = input;
  const ledger = otherVersionLedger(slot, input);
  const post = await writePlanPost(slot, profile, ledger, write, {
    hours: input.hours ?? null,
    firstVariation: input.variation,
    language: input.language ?? 'en',
  });
  return {
    title: post.title,
    caption: post.caption,
    hashtags: post.hashtags,
    variants: post.variants?.x ? { x: post.variants.x } : null,
  };
}
