import { z } from 'zod';
import type { LocalModelResponse } from '@contract/ai-settings';
import { createOpenAiHttpClient } from './openai-http';

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string().min(1) })) });

/** The models an OpenAI-compatible API lists at `/models`, sorted by name. */
export async function listProviderModels(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): Promise<string[]> {
  const client = createOpenAiHttpClient({ ...options, maxRetryWaitMs: 0 });
  const answer = await client.getJson('/models', modelListSchema);
  return [...new Set(answer.data.map((model) => model.id))].sort();
}

const ollamaTagsSchema = z.object({
  models: z.array(
    z.object({
      name: z.string().min(1),
      details: z
        .object({ families: z.array(z.string()).nullish() })
        .partial()
        .nullish(),
    }),
  ),
});

/** Embedding models cannot write a post; their names or families say what they are. */
const isChatModel = (model: z.infer<typeof ollamaTagsSchema>['models'][number]) =>
  !/embed/i.test(model.name) &&
  !(model.details?.families ?? []).some((family) => /bert|embed/i.test(family));

/** How long to wait for a local Ollama: it answers at once or is not there. */
const LOCAL_WAIT_MS = 1_500;

/**
 * Looks for Ollama at `ollamaUrl` (its default address, or OLLAMA_URL) and lists its chat
 * models from `/api/tags`. Only this computer's address is asked: nothing leaves it.
 */
export async function findLocalOllama(ollamaUrl: string): Promise<LocalModelResponse> {
  const base = ollamaUrl.replace(/\/+$/, '');
  const notFound = { found: false, base_url: `${base}/v1`, models: [] };
  try {
    const response = await fetch(`${base}/api/tags`, {
      signal: AbortSignal.timeout(LOCAL_WAIT_MS),
    });
    if (!response.ok) return notFound;
    const parsed = ollamaTagsSchema.safeParse(await response.json());
    if (!parsed.success) return notFound;
    const models = parsed.data.models.filter(isChatModel).map((model) => model.name);
    return { found: models.length > 0, base_url: `${base}/v1`, models };
  } catch {
    return notFound;
  }
}
