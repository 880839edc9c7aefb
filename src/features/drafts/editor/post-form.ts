import type { Network as Platform } from '@contract/integrations';
import { updatePostRequestSchema, type UpdatePostRequest } from '@contract/posts';
import type { PlatformLimit } from './platform-limits';
import type { PostImageValue } from './use-post-image';

/** The words of the post as typed. */
export interface PostText {
  title: string;
  caption: string;
  hashtags: string;
}

/** The fields of the editor that can be wrong, each with the message shown under it. */
export type FieldErrors = Partial<
  Record<'title' | 'caption' | 'hashtags' | 'platforms' | 'when' | 'tiktok', string>
>;

/** The edited post as the contract asks for it, with X's shortened version when it needs one. */
export function postContent(
  userEmail: string,
  text: PostText,
  image: PostImageValue,
  platforms: Platform[],
  limits: readonly PlatformLimit[],
): UpdatePostRequest {
  const xShortened = limits.find((limit) => limit.shortened)?.shortened ?? null;
  return {
    user_email: userEmail,
    title: text.title,
    caption: text.caption,
    hashtags: text.hashtags,
    image_url: image.url,
    image_prompt: image.prompt,
    platforms,
    variants: xShortened ? { x: xShortened } : null,
    // Sent only when the image changed here, so a saved post keeps saying who made its image.
    ...(image.changed ? { image_by: image.by } : {}),
  };
}

const TEXT_FIELD_LABEL = { title: 'Title', caption: 'Caption', hashtags: 'Hashtags' } as const;

/**
 * Checks what the owner typed: the contract's limits on the text, and for a post with a day,
 * at least one platform and a time. The request is null while anything is wrong.
 */
export function checkPostForm(
  content: UpdatePostRequest,
  when: { date: string; time: string },
): { request: UpdatePostRequest | null; errors: FieldErrors } {
  const parsed = updatePostRequestSchema.safeParse(content);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'title' || field === 'caption' || field === 'hashtags') {
        errors[field] ??= `${TEXT_FIELD_LABEL[field]} ${issue.message}`;
      }
    }
  }
  if (content.platforms.length === 0 && when.date)
    errors.platforms = 'Choose at least one platform.';
  if (when.date && !when.time) errors.when = 'Choose a time.';
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { request: valid ? parsed.data : null, errors };
}
