import type { PlanModelCalls } from '@contract/plans';
import { MAX_VARIATIONS } from './plan-tries';

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

/** " 8 left today; past that, posts are written offline." when the day's limit may be met. */
function leftToday(left: number | null, most: number, past: string): string {
  if (left === null) return '';
  return most > left ? ` ${left} left today; past that, ${past}.` : ` ${left} left today.`;
}

/**
 * What the owner reads before writing `posts` posts, one line for the posts and one for
 * their images: "Writing these 12 posts will make 12 calls to gpt-4o-mini, up to 72 if some
 * are written again to avoid repeats. 8 left today; past that, posts are written offline."
 */
export function planModelCallsLines(plan: PlanModelCalls, posts: number): string[] {
  const lines: string[] = [];
  const these = posts === 1 ? 'this post' : `these ${posts} posts`;
  const { text_model: textModel, image_model: imageModel } = plan;
  if (textModel) {
    const least = posts * plan.text_calls_per_post.least;
    const most = posts * plan.text_calls_per_post.most;
    const again = most > least ? `, up to ${most} if some are written again to avoid repeats` : '';
    lines.push(
      `Writing ${these} will make ${calls(least)} to ${textModel}${again}.` +
        leftToday(plan.text_left_today, most, 'posts are written offline'),
    );
  }
  if (imageModel) {
    const images = posts * plan.image_calls_per_post;
    const whose = textModel ? 'Their images' : `The images of ${these}`;
    lines.push(
      `${whose} will make ${calls(images)} to ${imageModel}.` +
        leftToday(plan.image_left_today, images, 'images are drawn offline'),
    );
  }
  return lines;
}
