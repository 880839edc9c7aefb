import { updatePostRequestSchema, type UpdatePostRequest } from '@contract/posts';

/** The fields of the editor that can be wrong, each with the message shown under it. */
export type FieldErrors = Partial<
  Record<'title' | 'caption' | 'hashtags' | 'platforms' | 'when', string>
>;

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
