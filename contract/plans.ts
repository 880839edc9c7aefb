import { z } from 'zod';
import { emailSchema, isoDateTimeSchema, storableTextSchema } from './common';
import { TEXT_LIMITS } from './constants';
import { platformSchema } from './onboarding';
import { localDateSchema, localTimeSchema, postSchema, timeZoneSchema } from './posts';

/** Countries with public-holiday data (date-holidays' offline data), ISO 3166-1 codes. */
export const HOLIDAY_COUNTRIES = [
  'AD',
  'AE',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HN',
  'HR',
  'HT',
  'HU',
  'IC',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JP',
  'KE',
  'KM',
  'KN',
  'KR',
  'KY',
  'KZ',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MK',
  'ML',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NZ',
  'PA',
  'PE',
  'PF',
  'PH',
  'PK',
  'PL',
  'PM',
  'PR',
  'PT',
  'PY',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SZ',
  'TC',
  'TD',
  'TG',
  'TH',
  'TN',
  'TO',
  'TR',
  'TT',
  'TW',
  'TZ',
  'UA',
  'UG',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'XK',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;

export const SLOT_KINDS = [
  'own_date',
  'offer',
  'holiday',
  'seasonal',
  'tip',
  'behind_the_scenes',
  'spotlight',
  'community',
] as const;
export const slotKindSchema = z.enum(SLOT_KINDS);

export const MAX_PLAN_POSTS = 30;
export const BRIEF_MAX_LENGTH = 300;

const postingTimeSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  time: localTimeSchema.refine(
    (time) => time >= '07:00' && time <= '21:00',
    'must be between 07:00 and 21:00',
  ),
});

export const planSettingsSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'),
  count: z.number().int().min(1).max(MAX_PLAN_POSTS),
  platforms: z.array(platformSchema).min(1, 'Choose at least one platform').max(5),
  posting_times: z.partialRecord(platformSchema, postingTimeSchema),
  own_dates: storableTextSchema.max(3000),
  country: z.enum(HOLIDAY_COUNTRIES).nullable(),
  /**
   * How much more often a kind of post comes round than the usual mix (2 or 3 times), from
   * the owner's own results; absent, the usual mix.
   */
  kind_weights: z.partialRecord(slotKindSchema, z.number().int().min(1).max(3)).optional(),
  /** Briefs of the owner's top posts to post again, each given a day of its own. */
  post_again: z.array(storableTextSchema.min(1).max(BRIEF_MAX_LENGTH)).max(2).optional(),
});
export type PlanSettingsInput = z.infer<typeof planSettingsSchema>;

export const SLOT_STATES = ['planned', 'queued', 'written', 'failed', 'cancelled'] as const;
export const PLAN_STATES = ['planning', 'writing', 'done', 'cancelled'] as const;

export const slotEditSchema = z.object({
  date: localDateSchema,
  time: localTimeSchema,
  platforms: z.array(platformSchema).min(1).max(5),
  kind: slotKindSchema,
  brief: storableTextSchema.trim().min(1, 'must not be empty').max(BRIEF_MAX_LENGTH),
});
export type SlotEdit = z.infer<typeof slotEditSchema>;

export const planSlotSchema = slotEditSchema.extend({
  id: z.string(),
  position: z.number().int().min(0),
  state: z.enum(SLOT_STATES),
  draft_id: z.string().nullable(),
  error: z.string().nullable(),
});
export type PlanSlot = z.infer<typeof planSlotSchema>;

const callCountSchema = z.number().int().min(0);

/**
 * What writing a plan will ask of the business's model (ADR 0057), said before it starts.
 * A post takes one text call, more when its words repeat the plan's and it is written
 * again; one image call when the brand wants images and a model makes them. Past the
 * day's limit the offline writer stands in.
 */
export const planModelCallsSchema = z.object({
  /** The model that writes the posts; null when the offline writer writes them. */
  text_model: z.string().nullable(),
  text_calls_per_post: z.object({ least: callCountSchema, most: callCountSchema }),
  /** Text calls left today; null when no daily limit applies. */
  text_left_today: callCountSchema.nullable(),
  /** The model that makes the images; null when they are drawn offline or not made. */
  image_model: z.string().nullable(),
  image_calls_per_post: callCountSchema,
  image_left_today: callCountSchema.nullable(),
});
export type PlanModelCalls = z.infer<typeof planModelCallsSchema>;

export const planSchema = z.object({
  id: z.string(),
  month: z.string(),
  time_zone: timeZoneSchema,
  country: z.string().nullable(),
  state: z.enum(PLAN_STATES),
  created_at: isoDateTimeSchema,
  slots: z.array(planSlotSchema),
  progress: z.object({
    total: z.number().int().min(0),
    written: z.number().int().min(0),
    failed: z.number().int().min(0),
    /** The brief of the slot being written now, when one is. */
    current: z.string().nullable(),
  }),
  /**
   * While the plan is being planned: the model calls writing it will make, or null when
   * no model is called. Absent once writing has started.
   */
  model_calls: planModelCallsSchema.nullable().optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const planResponseSchema = z.object({ success: z.literal(true), plan: planSchema });
export const latestPlanResponseSchema = z.object({
  success: z.literal(true),
  plan: planSchema.nullable(),
});

export const createPlanRequestSchema = planSettingsSchema.extend({ user_email: emailSchema });
export const replaceSlotsRequestSchema = z.object({
  user_email: emailSchema,
  slots: z.array(slotEditSchema).min(1).max(MAX_PLAN_POSTS),
});
export const planActionRequestSchema = z.object({ user_email: emailSchema });
export const latestPlanQuerySchema = z.object({ user_email: emailSchema });

/** Tries of another version the app may ask of one planned post in a row. */
export const MAX_OTHER_VERSIONS = 1000;
/** Earlier versions of one post the app names, so the next says none of them again. */
export const MAX_EARLIER_VERSIONS = 5;

/**
 * Another version of one planned post still to review (ADR 0058). `variation` counts the
 * owner's tries of this post (1, 2, ...), so each asks the writer something new; `earlier`
 * holds the captions it replaced, latest last, so the new one does not say them again.
 */
export const anotherPlanVersionRequestSchema = z.object({
  user_email: emailSchema,
  variation: z.number().int().min(1).max(MAX_OTHER_VERSIONS),
  earlier: z
    .array(storableTextSchema.max(TEXT_LIMITS.caption))
    .max(MAX_EARLIER_VERSIONS)
    .optional(),
});
/** The post with its new words, in place of the earlier ones: the same post, never a new one. */
export const anotherPlanVersionResponseSchema = z.object({
  success: z.literal(true),
  post: postSchema,
});

/**
 * Suggestions for the month drawn from the owner's own published posts and their numbers
 * (docs/decisions/0060-metrics-snapshots.md, update of 29 November 2026).
 */
export const OWN_RESULTS_THRESHOLD = 10;

export const timeSuggestionSchema = z.object({
  network: platformSchema,
  /** 0 = Sunday, the day that did best. */
  day: z.number().int().min(0).max(6),
  /** The day it is compared with, which did worst. */
  compared_day: z.number().int().min(0).max(6),
  /** HH:mm on the business's clock, within posting hours. */
  time: localTimeSchema,
  /** What this rests on, in numbers the owner can check. */
  text: z.string(),
});
export type TimeSuggestion = z.infer<typeof timeSuggestionSchema>;

export const kindSuggestionSchema = z.object({
  kind: slotKindSchema,
  text: z.string(),
});
export type KindSuggestion = z.infer<typeof kindSuggestionSchema>;

export const postAgainSuggestionSchema = z.object({
  post_id: z.string(),
  title: z.string(),
  /** A brief for a new post built on the old one. */
  brief: z.string(),
  text: z.string(),
});
export type PostAgainSuggestion = z.infer<typeof postAgainSuggestionSchema>;

export const planSuggestionsSchema = z.object({
  /** Published posts with numbers from a network. */
  posts_with_numbers: z.number().int().nonnegative(),
  threshold: z.number().int().positive(),
  /** False: too few posts have numbers, and the planner uses general guidance. */
  from_own_results: z.boolean(),
  times: z.array(timeSuggestionSchema),
  kinds: z.array(kindSuggestionSchema),
  post_again: z.array(postAgainSuggestionSchema),
});
export type PlanSuggestions = z.infer<typeof planSuggestionsSchema>;

export const planSuggestionsQuerySchema = z.object({ user_email: emailSchema });
export const planSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: planSuggestionsSchema,
});
