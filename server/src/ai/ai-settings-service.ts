import type { FastifyBaseLogger } from 'fastify';
import {
  AI_SETTINGS_MESSAGES,
  type ListAiModelsResponse,
  type TestAiConnectionResponse,
} from '@contract/ai-settings';
import type { PostRequest } from '@core/post-writer';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import { storeOneMedia } from '../media/store-media';
import type { Storage } from '../storage/storage';
import { createOpenAiImageGenerator } from './image';
import { findLocalOllama, listProviderModels } from './model-discovery';
import type { ModelSettings } from './model-settings';
import { AiServiceError, createOpenAiHttpClient } from './openai-http';
import { createOpenAiWriter } from './text/openai-writer';

export interface AiSettingsServiceOptions {
  settings: ModelSettings;
  repos: Repositories;
  storage: Storage;
  log: FastifyBaseLogger;
  timeoutMs: number;
  /** Where a local Ollama is looked for (OLLAMA_URL). */
  ollamaUrl: string;
}

/** The short post "Test connection" asks for: a greeting anyone could post. */
const testRequest = (businessName: string | null): PostRequest => ({
  description: `A short hello to the customers of ${businessName ?? 'our business'}`,
  onboarding: null,
  businessDescription: businessName ?? 'A small local business',
  titleGeneration: false,
  seoEnabled: false,
  trendingEnabled: false,
  captionGeneration: true,
  captionLength: 'short',
  hashtagGeneration: false,
  variation: 0,
});

/** The saved text model writes the short post, with no offline stand-in. */
async function testText(
  options: AiSettingsServiceOptions,
  businessId: string,
  businessName: string | null,
) {
  const { settings, log, timeoutMs } = options;
  const ai = await settings.effective(businessId);
  if (!ai?.textModel) throw new HttpError(409, AI_SETTINGS_MESSAGES.notConfigured);
  const model = ai.textModel;
  let replaced = false;
  const writer = createOpenAiWriter({
    client: createOpenAiHttpClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeoutMs }),
    model,
    log,
    onReplaced: () => (replaced = true),
  });
  const post = await writer.write(testRequest(businessName));
  if (replaced) {
    return {
      ok: false as const,
      model,
      message: `${model} answered, but its post could not be used.`,
    };
  }
  return { ok: true as const, model, post: post.caption };
}

/** The saved image model draws one image, stored like any generated image. */
async function testImage(
  options: AiSettingsServiceOptions,
  businessId: string,
  businessName: string | null,
) {
  const { settings, repos, storage, timeoutMs } = options;
  const ai = await settings.effective(businessId);
  if (!ai?.imageModel) throw new HttpError(409, AI_SETTINGS_MESSAGES.noImageModel);
  const model = ai.imageModel;
  const generator = createOpenAiImageGenerator({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    model,
    timeoutMs,
  });
  const image = await generator.generate({
    headline: 'Hello from our shop',
    businessName,
    colors: [],
    useBrandColors: false,
    logo: null,
    logoPlacement: 'corner',
    photo: null,
    stylePreferences: '',
    quality: 'medium',
    outputCompression: 85,
  });
  const stored = await storeOneMedia(
    { bytes: image.bytes, contentType: 'image/jpeg', filename: 'model-test.jpg' },
    { storage, uploads: repos.uploads, businessId, kind: 'generated' },
  );
  return { ok: true as const, model, image_url: stored.url };
}

/**
 * What the Settings page asks of the writer settings (ADR 0057): the models a provider
 * lists, a test of the saved model with no offline stand-in (a failure is said as it is),
 * and a local Ollama.
 */
export function createAiSettingsService(options: AiSettingsServiceOptions) {
  const { settings, log, timeoutMs } = options;

  const listModels = async (
    businessId: string,
    request: { base_url: string; api_key?: string | undefined },
  ): Promise<ListAiModelsResponse> => {
    const apiKey = request.api_key ?? (await settings.storedKey(businessId));
    try {
      const models = await listProviderModels({ baseUrl: request.base_url, apiKey, timeoutMs });
      return { models };
    } catch (error) {
      if (!(error instanceof AiServiceError)) throw error;
      log.info({ status: error.status, reason: error.code }, 'provider did not list its models');
      throw new HttpError(422, AI_SETTINGS_MESSAGES.modelsFailed);
    }
  };

  const testConnection = async (
    businessId: string,
    businessName: string | null,
    kind: 'text' | 'image',
  ): Promise<TestAiConnectionResponse> => {
    try {
      return kind === 'text'
        ? await testText(options, businessId, businessName)
        : await testImage(options, businessId, businessName);
    } catch (error) {
      if (!(error instanceof AiServiceError)) throw error;
      const model =
        (await settings.effective(businessId))?.[kind === 'text' ? 'textModel' : 'imageModel'] ??
        '';
      log.warn(
        { status: error.status, providerCode: error.providerCode, reason: error.code, model },
        'model test failed',
      );
      return { ok: false, model, message: error.message };
    }
  };

  return {
    read: settings.read,
    save: settings.save,
    listModels,
    testConnection,
    findLocalModel: () => findLocalOllama(options.ollamaUrl),
  };
}
export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
