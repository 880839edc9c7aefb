import type { PlanModelCalls } from '@contract/plans';
import { planModelCalls } from '@core/plans/plan-model-calls';
import { wantsPlanImage } from '@core/plans/written-slot';
import { getDb } from './db';

/**
 * The model calls writing a plan would make, as the server says them (ADR 0057), from the
 * owner's saved writer. The mock calls no model and counts no calls, so all are left today.
 */
export function mockPlanModelCalls(userEmail: string): PlanModelCalls | null {
  const db = getDb();
  const user = db.findUserByEmail(userEmail);
  const settings = user ? db.findAiSettings(user.id) : undefined;
  if (!user || settings?.writer !== 'model' || !settings.text_model) return null;
  return planModelCalls({
    textModel: settings.text_model,
    imageModel: settings.image_model || null,
    images: wantsPlanImage(db.findOnboarding(user.id)?.data),
    dailyLimits: { text: settings.text_daily_limit, image: settings.image_daily_limit },
    usedToday: { text: 0, image: 0 },
  });
}
