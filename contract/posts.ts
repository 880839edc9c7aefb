import { z } from 'zod';
import { writtenBySchema } from './ai-settings';
import { emailSchema, isoDateTimeSchema, storableTextSchema } from './common';
import { TEXT_LIMITS } from './constants';
import { draftSchema } from './drafts';
import { postVariantsSchema } from './generation';
import { NETWORKS, networkSchema, postPublishingSchema } from './integrations';
import { tiktokChoicesSchema } from './tiktok';
import { postReviewSchema } from './team';

/**
 * Where a post stands (ADR 0022, 0061): a draft is only saved; "to review" was written by a
 * plan or by an Editor and waits for an Owner or Admin; "scheduled" has a time the owner approved. Nothing is sent
 * anywhere yet: publishing is a later issue.
 */
export const POST_STATUSES = ['draft', 'to_review', 'scheduled'] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

const boundedText = (max: number) =>
  storableTextSchema.max(max, `must be at most ${max.toLocaleString('en-US')} characters`);

/** Until the owner chooses one (the app offers the browser's), times are read in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** A longer range of posts is refused: the calendar asks for a month or so at a time. */
export const MAX_POSTS_RANGE_MS = 100 * 24 * 3_600_000;

/** An IANA time zone name the runtime knows, such as "Europe/Berlin". */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Europe/Berlin');

/** A calendar day (YYYY-MM-DD) and a wall-clock time (HH:mm) in the business's time zone. */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date as YYYY-MM-DD');
export const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm');

/** A draft as the planner and the calendar see it: where it stands and when. */
export const postSchema = draftSchema.extend({
  platforms: z.array(networkSchema),
  status: postStatusSchema,
  /** The instant it is planned for (UTC); null while it has no time. */
  scheduled_at: isoDateTimeSchema.nullable(),
  plan_id: z.string().nullable(),
  /** Where its publications stand as a whole; null or absent when it has none. */
  publishing: postPublishingSchema.nullable().optional(),
  /** The last review decision (ADR 0061); null or absent when nobody has reviewed it. */
  review: postReviewSchema.nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;

/** PUT /drafts/:id: the whole editable post; the server keeps what is not editable. */
export const updatePostRequestSchema = z.object({
  user_email: emailSchema,
  title: boundedText(TEXT_LIMITS.title),
  caption: boundedText(TEXT_LIMITS.caption),
  hashtags: boundedText(TEXT_LIMITS.hashtags),
  image_url: boundedText(TEXT_LIMITS.imageUrl).nullable(),
  image_prompt: boundedText(TEXT_LIMITS.imagePrompt).nullable(),
  platforms: z.array(networkSchema).max(NETWORKS.length),
  variants: postVariantsSchema.nullish(),
  /**
   * Who wrote the words and made the image (ADR 0057), sent when they change with the words:
   * another version kept in place of the draft. Absent keeps the draft's; null says nobody
   * (no image).
   */
  written_by: writtenBySchema.nullish(),
  image_by: writtenBySchema.nullish(),
  /** The owner's TikTok choices; absent keeps the stored ones. */
  tiktok: tiktokChoicesSchema.nullish(),
});
export type UpdatePostRequest = z.infer<typeof updatePostRequestSchema>;

export const postResponseSchema = z.object({ success: z.literal(true), post: postSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

/**
 * PUT /drafts/:id/schedule: a day and a time on the business's clock, which the backend
 * turns into an instant in the business's time zone; `date: null` takes the post off the
 * calendar. `approve` makes a post "to review" scheduled.
 */
export const schedulePostRequestSchema = z.object({
  user_email: emailSchema,
  date: localDateSchema.nullable(),
  time: localTimeSchema,
  platforms: z.array(networkSchema).min(1, 'Choose at least one platform').max(NETWORKS.length),
  approve: z.boolean().optional(),
  /**
   * The owner's TikTok choices; absent keeps the stored ones. A post scheduled to TikTok
   * needs a privacy level chosen (400 otherwise).
   */
  tiktok: tiktokChoicesSchema.nullish(),
});
export type SchedulePostRequest = z.infer<typeof schedulePostRequestSchema>;

/** GET /posts: the posts with a time in [from, to), soonest first. */
export const postsInRangeQuerySchema = z.object({
  user_email: emailSchema,
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
});
export const postsResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  time_zone: timeZoneSchema,
});
export type PostsResponse = z.infer<typeof postsResponseSchema>;

/** POST /posts/approve: approves posts "to review" by id (one, a week or all). */
export const approvePostsRequestSchema = z.object({
  user_email: emailSchema,
  ids: z.array(z.string().min(1).max(200)).min(1).max(100),
});
export const approvePostsResponseSchema = z.object({
  success: z.literal(true),
  approved: z.number().int().min(0),
});

/** GET/PUT /business/time-zone. */
export const timeZoneQuerySchema = z.object({ user_email: emailSchema });
export const setTimeZoneRequestSchema = z.object({
  user_email: emailSchema,
  time_zone: timeZoneSchema,
});
export const timeZoneResponseSchema = z.object({
  success: z.literal(true),
  time_zone: timeZoneSchema,
  /** False while the business has never chosen one (the browser's is then a good default). */
  chosen: z.boolean(),
});
export type TimeZoneResponse = z.infer<typeof timeZoneResponseSchema>;
