import { z } from 'zod';
import { storableTextSchema } from './common';

/**
 * Which writer a business uses (ADR 0057): the built-in offline writer, or a model behind
 * any OpenAI-compatible API chosen in Settings. The API key goes one way: it is sent when
 * saved and never answered back, only its last four characters ("sk-…abcd").
 */

export const AI_WRITERS = ['offline', 'model'] as const;
export type AiWriter = (typeof AI_WRITERS)[number];

/** Providers whose OpenAI-compatible address is known; "custom" is any other. */
export const AI_PROVIDER_IDS = [
  'openai',
  'anthropic',
  'gemini',
  'mistral',
  'openrouter',
  'ollama',
  'custom',
] as const;
export const aiProviderSchema = z.enum(AI_PROVIDER_IDS);
export type AiProviderId = z.infer<typeof aiProviderSchema>;

/** Each preset's name and the address it fills in ("custom" leaves it to the owner). */
export const AI_PROVIDER_PRESETS: Record<AiProviderId, { label: string; baseUrl: string }> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1' },
  anthropic: { label: 'Anthropic', baseUrl: 'https://api.anthropic.com/v1' },
  gemini: {
    label: 'Google Gemini',
    baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
  },
  mistral: { label: 'Mistral', baseUrl: 'https://api.mistral.ai/v1' },
  openrouter: { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1' },
  ollama: { label: 'Ollama on this computer', baseUrl: 'http://127.0.0.1:11434/v1' },
  custom: { label: 'Another OpenAI-compatible address', baseUrl: '' },
};

/** Model calls one business may make a day, text and images apart, unless it says fewer. */
export const AI_DAILY_LIMIT_DEFAULTS = { text: 100, image: 20 } as const;
export const AI_DAILY_LIMIT_MAX = 10_000;

export const AI_SETTINGS_LIMITS = { baseUrl: 2_048, model: 200, apiKey: 1_000 } as const;

export const AI_SETTINGS_MESSAGES = {
  saved: 'Your writer settings are saved.',
  fixed: 'The writer is set by this installation and cannot be changed here.',
  baseUrl: 'Write the full address of the API, starting with https:// or http://',
  textModel: 'Choose the model that writes your posts.',
  notConfigured: 'Choose a model and save before testing.',
  noImageModel: 'Choose an image model and save before testing images.',
  noModels: 'The provider answered, but listed no models.',
  modelsFailed: 'The provider did not list its models. Check the address and the key.',
} as const;

const dailyLimitSchema = z.number().int().min(0).max(AI_DAILY_LIMIT_MAX);
const modelNameSchema = storableTextSchema.trim().max(AI_SETTINGS_LIMITS.model);
const baseUrlSchema = storableTextSchema
  .trim()
  .max(AI_SETTINGS_LIMITS.baseUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
    message: AI_SETTINGS_MESSAGES.baseUrl,
  });

/** Model calls made: today (UTC day) and this month, text and images apart. */
export const aiUsageSchema = z.object({
  text_today: z.number().int().min(0),
  image_today: z.number().int().min(0),
  text_month: z.number().int().min(0),
  image_month: z.number().int().min(0),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

/** GET /ai-settings: the effective settings; the key only as a hint. */
export const aiSettingsResponseSchema = z.object({
  writer: z.enum(AI_WRITERS),
  provider: aiProviderSchema,
  base_url: z.string(),
  text_model: z.string(),
  image_model: z.string(),
  /** "sk-…abcd", or null when no key is kept. */
  api_key_hint: z.string().nullable(),
  text_daily_limit: dailyLimitSchema,
  image_daily_limit: dailyLimitSchema,
  /** True when environment variables choose the writer: the page shows them, read-only. */
  fixed_by_installation: z.boolean(),
  usage: aiUsageSchema,
});
export type AiSettingsResponse = z.infer<typeof aiSettingsResponseSchema>;

/**
 * PUT /ai-settings. `api_key` absent keeps the stored key, "" removes it, any other text
 * replaces it.
 */
export const saveAiSettingsRequestSchema = z
  .object({
    writer: z.enum(AI_WRITERS),
    provider: aiProviderSchema,
    base_url: baseUrlSchema,
    text_model: modelNameSchema,
    image_model: modelNameSchema,
    api_key: storableTextSchema.trim().max(AI_SETTINGS_LIMITS.apiKey).optional(),
    text_daily_limit: dailyLimitSchema,
    image_daily_limit: dailyLimitSchema,
  })
  .superRefine((value, context) => {
    if (value.writer !== 'model') return;
    if (value.base_url === '') {
      context.addIssue({
        code: 'custom',
        path: ['base_url'],
        message: AI_SETTINGS_MESSAGES.baseUrl,
      });
    }
    if (value.text_model === '') {
      context.addIssue({
        code: 'custom',
        path: ['text_model'],
        message: AI_SETTINGS_MESSAGES.textModel,
      });
    }
  });
export type SaveAiSettingsRequest = z.infer<typeof saveAiSettingsRequestSchema>;

/** POST /ai-settings/models: the provider's `/models`; without a key the stored one is used. */
export const listAiModelsRequestSchema = z.object({
  base_url: baseUrlSchema.refine((value) => value !== '', AI_SETTINGS_MESSAGES.baseUrl),
  api_key: storableTextSchema.trim().max(AI_SETTINGS_LIMITS.apiKey).optional(),
});
export const listAiModelsResponseSchema = z.object({ models: z.array(z.string()) });
export type ListAiModelsResponse = z.infer<typeof listAiModelsResponseSchema>;

/**
 * Who wrote a post or made its image: the offline writer, a model, or the offline writer
 * standing in for a model that did not answer or whose daily limit was reached.
 */
export const writtenBySchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('offline') }),
  z.object({ by: z.literal('model'), model: z.string().min(1).max(AI_SETTINGS_LIMITS.model) }),
  z.object({
    by: z.literal('offline_fallback'),
    model: z.string().min(1).max(AI_SETTINGS_LIMITS.model),
    reason: z.enum(['no_answer', 'daily_limit']),
  }),
]);
export type WrittenBy = z.infer<typeof writtenBySchema>;

/** POST /ai-settings/test: one short post (or one image) from the saved model, or why not. */
export const testAiConnectionRequestSchema = z.object({ kind: z.enum(['text', 'image']) });
export const testAiConnectionResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    model: z.string(),
    /** The short post, for text. */
    post: z.string().optional(),
    /** The image's address, for images. */
    image_url: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), model: z.string(), message: z.string() }),
]);
export type TestAiConnectionResponse = z.infer<typeof testAiConnectionResponseSchema>;

/** GET /ai-settings/local-model: an Ollama found on this computer, and its chat models. */
export const localModelResponseSchema = z.object({
  found: z.boolean(),
  base_url: z.string(),
  models: z.array(z.string()),
});
export type LocalModelResponse = z.infer<typeof localModelResponseSchema>;
