import { API_MESSAGES } from '@contract/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { planMonth } from '@core/plans/plan-month';
import { planRequest } from '@core/plans/plan-request';
import type { Billing } from '../billing/billing';
import { businessProfileOf, businessTimeZoneOf } from '../business/business-profiles';
import { toPlan } from '../db/plan-rows';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { PlanModelCallsOf } from '../plans/plan-model-calls';
import type { PlanWriting } from '../plans/plan-writing';

const idParams = z.object({ id: z.string().max(200) });
const slotParams = z.object({ id: z.string().max(200), slotId: z.string().max(200) });

/**
 * Planning a month, writing it with jobs, following the progress, cancelling, retrying, in
 * the signed-in scope; cancelling and retrying are the plan writing service's transitions.
 */
export async function planRoutes(
  app: FastifyInstance,
  options: {
    repos: Repositories;
    writing: PlanWriting;
    /** The model calls writing a plan will make, said before it starts. */
    modelCalls: PlanModelCallsOf;
    billing: Billing;
    /** Plans one user may make in 24 hours (PLANS_PER_DAY). */
    plansPerDay: number;
  },
) {
  const { repos, writing, modelCalls, billing, plansPerDay } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const ownPlan = async (userId: string, id: string) => {
    const plan = isUuid(id) ? await repos.plans.findOwn(userId, id) : undefined;
    if (!plan) throw new HttpError(404, API_MESSAGES.planNotFound);
    return plan;
  };
  const answer = async (planId: string) => {
    const plan = await repos.plans.find(planId);
    if (!plan) throw new HttpError(404, API_MESSAGES.planNotFound);
    const answered = toPlan(plan, await repos.plans.slotsOf(planId));
    // Said while the owner can still change the plan; not asked again while it is written.
    if (plan.state === 'planning') answered.model_calls = await modelCalls(plan.userId);
    return { success: true as const, plan: answered };
  };

  api.post(
    endpoints.createPlan.path,
    {
      schema: {
        body: endpoints.createPlan.request,
        response: { 200: endpoints.createPlan.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const body = request.body;
      const profile = await repos.onboarding.find(user.id);
      const { timeZone } = await businessTimeZoneOf(repos, user.id);
      const { settings, context } = planRequest(body, {
        profile: profile ?? null,
        industry: user.industry,
        businessName: user.businessName,
        business: await businessProfileOf(repos, user.id),
      });
      const slots = planMonth(settings, context);
      const plan = await repos.plans.create(
        user.id,
        { month: body.month, timeZone, country: body.country },
        slots,
        plansPerDay,
      );
      if (!plan) throw new HttpError(429, API_MESSAGES.planDailyLimit);
      return answer(plan.id);
    },
  );

  api.get(
    endpoints.getLatestPlan.path,
    {
      schema: {
        querystring: endpoints.getLatestPlan.request,
        response: { 200: endpoints.getLatestPlan.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const plan = await repos.plans.latestOf(user.id);
      if (!plan) return { success: true as const, plan: null };
      return answer(plan.id);
    },
  );

  api.get(
    endpoints.getPlan.path,
    {
      schema: {
        params: idParams,
        querystring: endpoints.getPlan.request,
        response: { 200: endpoints.getPlan.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      return answer((await ownPlan(user.id, request.params.id)).id);
    },
  );

  api.put(
    endpoints.replacePlanSlots.path,
    {
      schema: {
        params: idParams,
        body: endpoints.replacePlanSlots.request,
        response: { 200: endpoints.replacePlanSlots.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const plan = await ownPlan(user.id, request.params.id);
      const replaced = await repos.plans.replaceSlots(plan.id, request.body.slots);
      if (!replaced) throw new HttpError(409, API_MESSAGES.planBusy);
      return answer(plan.id);
    },
  );

  api.post(
    endpoints.writePlan.path,
    {
      schema: {
        params: idParams,
        body: endpoints.writePlan.request,
        response: { 200: endpoints.writePlan.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const plan = await ownPlan(user.id, request.params.id);
      // Each planned post counts against the plan (ADR 0055), once: when writing starts.
      const taken = await billing.takePlanPosts(user.id, plan);
      // One plan writing per user: the queue stays fair between users (ADR 0044).
      const started = await writing.start(user.id, plan.id);
      if (started !== 'started') await taken.giveBack();
      if (started === 'busy') throw new HttpError(409, API_MESSAGES.planWritingElsewhere);
      return answer(plan.id);
    },
  );

  api.post(
    endpoints.cancelPlan.path,
    {
      schema: {
        params: idParams,
        body: endpoints.cancelPlan.request,
        response: { 200: endpoints.cancelPlan.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const plan = await ownPlan(user.id, request.params.id);
      await writing.cancel(plan);
      return answer(plan.id);
    },
  );

  api.post(
    endpoints.retryPlanSlot.path,
    {
      schema: {
        params: slotParams,
        body: endpoints.retryPlanSlot.request,
        response: { 200: endpoints.retryPlanSlot.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const plan = await ownPlan(user.id, request.params.id);
      const { slotId } = request.params;
      const queued = await writing.retry(user.id, plan.id, slotId);
      if (queued === 'busy') throw new HttpError(409, API_MESSAGES.planWritingElsewhere);
      if (queued !== 'started') throw new HttpError(409, API_MESSAGES.onlyFailedRetried);
      return answer(plan.id);
    },
  );
}
