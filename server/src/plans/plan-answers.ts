import { API_MESSAGES } from '@contract/messages';
import type { Plan, PlanSettingsInput } from '@contract/plans';
import { planMonth } from '@core/plans/plan-month';
import { planRequest } from '@core/plans/plan-request';
import { businessProfileOf, businessTimeZoneOf } from '../business/business-profiles';
import { toPlan } from '../db/plan-rows';
import type { Repositories } from '../db/repositories';
import type { UserRow } from '../db/users';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { PlanModelCallsOf } from './plan-model-calls';

/**
 * A plan as its owner sees it, the owner's plan found by id, and a new month planned at
 * once from the owner's settings, brand and business profile.
 */
export function createPlanAnswers(options: {
  repos: Repositories;
  /** The model calls writing a plan will make, said before it starts. */
  modelCalls: PlanModelCallsOf;
  /** Plans one user may make in 24 hours (PLANS_PER_DAY). */
  plansPerDay: number;
}) {
  const { repos, modelCalls, plansPerDay } = options;
  return {
    /** The user's plan by id; 404 for an id that is not one or a plan of someone else. */
    async own(businessId: string, id: string) {
      const plan = isUuid(id) ? await repos.plans.findOwn(businessId, id) : undefined;
      if (!plan) throw new HttpError(404, API_MESSAGES.planNotFound);
      return plan;
    },

    /** The plan with its slots and progress, and its model calls while still planning. */
    async answer(planId: string): Promise<Plan> {
      const plan = await repos.plans.find(planId);
      if (!plan) throw new HttpError(404, API_MESSAGES.planNotFound);
      const answered = toPlan(plan, await repos.plans.slotsOf(planId));
      // Said while the owner can still change the plan; not asked again while it is written.
      if (plan.state === 'planning') answered.model_calls = await modelCalls(plan.businessId);
      return answered;
    },

    /** A new month planned and stored; 429 past the daily number of plans. */
    async create(user: UserRow, businessId: string, settings: PlanSettingsInput) {
      const profile = await repos.onboarding.find(businessId);
      const { timeZone } = await businessTimeZoneOf(repos, businessId);
      const request = planRequest(settings, {
        profile: profile ?? null,
        industry: user.industry,
        businessName: user.businessName,
        business: await businessProfileOf(repos, businessId),
      });
      const slots = planMonth(request.settings, request.context);
      const plan = await repos.plans.create(
        businessId,
        { month: settings.month, timeZone, country: settings.country },
        slots,
        plansPerDay,
      );
      if (!plan) throw new HttpError(429, API_MESSAGES.planDailyLimit);
      return plan;
    },
  };
}
export type PlanAnswers = ReturnType<typeof createPlanAnswers>;
