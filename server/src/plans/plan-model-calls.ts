import type { PlanModelCalls } from '@contract/plans';
import { planModelCalls } from '@core/plans/plan-model-calls';
import { wantsPlanImage } from '@core/plans/written-slot';
import type { ModelSettings } from '../ai/model-settings';
import type { Repositories } from '../db/repositories';

/**
 * The model calls writing a plan will make for a business (ADR 0057), from what the plan
 * writer calls: the business's effective writer and image model, whether its brand wants
 * images, and the day's calls left under its limits.
 */
export function createPlanModelCalls(options: {
  settings: ModelSettings;
  repos: Repositories;
  now: () => Date;
}) {
  const { settings, repos, now } = options;
  return async (businessId: string): Promise<PlanModelCalls | null> => {
    const ai = await settings.effective(businessId);
    if (!ai) return null;
    const [profile, usage] = await Promise.all([
      repos.onboarding.find(businessId),
      repos.aiSettings.usage(businessId, now()),
    ]);
    return planModelCalls({
      textModel: ai.textModel,
      imageModel: ai.imageModel,
      images: wantsPlanImage(profile),
      dailyLimits: ai.dailyLimits,
      usedToday: { text: usage.text_today, image: usage.image_today },
    });
  };
}
export type PlanModelCallsOf = ReturnType<typeof createPlanModelCalls>;
