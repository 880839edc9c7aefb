import {
  AI_DAILY_LIMIT_DEFAULTS,
  AI_PROVIDER_IDS,
  AI_PROVIDER_PRESETS,
  AI_SETTINGS_MESSAGES,
  type AiProviderId,
  type AiSettingsResponse,
  type SaveAiSettingsRequest,
} from '@contract/ai-settings';
import type { Config } from '../config';
import type { AiSettingsRow } from '../db/ai-settings';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import { sealedPlace, type TokenCipher } from '../social/token-crypto';

/** What the server calls for one business: a model for text and/or images, or none. */
export interface EffectiveAi {
  /** `installation`: environment variables (they win); `business`: the Settings page. */
  source: 'installation' | 'business';
  baseUrl: string;
  apiKey: string;
  textModel: string | null;
  imageModel: string | null;
  /** Whether a model failure is answered by the offline writer (always, from Settings). */
  fallback: boolean;
  /** Calls a day, text and images apart; null for no daily limit. */
  dailyLimits: { text: number; image: number } | null;
}

/** What the page shows of a key: its first three and last four characters, or nothing. */
export function apiKeyHint(key: string): string {
  return key.length >= 12 ? `${key.slice(0, 3)}…${key.slice(-4)}` : '…';
}

/** True when environment variables choose a model: the page then shows them read-only. */
export const fixedByInstallation = (config: Config) =>
  config.AI_TEXT_PROVIDER === 'openai' || config.AI_IMAGE_PROVIDER === 'openai';

const presetFor = (baseUrl: string): AiProviderId =>
  AI_PROVIDER_IDS.find(
    (id) => id !== 'custom' && AI_PROVIDER_PRESETS[id].baseUrl === baseUrl.replace(/\/+$/, ''),
  ) ?? 'custom';

/** The installation's writer, as the page shows it (read-only). */
const installationSettings = (config: Config): Omit<AiSettingsResponse, 'usage'> => ({
  writer: 'model',
  provider: presetFor(config.AI_BASE_URL),
  base_url: config.AI_BASE_URL,
  text_model: config.AI_TEXT_PROVIDER === 'openai' ? (config.AI_TEXT_MODEL ?? '') : '',
  image_model: config.AI_IMAGE_PROVIDER === 'openai' ? (config.AI_IMAGE_MODEL ?? '') : '',
  api_key_hint: config.AI_API_KEY ? apiKeyHint(config.AI_API_KEY) : null,
  text_daily_limit: AI_DAILY_LIMIT_DEFAULTS.text,
  image_daily_limit: AI_DAILY_LIMIT_DEFAULTS.image,
  fixed_by_installation: true,
});

/** The business's saved writer, or the built-in one before any save. */
const businessSettings = (row: AiSettingsRow | undefined): Omit<AiSettingsResponse, 'usage'> => ({
  writer: row?.writer ?? 'offline',
  provider: row?.provider ?? 'openai',
  base_url: row?.baseUrl ?? AI_PROVIDER_PRESETS.openai.baseUrl,
  text_model: row?.textModel ?? '',
  image_model: row?.imageModel ?? '',
  api_key_hint: row?.apiKeyHint ?? null,
  text_daily_limit: row?.textDailyLimit ?? AI_DAILY_LIMIT_DEFAULTS.text,
  image_daily_limit: row?.imageDailyLimit ?? AI_DAILY_LIMIT_DEFAULTS.image,
  fixed_by_installation: false,
});

/** The environment's model, or null; visitors of the anonymous generator only ever get this. */
export const installationAi = (config: Config): EffectiveAi | null =>
  fixedByInstallation(config)
    ? {
        source: 'installation',
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY ?? '',
        textModel: config.AI_TEXT_PROVIDER === 'openai' ? (config.AI_TEXT_MODEL ?? null) : null,
        imageModel: config.AI_IMAGE_PROVIDER === 'openai' ? (config.AI_IMAGE_MODEL ?? null) : null,
        fallback: config.AI_FALLBACK === 'offline',
        dailyLimits: null,
      }
    : null;

export interface ModelSettingsOptions {
  config: Config;
  repos: Repositories;
  cipher: TokenCipher;
  now: () => Date;
}

/**
 * The business's writer settings (ADR 0057): read with the key only as a hint, saved with
 * the key sealed, and resolved per request into what the writer and the image maker call.
 */
export function createModelSettings(options: ModelSettingsOptions) {
  const { config, repos, cipher, now } = options;

  const read = async (businessId: string): Promise<AiSettingsResponse> => {
    const usage = await repos.aiSettings.usage(businessId, now());
    if (fixedByInstallation(config)) return { ...installationSettings(config), usage };
    return { ...businessSettings(await repos.aiSettings.find(businessId)), usage };
  };

  /** The key to keep: the one sent, none when "" was sent, else the stored one. */
  const keyToKeep = (
    businessId: string,
    sent: string | undefined,
    row: AiSettingsRow | undefined,
  ) => {
    if (sent === undefined) {
      return { apiKeySealed: row?.apiKeySealed ?? null, apiKeyHint: row?.apiKeyHint ?? null };
    }
    if (sent === '') return { apiKeySealed: null, apiKeyHint: null };
    return {
      apiKeySealed: cipher.encrypt(sent, sealedPlace.aiApiKey(businessId)),
      apiKeyHint: apiKeyHint(sent),
    };
  };

  const save = async (businessId: string, request: SaveAiSettingsRequest) => {
    if (fixedByInstallation(config)) throw new HttpError(409, AI_SETTINGS_MESSAGES.fixed);
    const row = await repos.aiSettings.find(businessId);
    await repos.aiSettings.save(businessId, {
      writer: request.writer,
      provider: request.provider,
      baseUrl: request.base_url.replace(/\/+$/, ''),
      textModel: request.text_model,
      imageModel: request.image_model,
      textDailyLimit: request.text_daily_limit,
      imageDailyLimit: request.image_daily_limit,
      ...keyToKeep(businessId, request.api_key, row),
    });
    return read(businessId);
  };

  /** The stored key in clear, for a call to the provider only; "" when none. */
  const storedKey = async (businessId: string): Promise<string> => {
    const row = await repos.aiSettings.find(businessId);
    return row?.apiKeySealed
      ? cipher.decrypt(row.apiKeySealed, sealedPlace.aiApiKey(businessId))
      : '';
  };

  const effectiveForVisitor = () => installationAi(config);

  const effective = async (businessId: string): Promise<EffectiveAi | null> => {
    if (fixedByInstallation(config)) return effectiveForVisitor();
    const row = await repos.aiSettings.find(businessId);
    if (row?.writer !== 'model' || !row.textModel) return null;
    return {
      source: 'business',
      baseUrl: row.baseUrl,
      apiKey: row.apiKeySealed
        ? cipher.decrypt(row.apiKeySealed, sealedPlace.aiApiKey(businessId))
        : '',
      textModel: row.textModel,
      imageModel: row.imageModel || null,
      fallback: true,
      dailyLimits: { text: row.textDailyLimit, image: row.imageDailyLimit },
    };
  };

  return { read, save, storedKey, effective, effectiveForVisitor };
}
export type ModelSettings = ReturnType<typeof createModelSettings>;
