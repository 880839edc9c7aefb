import type { OnboardingData } from '@contract/onboarding';
import { readRequest } from '../offline-writer/message';
import { hashText } from '../offline-writer/seed';
import type { PostRequest, WrittenPost } from '../post-writer';
import { splitSentences } from '../sentences';
import { followUpsFor } from './follow-ups';
import { planHashtags } from './plan-hashtags';
import { topicsFor } from './trade-topics';
import type { PlannedSlot } from './plan-types';
import { normalSentence, remember, varyCaption, type VarietyLedger } from './variety';

/** Tries per slot before the plan settles for the brief and its own lines, unwritten. */
export const MAX_VARIATIONS = 6;
/** Lines of its kind a planned post adds after its brief. */
const LINES_PER_POST = 2;

type PlanSlot = Pick<PlannedSlot, 'brief' | 'platforms'> & { kind?: PlannedSlot['kind'] };

export type WriteFn = (
  request: PostRequest & { variation?: number },
) => WrittenPost | Promise<WrittenPost>;

/** The brief as a finished sentence, the way the owner's message would read. */
function briefSentence(brief: string): string {
  const trimmed = brief.trim();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A brief that only names a topic ("post about rye bread"): the writer writes from it alone. */
const isTopicBrief = (brief: string) => readRequest(brief, { lowerCase: false }).brief;

/** The trade's thing the brief is about ("croissants"), when it names one. */
function subjectOf(brief: string, industry: string): string | null {
  const lower = brief.toLowerCase();
  return topicsFor(industry).things.find((thing) => lower.includes(thing.toLowerCase())) ?? null;
}

/**
 * The slot's own lines for this variation: the kind's follow-ups not yet used in the plan,
 * starting at a place the brief and the variation choose, the call to action never the
 * one the post before ended with.
 */
export function slotLines(
  slot: PlanSlot,
  ledger: VarietyLedger,
  variation: number,
  industry = '',
): string[] {
  if (isTopicBrief(slot.brief)) return [];
  const subject = subjectOf(slot.brief, industry);
  const options = followUpsFor(slot.kind, subject, slot.brief.includes('?'));
  // A brief of two sentences leaves room for one line: the post stays in its length band,
  // so the writer keeps every sentence of it.
  const wanted = Math.max(1, LINES_PER_POST + 1 - splitSentences(briefSentence(slot.brief)).length);
  const start = (hashText(slot.brief) + variation * LINES_PER_POST) % options.length;
  const lines: string[] = [];
  let namesSubject = false;
  for (let step = 0; step < options.length && lines.length < wanted; step += 1) {
    const line = options[(start + step) % options.length] ?? '';
    const keys = splitSentences(line).map(normalSentence);
    if (keys.some((key) => ledger.sentences.has(key))) continue;
    if (lines.length === wanted - 1 && keys.at(-1) === ledger.previousClosing) continue;
    // The subject is named once by the brief and at most once more.
    const aboutSubject = subject !== null && line.includes(subject);
    if (aboutSubject && namesSubject) continue;
    namesSubject ||= aboutSubject;
    lines.push(line);
  }
  return lines;
}

export function planPostRequest(
  slot: Pick<PlannedSlot, 'brief' | 'platforms'>,
  profile: OnboardingData | null,
  variation: number,
  lines: readonly string[] = [],
): PostRequest & { variation?: number } {
  const onboarding = profile
    ? { ...profile, contentPrefs: { ...profile.contentPrefs, platforms: slot.platforms } }
    : null;
  const captionLength =
    profile?.contentPrefs.postLength === 'Short'
      ? 'short'
      : profile?.contentPrefs.postLength === 'Long'
        ? 'long'
        : 'medium';
  // The brief is the post's message; the kind's lines carry it on. A topic alone is
  // written by the writer from the trade's own lines.
  const description = lines.length ? [briefSentence(slot.brief), ...lines].join(' ') : slot.brief;
  return {
    description,
    onboarding,
    titleGeneration: true,
    seoEnabled: false,
    trendingEnabled: false,
    captionGeneration: true,
    captionLength,
    hashtagGeneration: true,
    variation,
  };
}

/**
 * Writes one slot's post so that it fits the plan's variety rules: the writer's next
 * variation (another opening, other lines, another order) while the caption repeats a
 * sentence, an opening or the last call to action of the plan, or is a near-duplicate.
 * The brief itself is never cut away. The accepted caption joins the ledger.
 */
export async function writePlanPost(
  slot: PlanSlot,
  profile: OnboardingData | null,
  ledger: VarietyLedger,
  write: WriteFn,
): Promise<WrittenPost & { variation: number }> {
  const industry = profile?.business.industry ?? '';
  const keep = isTopicBrief(slot.brief)
    ? []
    : splitSentences(briefSentence(slot.brief)).map(normalSentence);
  let fallback: WrittenPost | null = null;
  for (let variation = 0; variation < MAX_VARIATIONS; variation += 1) {
    const lines = slotLines(slot, ledger, variation, industry);
    const request = planPostRequest(slot, profile, variation, lines);
    const post = await write(request);
    // The brief and the lines asked for must all be in the post, none cut by the writer.
    const wantedSentences = [...keep, ...lines.flatMap(splitSentences).map(normalSentence)];
    const caption = varyCaption(post.caption, ledger, wantedSentences);
    if (caption) {
      remember(ledger, caption);
      return {
        ...post,
        caption,
        hashtags: planHashtags(
          post.hashtags,
          request.description,
          subjectOf(slot.brief, industry),
          profile?.business.name ?? '',
        ),
        variants: caption === post.caption ? post.variants : undefined,
        variation,
      };
    }
    fallback ??= post;
  }
  // Every variation repeated something: the brief and its unused lines, as they are.
  const caption = [
    briefSentence(slot.brief),
    ...slotLines(slot, ledger, MAX_VARIATIONS, industry),
  ].join(' ');
  remember(ledger, caption);
  return {
    ...(fallback ?? (await write(planPostRequest(slot, profile, 0)))),
    caption,
    variants: undefined,
    variation: MAX_VARIATIONS,
  };
}
