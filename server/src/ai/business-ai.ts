import type { FastifyBaseLogger } from 'fastify';
import type { WrittenBy } from '@contract/ai-settings';
import { writeSourcedPost } from '@core/offline-writer/write-post';
import type { PostRequest, PostWriter, WrittenPost } from '@core/post-writer';
import type { Repositories } from '../db/repositories';
import type { AiCallKind } from '../db/ai-settings';
import {
  createOfflineImageGenerator,
  createOpenAiImageGenerator,
  type BrandImageInput,
  type BrandImageResult,
  type ImageGenerator,
} from './image';
import { AiServiceError, createOpenAiHttpClient } from './openai-http';
import type { EffectiveAi, ModelSettings } from './model-settings';
import { createOpenAiWriter } from './text/openai-writer';

export interface AttributedPost {
  post: WrittenPost;
  writtenBy: WrittenBy;
  /**
   * True when the offline writer had nothing to write a vague request from: the post is
   * not one to publish, and the owner is asked for a detail (ADR 0012). A model's post never.
   */
  needsDetail: boolean;
}

export interface AttributedImage {
  image: BrandImageResult;
  imageBy: WrittenBy;
}

const OFFLINE: WrittenBy = { by: 'offline' };
/** The installation's calls are counted but not limited (AI_RATE_LIMIT bounds them). */
const UNLIMITED = 2_147_483_647;

export interface BusinessAiOptions {
  settings: ModelSettings;
  repos: Repositories;
  log: FastifyBaseLogger;
  now: () => Date;
  timeoutMs: number;
  /** Tests only: stand-ins for the installation's writer and image maker. */
  installationWriter?: PostWriter;
  installationImages?: ImageGenerator;
}

/** The offline writer's post, with whether it needs a detail from the owner. */
function writeOffline(request: PostRequest, writtenBy: WrittenBy): AttributedPost {
  const { post, needsDetail } = writeSourcedPost(request);
  return { post, writtenBy, needsDetail };
}

/** One call of the day's allowance; false (and logged) when it is spent. Visitors are not counted. */
async function takeCall(
  options: BusinessAiOptions,
  businessId: string | null,
  ai: EffectiveAi,
  kind: AiCallKind,
  model: string,
): Promise<boolean> {
  const { repos, log, now } = options;
  if (businessId === null) return true;
  const limit = ai.dailyLimits?.[kind] ?? UNLIMITED;
  const taken = await repos.aiSettings.takeCall(businessId, kind, limit, now());
  if (!taken)
    log.warn(
      { model, kind, reason: 'daily_limit' },
      'model calls for today spent; working offline',
    );
  return taken;
}

/** A model failure answered offline, logged with its reason (never the key). */
function logFallback(
  log: FastifyBaseLogger,
  error: AiServiceError,
  model: string,
  message: string,
) {
  const { status, providerCode, code: reason } = error;
  log.warn({ err: error, model, status, providerCode, reason }, message);
}

/** The model's writer (or the installation's stand-in in tests). */
function modelWriter(
  options: BusinessAiOptions,
  ai: EffectiveAi,
  model: string,
  onReplaced: () => void,
): PostWriter {
  if (options.installationWriter && ai.source === 'installation') return options.installationWriter;
  const { log, timeoutMs } = options;
  const client = createOpenAiHttpClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeoutMs });
  return createOpenAiWriter({ client, model, log, onReplaced });
}

/** The model's image maker (or the installation's stand-in in tests). */
function modelImages(options: BusinessAiOptions, ai: EffectiveAi, model: string): ImageGenerator {
  if (options.installationImages && ai.source === 'installation') return options.installationImages;
  const { baseUrl, apiKey } = ai;
  return createOpenAiImageGenerator({ baseUrl, apiKey, model, timeoutMs: options.timeoutMs });
}

/**
 * Writes posts and makes images with the business's effective writer (ADR 0057), and says
 * who did: the offline writer, the model, or the offline writer standing in for a model
 * that failed or whose daily calls are spent. Each stand-in is logged with its reason.
 */
export function createBusinessAi(options: BusinessAiOptions) {
  const { settings, log } = options;
  const offlineImages = createOfflineImageGenerator();

  /** The business's writer, or for a visitor (null) the installation's alone. */
  const effectiveFor = async (businessId: string | null) =>
    businessId ? settings.effective(businessId) : settings.effectiveForVisitor();

  const writePost = async (
    businessId: string | null,
    request: PostRequest,
  ): Promise<AttributedPost> => {
    const ai = await effectiveFor(businessId);
    const model = ai?.textModel;
    if (!ai || !model) {
      if (!options.installationWriter) return writeOffline(request, OFFLINE);
      const post = await options.installationWriter.write(request);
      return { post, writtenBy: OFFLINE, needsDetail: false };
    }
    if (!(await takeCall(options, businessId, ai, 'text', model))) {
      return writeOffline(request, { by: 'offline_fallback', model, reason: 'daily_limit' });
    }
    let replaced = false;
    try {
      const post = await modelWriter(options, ai, model, () => (replaced = true)).write(request);
      if (!replaced) return { post, writtenBy: { by: 'model', model }, needsDetail: false };
      // The offline writer's post stands in for the model's: whether it needs a detail is
      // the offline writer's to say, and the same request gives it the same answer.
      const { needsDetail } = writeSourcedPost(request);
      return {
        post,
        writtenBy: { by: 'offline_fallback', model, reason: 'no_answer' },
        needsDetail,
      };
    } catch (error) {
      if (!(error instanceof AiServiceError) || !ai.fallback) throw error;
      logFallback(log, error, model, 'AI provider failed; writing offline');
      return writeOffline(request, { by: 'offline_fallback', model, reason: 'no_answer' });
    }
  };

  const makeImage = async (
    businessId: string | null,
    input: BrandImageInput,
  ): Promise<AttributedImage> => {
    const ai = await effectiveFor(businessId);
    const model = ai?.imageModel;
    if (!ai || !model) {
      const images = options.installationImages ?? offlineImages;
      return { image: await images.generate(input), imageBy: OFFLINE };
    }
    if (!(await takeCall(options, businessId, ai, 'image', model))) {
      const image = await offlineImages.generate(input);
      return { image, imageBy: { by: 'offline_fallback', model, reason: 'daily_limit' } };
    }
    try {
      return {
        image: await modelImages(options, ai, model).generate(input),
        imageBy: { by: 'model', model },
      };
    } catch (error) {
      if (!(error instanceof AiServiceError) || !ai.fallback) throw error;
      logFallback(log, error, model, 'AI image provider failed; drawing offline');
      const image = await offlineImages.generate(input);
      return { image, imageBy: { by: 'offline_fallback', model, reason: 'no_answer' } };
    }
  };

  return { writePost, makeImage };
}
export type BusinessAi = ReturnType<typeof createBusinessAi>;
