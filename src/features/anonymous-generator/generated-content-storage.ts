import '@/lib/zod-no-eval';
import { z } from 'zod';
import {
  generateContentRequestSchema,
  generateContentResponseSchema,
  type GenerateContentRequest,
  type GenerateContentResponse,
} from '@contract/generation';

/** Kept for the tab's lifetime, so reloading /results still shows the post. */
export const GENERATED_CONTENT_STORAGE_KEY = 'smart-suite:generated-content';

/**
 * A result with the request that wrote it, so /results can ask for another version
 * of the same post as the visitor typed it. `request` is null for results kept
 * before requests were stored with them: those can be shown but not rewritten.
 */
export interface GeneratedPost {
  content: GenerateContentResponse;
  request: GenerateContentRequest | null;
}

export type ResultsRouterState = GeneratedPost;

const generatedPostSchema = z.object({
  content: generateContentResponseSchema,
  request: generateContentRequestSchema.nullable(),
});

export function storeGeneratedPost(post: GeneratedPost) {
  try {
    sessionStorage.setItem(GENERATED_CONTENT_STORAGE_KEY, JSON.stringify(post));
  } catch {
    // Storage can be full or blocked; router state still carries the result.
  }
}

function parse(value: unknown): GeneratedPost | null {
  const post = generatedPostSchema.safeParse(value);
  if (post.success) return post.data;
  // The content alone, as kept before the request was stored beside it.
  const content = generateContentResponseSchema.safeParse(value);
  return content.success ? { content: content.data, request: null } : null;
}

function readStored(): GeneratedPost | null {
  try {
    const text = sessionStorage.getItem(GENERATED_CONTENT_STORAGE_KEY);
    return text ? parse(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** The result handed over in router state, else the one kept for this tab. */
export function readGeneratedPost(routerState: unknown): GeneratedPost | null {
  return (routerState ? parse(routerState) : null) ?? readStored();
}
