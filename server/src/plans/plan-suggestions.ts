import type { PlanSuggestions } from '@contract/plans';
import { learnFromResults } from '@core/plans/learn-from-results';
import { businessTimeZoneOf } from '../business/business-profiles';
import type { Repositories } from '../db/repositories';

/** The year of posts the planner learns from: older habits and audiences have moved on. */
const LEARNING_DAYS = 365;

/** The month planner's suggestions from the owner's own results, in the business's zone. */
export async function planSuggestionsOf(
  repos: Repositories,
  businessId: string,
  now: Date,
): Promise<PlanSuggestions> {
  const since = new Date(now.getTime() - LEARNING_DAYS * 86_400_000);
  const [{ timeZone }, results] = await Promise.all([
    businessTimeZoneOf(repos, businessId),
    repos.metrics.resultsForPlanning(businessId, since),
  ]);
  return learnFromResults({ results, timeZone, now });
}
