import { planSuggestionsSchema, type PlanSuggestions } from '@contract/plans';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { learnFromResults } from '@core/plans/learn-from-results';

/**
 * The mock backend publishes nothing (handlers/integrations.ts), so its owner has no
 * results and the planner answers with general guidance, through the same `core/` function
 * as the server. A stand-in answer can be set for a look at the suggestions in development:
 * from a test, or in the browser under this storage key, parsed with the contract.
 */
export const MOCK_PLAN_SUGGESTIONS_KEY = 'smart-suite:mock-plan-suggestions';

let standIn: PlanSuggestions | null = null;
export function setMockPlanSuggestions(suggestions: PlanSuggestions | null) {
  standIn = suggestions;
}

function storedStandIn(): PlanSuggestions | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(MOCK_PLAN_SUGGESTIONS_KEY);
    return stored ? planSuggestionsSchema.parse(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

export function mockPlanSuggestions(timeZone: string | undefined, now: Date): PlanSuggestions {
  return (
    standIn ??
    storedStandIn() ??
    learnFromResults({ results: [], timeZone: timeZone ?? DEFAULT_TIME_ZONE, now })
  );
}
