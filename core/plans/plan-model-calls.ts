import type { PlanModelCalls } from '@contract/plans';
import { MAX_VARIATIONS } from './write-plan-post';

export interface PlanModelCallsInput {
  /** The model that writes posts, or null for the offline writer. */
  textModel: string | null;
  /** The model that makes images, or null for the offline renderer. */
  imageModel: string | null;
  /** Whether the plan's posts get images (the brand profile's choice). */
  images: boolean;
  /** Calls a day, text and images apart; null for no daily limit. */
  dailyLimits: { text: number; image: number } | null;
  /** Calls already made today. */
  usedToday: { text: number; image: number };
}

const leftOf = (limit: number | undefined, used: number) =>
  limit === undefined ? null : Math.max(0, limit - used);

/**
 * The model calls a plan's writing makes, per post, as the plan writer makes them: one
 * call per try (`writePlanPost` tries again, up to MAX_VARIATIONS times, while the words
 * repeat the plan's), one image call per post when images are made by a model. Null when
 * no model is called.
 */
export function planModelCalls(input: PlanModelCallsInput): PlanModelCalls | null {
  const imageModel = input.images ? input.imageModel : null;
  if (!input.textModel && !imageModel) return null;
  return {
    text_model: input.textModel,
    text_calls_per_post: input.textModel
      ? { least: 1, most: MAX_VARIATIONS }
      : { least: 0, most: 0 },
    text_left_today: input.textModel ? leftOf(input.dailyLimits?.text, input.usedToday.text) : null,
    image_model: imageModel,
    image_calls_per_post: imageModel ? 1 : 0,
    image_left_today: imageModel ? leftOf(input.dailyLimits?.image, input.usedToday.image) : null,
  };
}

const calls = (count: number) => `${count} ${count === 1 ? 'call' : 'calls'}`;
const leftToday = (left: number | null) => (left === null ? '' : ` (${left} left today)`);

/**
 * What the owner reads before writing `posts` posts: "Writing these 12 posts will make 12
 * calls to gpt-4o-mini (88 left today), up to 72 if posts are written again so as not to
 * repeat the plan." Said plainly when today's calls run out first: the rest is offline.
 */
export function planModelCallsLines(plan: PlanModelCalls, posts: number): string[] {
  const lines: string[] = [];
  const these = posts === 1 ? 'this post' : `these ${posts} posts`;
  const { text_model: textModel, image_model: imageModel } = plan;
  if (textModel) {
    const least = posts * plan.text_calls_per_post.least;
    const most = posts * plan.text_calls_per_post.most;
    const again =
      most > least ? `, up to ${most} if posts are written again so as not to repeat the plan` : '';
    lines.push(
      `Writing ${these} will make ${calls(least)} to ${textModel}${leftToday(plan.text_left_today)}${again}.`,
    );
    const left = plan.text_left_today;
    if (left !== null && least > left) {
      lines.push(`Once today's calls are used, the other posts are written offline.`);
    } else if (left !== null && most > left) {
      lines.push(`If today's calls run out, the posts still to write are written offline.`);
    }
  }
  if (imageModel) {
    const images = posts * plan.image_calls_per_post;
    const whose = textModel ? 'Their images' : `The images of ${these}`;
    lines.push(
      `${whose} will make ${calls(images)} to ${imageModel}${leftToday(plan.image_left_today)}.`,
    );
    if (plan.image_left_today !== null && images > plan.image_left_today) {
      lines.push(`Once today's image calls are used, the other images are drawn offline.`);
    }
  }
  return lines;
}
