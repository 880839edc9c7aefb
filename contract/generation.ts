import { z } from 'zod';
import { writtenBySchema } from './ai-settings';
import { emailSchema, storableTextSchema } from './common';
import {
  CAPTION_LENGTHS,
  IMAGE_BACKGROUND,
  IMAGE_QUALITIES,
  LOGO_PLACEMENTS,
  OUTPUT_COMPRESSION,
  TEXT_LIMITS,
} from './constants';
import { onboardingDataSchema } from './onboarding';

export const captionLengthSchema = z.enum(CAPTION_LENGTHS);
export type CaptionLength = z.infer<typeof captionLengthSchema>;
export const logoPlacementSchema = z.enum(LOGO_PLACEMENTS);
export type LogoPlacement = z.infer<typeof logoPlacementSchema>;
export const imageQualitySchema = z.enum(IMAGE_QUALITIES);
export type ImageQuality = z.infer<typeof imageQualitySchema>;

/**
 * Which version of a post to write (writer rule 9, ADR 0012): the same number gives the
 * same post, another number another wording. The server picks one when the request has none, and
 * every text answer says which it used, so "Try another version" can ask for the next.
 */
export const MAX_VARIATION = 1_000_000;
export const variationSchema = z.number().int().min(0).max(MAX_VARIATION);

/** The text-generation switches shared by the brand-aware and anonymous generators. */
const textOptionsSchema = z.object({
  variation: variationSchema.optional(),
  post_desc: storableTextSchema
    .max(TEXT_LIMITS.postDescription, `must be at most ${TEXT_LIMITS.postDescription} characters`)
    .trim()
    .min(1, 'Please enter a post description.'),
  titleGeneration: z.boolean(),
  seoEnabled: z.boolean(),
  trendingEnabled: z.boolean(),
  captionGeneration: z.boolean(),
  captionLength: captionLengthSchema,
  hashtagGeneration: z.boolean(),
});

export const generateBrandAwareContentRequestSchema = textOptionsSchema.extend({
  /** product.md §7: the text call never generates the image. */
  imageGeneration: z.literal(false),
  user_email: emailSchema,
  onboarding_data: onboardingDataSchema.nullable(),
});
export type GenerateBrandAwareContentRequest = z.infer<
  typeof generateBrandAwareContentRequestSchema
>;

/** A caption and hashtags cut to fit one platform whose limit the chosen length exceeds. */
export const platformVariantSchema = z.object({
  caption: storableTextSchema.max(TEXT_LIMITS.caption),
  hashtags: storableTextSchema.max(TEXT_LIMITS.hashtags),
});
export type PlatformVariant = z.infer<typeof platformVariantSchema>;

/**
 * Shorter versions for selected platforms (ADR 0012). Only X today: its 280 weighted
 * characters never cut the caption length the user chose, so its version comes apart.
 */
export const postVariantsSchema = z.object({
  x: platformVariantSchema.optional(),
});
export type PostVariants = z.infer<typeof postVariantsSchema>;

/** product.md §3 Generated content. Fields the user switched off come back empty. */
export const generatedContentSchema = z.object({
  title: z.string(),
  caption: z.string(),
  hashtags: z.string(),
  image_url: z.string().nullable().optional(),
  variants: postVariantsSchema.optional(),
  /** The version written; absent only in answers stored before versions existed. */
  variation: variationSchema.optional(),
  /** Who wrote it (ADR 0057); absent from backends that predate it. */
  written_by: writtenBySchema.optional(),
  /**
   * True when a vague request had nothing to write from (ADR 0012, "asking for a detail"):
   * the caption holds only what the owner said about the business, not a post to publish,
   * and the screen asks for a detail instead. Absent (older backends) means false.
   */
  needs_detail: z.boolean().optional(),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

export const generateBrandAwareContentResponseSchema = generatedContentSchema.omit({
  image_url: true,
});
export type GenerateBrandAwareContentResponse = z.infer<
  typeof generateBrandAwareContentResponseSchema
>;

export const generateCombinedBrandImageRequestSchema = z.object({
  post_desc: storableTextSchema
    .max(TEXT_LIMITS.postDescription, `must be at most ${TEXT_LIMITS.postDescription} characters`)
    .trim()
    .min(1),
  /**
   * The post's title, printed on the image instead of the request (ADR 0020). Optional:
   * without it the server writes a headline from post_desc.
   */
  headline: storableTextSchema.max(TEXT_LIMITS.title).trim().optional(),
  user_email: emailSchema,
  onboarding_data: onboardingDataSchema.nullable(),
  use_brand_colors: z.boolean(),
  use_logo_integration: z.boolean(),
  use_brand_photo_reference: z.boolean(),
  use_advanced_settings: z.boolean(),
  brand_colors: z.array(storableTextSchema.max(TEXT_LIMITS.shortText)).max(TEXT_LIMITS.photos),
  logo_placement: logoPlacementSchema,
  reference_photo_index: z.number().int().min(0),
  style_preferences: storableTextSchema.max(TEXT_LIMITS.shortText),
  quality: imageQualitySchema,
  background: z.literal(IMAGE_BACKGROUND),
  output_compression: z.literal(OUTPUT_COMPRESSION),
});
export type GenerateCombinedBrandImageRequest = z.infer<
  typeof generateCombinedBrandImageRequestSchema
>;

/** product.md §7 says the prompt comes back as prompt or image_prompt. */
export const generateCombinedBrandImageResponseSchema = z.object({
  success: z.literal(true),
  image_url: z.string().min(1),
  prompt: z.string().optional(),
  image_prompt: z.string().optional(),
  /** Who made it (ADR 0057); absent from backends that predate it. */
  image_by: writtenBySchema.optional(),
});
export type GenerateCombinedBrandImageResponse = z.infer<
  typeof generateCombinedBrandImageResponseSchema
>;

export const generateContentRequestSchema = textOptionsSchema.extend({
  business_desc: storableTextSchema
    .max(TEXT_LIMITS.postDescription, `must be at most ${TEXT_LIMITS.postDescription} characters`)
    .trim()
    .min(1, 'Please describe your business.'),
  imageGeneration: z.boolean(),
});
export type GenerateContentRequest = z.infer<typeof generateContentRequestSchema>;

/** The anonymous result handed to /results (shape chosen in ADR 0002). */
export const generateContentResponseSchema = generatedContentSchema.extend({
  image_url: z.string().nullable(),
});
export type GenerateContentResponse = z.infer<typeof generateContentResponseSchema>;

/** product.md §3 Generation params, stored as JSON text inside a draft. */
export const generationParamsSchema = z.object({
  titleGeneration: z.boolean(),
  seoEnabled: z.boolean(),
  trendingEnabled: z.boolean(),
  captionGeneration: z.boolean(),
  captionLength: captionLengthSchema,
  imageGeneration: z.boolean(),
  hashtagGeneration: z.boolean(),
  imageUploadMode: z.boolean(),
  uploadedImageName: z.string().nullable(),
  useBrandColors: z.boolean(),
  useLogoIntegration: z.boolean(),
  useBrandPhotoReference: z.boolean(),
  useAdvancedSettings: z.boolean(),
  logoPlacement: logoPlacementSchema,
  referencePhotoIndex: z.number().int().min(0),
  imageQuality: imageQualitySchema,
  imageBackground: z.literal(IMAGE_BACKGROUND),
  stylePreferences: z.string(),
  outputCompression: z.literal(OUTPUT_COMPRESSION),
});
export type GenerationParams = z.infer<typeof generationParamsSchema>;

/** Reads a draft's generation_params text; null when it is missing or malformed. */
export function parseGenerationParams(text: string | null | undefined): GenerationParams | null {
  if (!text) return null;
  try {
    const parsed = generationParamsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
