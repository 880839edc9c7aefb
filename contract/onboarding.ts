import { z } from 'zod';
import { emailSchema, hexColorSchema, storableTextSchema } from './common';
import {
  EMPLOYEE_RANGES,
  HASHTAG_STYLES,
  MAX_BRAND_COLORS,
  PLATFORMS,
  POSTS_PER_MONTH,
  POST_LENGTHS,
  TAGLINE_MAX_LENGTH,
  TEXT_LIMITS,
} from './constants';

const shortText = storableTextSchema.max(
  TEXT_LIMITS.shortText,
  `must be at most ${TEXT_LIMITS.shortText} characters`,
);
const urlText = storableTextSchema.max(
  TEXT_LIMITS.imageUrl,
  `must be at most ${TEXT_LIMITS.imageUrl} characters`,
);

export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;
export const postLengthSchema = z.enum(POST_LENGTHS);
export type PostLength = z.infer<typeof postLengthSchema>;
/** 'None' is accepted from stored data: product.md §4 says such a style presets nothing. */
export const hashtagStyleSchema = z.enum([...HASHTAG_STYLES, 'None']);
export type HashtagStyle = z.infer<typeof hashtagStyleSchema>;
export const employeeRangeSchema = z.enum(EMPLOYEE_RANGES);

export const onboardingDataSchema = z.object({
  business: z.object({
    name: shortText.trim().min(1, 'Business name is required'),
    industry: shortText.default(''),
    city: shortText.default(''),
    employees: z.union([employeeRangeSchema, z.literal('')]).default(''),
    /** The business's website, as the landing page's call to action carries it in. */
    website: urlText.optional(),
  }),
  brandAssets: z.object({
    logoUrl: urlText.nullable().default(null),
    colors: z.array(hexColorSchema).max(MAX_BRAND_COLORS).default([]),
    photos: z.array(urlText).max(TEXT_LIMITS.photos).default([]),
    tagline: storableTextSchema.max(TAGLINE_MAX_LENGTH).default(''),
    samplePosts: z
      .array(storableTextSchema.max(TEXT_LIMITS.samplePost))
      .max(TEXT_LIMITS.samplePosts)
      .default([]),
  }),
  contentPrefs: z.object({
    platforms: z.array(platformSchema).default([]),
    postsPerMonth: z.number().int().min(POSTS_PER_MONTH.min).max(POSTS_PER_MONTH.max),
    postLength: postLengthSchema,
    aiVisuals: z.boolean(),
    hashtagStyle: hashtagStyleSchema,
  }),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;
export type OnboardingDataInput = z.input<typeof onboardingDataSchema>;

/** The server may return onboarding data as JSON text or as an object (product.md §3). */
export const rawOnboardingDataSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);

/**
 * Normalises onboarding data that arrives as a JSON string or an object.
 * Returns null when it is absent, not JSON, or not onboarding data.
 */
export function normaliseOnboardingData(raw: unknown): OnboardingData | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = onboardingDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Who a write is for (product.md §7): user_email, else google_id, else facebook_id. */
export const userIdentifierSchema = z.object({
  user_email: emailSchema.optional(),
  google_id: shortText.min(1).optional(),
  facebook_id: shortText.min(1).optional(),
});
export type UserIdentifier = z.infer<typeof userIdentifierSchema>;

const hasIdentifier = (value: UserIdentifier) =>
  Boolean(value.user_email || value.google_id || value.facebook_id);

export const saveOnboardingRequestSchema = userIdentifierSchema
  .extend({
    name: shortText.nullish(),
    business_name: shortText.nullish(),
    industry: shortText.nullish(),
    location: shortText.nullish(),
    employees: shortText.nullish(),
    onboarding_data: onboardingDataSchema,
  })
  .refine(hasIdentifier, { message: 'No user identification found' });
export type SaveOnboardingRequest = z.infer<typeof saveOnboardingRequestSchema>;

export const saveOnboardingResponseSchema = z.object({
  success: z.literal(true).optional(),
  user_id: z.union([z.string(), z.number()]),
});
export type SaveOnboardingResponse = z.infer<typeof saveOnboardingResponseSchema>;

/**
 * GET /onboarding/{id} and /onboarding/by-email/{email}. A user known to the server but
 * not onboarded yet may come back with null data: that reads as "no profile", like 404.
 */
export const getOnboardingResponseSchema = z.object({
  user_id: z.union([z.string(), z.number()]).optional(),
  user_email: z.string().nullish(),
  onboarding_data: rawOnboardingDataSchema.nullable(),
});
export type GetOnboardingResponse = z.infer<typeof getOnboardingResponseSchema>;

export const brandAssetsResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  brand_assets: z.object({
    logos: z.object({ count: z.number().int().min(0) }),
    photos: z.object({
      count: z.number().int().min(0),
      files: z.array(z.object({ filename: z.string(), url: z.string().optional() })),
    }),
  }),
});
export type BrandAssetsResponse = z.infer<typeof brandAssetsResponseSchema>;
export type BrandAssets = BrandAssetsResponse['brand_assets'];
