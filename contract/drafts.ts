import { z } from 'zod';
import { tiktokChoicesSchema } from './tiktok';
import { emailSchema, isoDateTimeSchema, storableTextSchema } from './common';
import { TEXT_LIMITS } from './constants';
import { writtenBySchema } from './ai-settings';
import { postVariantsSchema } from './generation';
import { networkSchema } from './integrations';
import { postReviewSchema, type PostReview } from './team';

const boundedText = (max: number) =>
  storableTextSchema.max(max, `must be at most ${max.toLocaleString('en-US')} characters`);

/** product.md §3 Draft. generation_params is JSON text (see generation.ts). */
export const draftSchema = z.object({
  id: z.string().min(1),
  user_email: z.string(),
  title: z.string(),
  caption: z.string(),
  hashtags: z.string(),
  image_url: z.string().nullable(),
  image_prompt: z.string().nullable(),
  generation_params: z.string(),
  original_post_desc: z.string(),
  created_at: isoDateTimeSchema,
  /** Platform versions saved with the draft; drafts saved before they existed have none. */
  variants: postVariantsSchema.nullish(),
  /** Planning (ADR 0022); absent from backends that predate it. */
  platforms: z.array(networkSchema).optional(),
  status: z.enum(['draft', 'to_review', 'scheduled']).optional(),
  scheduled_at: isoDateTimeSchema.nullish(),
  plan_id: z.string().nullish(),
  /** The generated result this draft was saved from, when the app named one. */
  result_id: z.string().nullish(),
  /** Who wrote the post and made its image (ADR 0057); null for drafts saved before. */
  written_by: writtenBySchema.nullish(),
  image_by: writtenBySchema.nullish(),
  /** What the owner chose for TikTok (docs/network-facts.md, "TikTok"); absent before. */
  tiktok: tiktokChoicesSchema.nullish(),
  /**
   * The post's latest review (ADR 0061), so an Editor sees in the drafts why a post came
   * back; absent (or null) when nobody reviewed it, so a draft lists as it was saved.
   */
  review: postReviewSchema.nullable().optional(),
});
export type Draft = z.infer<typeof draftSchema>;

export const getDraftsQuerySchema = z.object({ user_email: emailSchema });

/** The list shape product.md §7 leaves open (ADR 0002): newest first. */
export const getDraftsResponseSchema = z.object({
  success: z.literal(true),
  drafts: z.array(draftSchema),
  count: z.number().int().min(0),
});
export type GetDraftsResponse = z.infer<typeof getDraftsResponseSchema>;

export const saveDraftRequestSchema = z.object({
  user_email: emailSchema,
  title: boundedText(TEXT_LIMITS.title),
  caption: boundedText(TEXT_LIMITS.caption),
  hashtags: boundedText(TEXT_LIMITS.hashtags),
  image_url: boundedText(TEXT_LIMITS.imageUrl).nullable(),
  image_prompt: boundedText(TEXT_LIMITS.imagePrompt).nullable(),
  generation_params: boundedText(TEXT_LIMITS.generationParams).min(2),
  original_post_desc: boundedText(TEXT_LIMITS.postDescription).trim().min(1),
  variants: postVariantsSchema.nullish(),
  /**
   * Names the generated result being saved, so saving it again (a second click, a retry
   * after a lost answer) answers the draft already saved instead of adding another.
   */
  result_id: z.string().uuid().optional(),
  written_by: writtenBySchema.nullish(),
  image_by: writtenBySchema.nullish(),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** The saved-draft shape product.md §7 leaves open (ADR 0002). */
export const saveDraftResponseSchema = z.object({
  success: z.literal(true),
  draft: draftSchema,
});
export type SaveDraftResponse = z.infer<typeof saveDraftResponseSchema>;

export const deleteDraftRequestSchema = z.object({ user_email: emailSchema });
export const deleteDraftResponseSchema = z.object({ success: z.literal(true) });

/** A listed draft with its latest review, when it has one (both backends list them so). */
export const withReview = (draft: Draft, review: PostReview | null): Draft =>
  review ? { ...draft, review } : draft;
