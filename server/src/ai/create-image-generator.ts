import type { Config } from '../config';
import {
  createOfflineImageGenerator,
  createOpenAiImageGenerator,
  type ImageGenerator,
} from './image';
import { AiServiceError } from './openai-http';

/** A model failure is answered with the offline renderer's image instead of an error. */
function withOfflineFallback(generator: ImageGenerator, offline: ImageGenerator): ImageGenerator {
  return {
    name: `${generator.name} (offline fallback)`,
    async generate(input) {
      try {
        return await generator.generate(input);
      } catch (error) {
        if (!(error instanceof AiServiceError)) throw error;
        return offline.generate(input);
      }
    },
  };
}

/** The offline renderer by default; any OpenAI-compatible image model when configured. */
export function createImageGenerator(config: Config): ImageGenerator {
  const offline = createOfflineImageGenerator();
  if (config.AI_IMAGE_PROVIDER === 'offline' || !config.AI_IMAGE_MODEL) return offline;
  const model = createOpenAiImageGenerator({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY ?? '',
    model: config.AI_IMAGE_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
  return config.AI_FALLBACK === 'offline' ? withOfflineFallback(model, offline) : model;
}
