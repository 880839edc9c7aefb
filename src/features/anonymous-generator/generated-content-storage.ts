import '@/lib/zod-no-eval';
import { generateContentResponseSchema, type GenerateContentResponse } from '@contract/generation';

/** Kept for the tab's lifetime, so reloading /results still shows the post. */
export const GENERATED_CONTENT_STORAGE_KEY = 'smart-suite:generated-content';

export function storeGeneratedContent(content: GenerateContentResponse) {
  try {
    sessionStorage.setItem(GENERATED_CONTENT_STORAGE_KEY, JSON.stringify(content));
  } catch {
    // Storage can be full or blocked; router state still carries the result.
  }
}

function parse(value: unknown): GenerateContentResponse | null {
  const parsed = generateContentResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function readStored(): GenerateContentResponse | null {
  try {
    const text = sessionStorage.getItem(GENERATED_CONTENT_STORAGE_KEY);
    return text ? parse(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** The result handed over in router state, else the one kept for this tab. */
export function readGeneratedContent(routerState: unknown): GenerateContentResponse | null {
  const fromState =
    routerState && typeof routerState === 'object' && 'content' in routerState
      ? parse((routerState as { content: unknown }).content)
      : null;
  return fromState ?? readStored();
}

export interface ResultsRouterState {
  content: GenerateContentResponse;
}
