import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fitToPlatforms } from '@core/platform-rules';
import { postProblems } from '@core/post-checks';
import type { PostRequest, PostWriter, WrittenPost } from '@core/post-writer';
import { sanitise } from '@core/sanitise';
import { writePost } from '@core/offline-writer/write-post';
import { AiServiceError, type OpenAiHttpClient } from '../openai-http';
import { buildPostPrompt, POST_JSON_SCHEMA } from './prompt';

const chatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** What the model must return; hashtags may come as a list or as one string. */
const modelPostSchema = z.object({
  title: z.string().max(2_000).default(''),
  caption: z.string().max(20_000).default(''),
  hashtags: z.union([z.array(z.string().max(200)).max(50), z.string().max(2_000)]).default([]),
});

function parseModelPost(content: string | null): WrittenPost {
  let value: unknown;
  try {
    value = JSON.parse(content ?? '');
  } catch (error) {
    throw new AiServiceError('bad_response', { cause: error });
  }
  const parsed = modelPostSchema.safeParse(value);
  if (!parsed.success) throw new AiServiceError('bad_response', { cause: parsed.error });
  const { title, caption, hashtags } = parsed.data;
  return { title, caption, hashtags: Array.isArray(hashtags) ? hashtags.join(' ') : hashtags };
}

/** Fields the user switched off stay empty, whatever the model wrote. */
function keepRequestedFields(post: WrittenPost, request: PostRequest): WrittenPost {
  return {
    title: request.titleGeneration ? post.title : '',
    caption: request.captionGeneration ? post.caption : '',
    hashtags: request.hashtagGeneration ? post.hashtags : '',
  };
}

export interface OpenAiWriterOptions {
  client: OpenAiHttpClient;
  model: string;
  log: FastifyBaseLogger;
}

/**
 * A writer backed by any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM,
 * LM Studio, OpenRouter), with structured output. The answer is cleaned and fitted to
 * the platforms like any post; one that still breaks a product rule (a caption outside
 * its length band, too few hashtags, a placeholder) is replaced by the offline writer's
 * post for the same request, and the problems are logged.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): PostWriter {
  return {
    async write(request) {
      const prompt = buildPostPrompt(request);
      const answer = await options.client.postJson(
        '/chat/completions',
        {
          model: options.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'social_post', strict: true, schema: POST_JSON_SCHEMA },
          },
        },
        chatAnswerSchema,
      );
      const raw = parseModelPost(answer.choices[0]?.message.content ?? null);
      const platforms = request.onboarding?.contentPrefs.platforms ?? [];
      const post = fitToPlatforms(sanitise(keepRequestedFields(raw, request)), platforms);
      const problems = postProblems(post, request).hard;
      if (problems.length === 0) return post;
      options.log.warn(
        { problems, model: options.model },
        'model post broke product rules; writing offline',
      );
      return writePost(request);
    },
  };
}
