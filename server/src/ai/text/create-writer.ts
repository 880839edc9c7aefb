import type { FastifyBaseLogger } from 'fastify';
import { offlineWriter } from '@core/offline-writer/write-post';
import type { PostWriter } from '@core/post-writer';
import type { Config } from '../../config';
import { AiServiceError, createOpenAiHttpClient } from '../openai-http';
import { createOpenAiWriter } from './openai-writer';

/** A provider failure answers with the offline writer's post instead of an error. */
export function withOfflineFallback(writer: PostWriter, log: FastifyBaseLogger): PostWriter {
  return {
    async write(request) {
      try {
        return await writer.write(request);
      } catch (error) {
        if (!(error instanceof AiServiceError)) throw error;
        log.warn(
          { err: error, status: error.status, providerCode: error.providerCode },
          'AI provider failed; writing offline',
        );
        return offlineWriter.write(request);
      }
    },
  };
}

/** The writer the configuration asks for: offline by default, any OpenAI-compatible API otherwise. */
export function createWriter(config: Config, log: FastifyBaseLogger): PostWriter {
  if (config.AI_TEXT_PROVIDER === 'offline' || !config.AI_TEXT_MODEL) return offlineWriter;
  const writer = createOpenAiWriter({
    client: createOpenAiHttpClient({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY ?? '',
      timeoutMs: config.AI_TIMEOUT_MS,
    }),
    model: config.AI_TEXT_MODEL,
    log,
  });
  return config.AI_FALLBACK === 'offline' ? withOfflineFallback(writer, log) : writer;
}
