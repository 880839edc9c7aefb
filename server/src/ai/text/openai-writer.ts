import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fitToPlatforms } from '@core/platform-rules';
import { postProblems } from '@core/post-checks';
import type { PostRequest, PostWriter, WrittenPost } from '@core/post-writer';
import { sanitise } from '@core/sanitise';
import { writePost } from '@core/offline-writer/write-post';
import { AiServiceError, type OpenAiHttpClient } from '../openai-http';
import { buildPostPrompt, buildRepairPrompt, POST_JSON_SCHEMA } from './prompt';

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
  /** Told when the model's post could not be used and the offline writer's stands in. */
  onReplaced?: () => void;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * A writer backed by any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM,
 * LM Studio, OpenRouter), with structured output (ADR 0012). The answer is cleaned and
 * fitted to the platforms like any post, then checked:
 *
 * - style notes (the length band, the business not named, emoji) are logged and the
 *   model's post is kept: they never discard it;
 * - hard problems (a dropped fact, an invented promise, HTML, a placeholder, a broken
 *   tag, a post over a platform's limits) get one repair round, the problems listed to
 *   the model; only when the repair still has hard problems does the offline writer's
 *   post for the same request stand in, and the log says why.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): PostWriter {
  const ask = async (messages: ChatMessage[]) => {
    const answer = await options.client.postJson(
      '/chat/completions',
      {
        model: options.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'social_post', strict: true, schema: POST_JSON_SCHEMA },
        },
      },
      chatAnswerSchema,
    );
    return answer.choices[0]?.message.content ?? null;
  };

  const checked = (content: string | null, request: PostRequest) => {
    const raw = parseModelPost(content);
    const platforms = request.onboarding?.contentPrefs.platforms ?? [];
    const post = fitToPlatforms(sanitise(keepRequestedFields(raw, request)), platforms);
    return { post, problems: postProblems(post, request) };
  };

  return {
    async write(request) {
      const prompt = buildPostPrompt(request);
      const messages: ChatMessage[] = [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ];
      const content = await ask(messages);
      const first = checked(content, request);
      if (first.problems.hard.length === 0) {
        if (first.problems.style.length) {
          options.log.info(
            { notes: first.problems.style, model: options.model },
            'model post kept despite style notes',
          );
        }
        return first.post;
      }

      options.log.warn(
        { problems: first.problems.hard, model: options.model },
        'model post has hard problems; asking for one repair',
      );
      let repaired: ReturnType<typeof checked>;
      try {
        repaired = checked(
          await ask([
            ...messages,
            { role: 'assistant', content: content ?? '' },
            { role: 'user', content: buildRepairPrompt(first.problems.hard) },
          ]),
          request,
        );
      } catch (error) {
        if (!(error instanceof AiServiceError)) throw error;
        options.log.warn(
          { err: error, model: options.model },
          'model repair failed; writing offline',
        );
        options.onReplaced?.();
        return writePost(request);
      }
      if (repaired.problems.hard.length === 0) {
        options.log.info({ model: options.model }, 'repaired model post kept');
        return repaired.post;
      }
      options.log.warn(
        { problems: repaired.problems.hard, model: options.model },
        'repaired model post still has hard problems; writing offline',
      );
      options.onReplaced?.();
      return writePost(request);
    },
  };
}
