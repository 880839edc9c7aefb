import { API_MESSAGES } from '@contract/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import type { Billing } from '../billing/billing';
import { toPost } from '../db/post-rows';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import { createPlanAnswers, type PlanAnswers } from '../plans/plan-answers';
import type { PlanModelCallsOf } from '../plans/plan-model-calls';
import type { PlanWriting } from '../plans/plan-writing';
import { planSuggestionsOf } from '../plans/plan-suggestions';

const idParams = z.object({ id: z.string().max(200) });
const slotParams = z.object({ id: z.string().max(200), slotId: z.string().max(200) });

export interface PlanRouteOptions {
  repos: Repositories;
  writing: PlanWriting;
  /** The model calls writing a plan will make, said before it starts. */
  modelCalls: PlanModelCallsOf;
  billing: Billing;
  /** Plans one user may make in 24 hours (PLANS_PER_DAY). */
  plansPerDay: number;
  /** The server's clock: which posts are old enough to post again. */
  now: () => Date;
}

/**
 * Planning a month, writing it with jobs, following the progress, cancelling, retrying, in
 * the signed-in scope; cancelling and retrying are the plan writing service's transitions.
 */
export async function planRoutes(app: FastifyInstance, options: PlanRouteOptions) {
  const { repos, writing, modelCalls, billing, plansPerDay, now } = options;
  const plans = createPlanAnswers({ repos, modelCalls, plansPerDay });
  registerPlanSuggestionsRoute(app, repos, now);
  registerPlanEditRoutes(app, { repos, plans });
  registerPlanWritingRoutes(app, { plans, writing, billing });
  registerAnotherVersionRoute(app, { plans, writing });
}

const answered = async (plans: PlanAnswers, planId: string) => ({
  success: true as const,
  plan: await plans.answer(planId),
});

/** The set-up's suggestions from the owner's own results; the session decides whose. */
function registerPlanSuggestionsRoute(app: FastifyInstance, repos: Repositories, now: () => Date) {
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoints.getPlanSuggestions.path,
    {
      schema: {
        querystring: endpoints.getPlanSuggestions.request,
        response: { 200: endpoints.getPlanSuggestions.response },
      },
    },
    async (request) => ({
      success: true as const,
      suggestions: await planSuggestionsOf(repos, request.business.id, now()),
    }),
  );
}

/** Making a month's plan, reading it (the latest or by id) and replacing its slots. */
function registerPlanEditRoutes(
  app: FastifyInstance,
  { repos, plans }: { repos: Repositories; plans: PlanAnswers },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    endpoints.createPlan.path,
    {
      schema: {
        body: endpoints.createPlan.request,
        response: { 200: endpoints.createPlan.response },
      },
    },
    async (request) => {
      const plan = await plans.create(request.signedIn, request.business.id, request.body);
      return answered(plans, plan.id);
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
      const plan = await repos.plans.latestOf(request.business.id);
      if (!plan) return { success: true as const, plan: null };
      return answered(plans, plan.id);
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
      const plan = await plans.own(request.business.id, request.params.id);
      return answered(plans, plan.id);
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
      const plan = await plans.own(request.business.id, request.params.id);
      const replaced = await repos.plans.replaceSlots(plan.id, request.body.slots);
      if (!replaced) throw new HttpError(409, API_MESSAGES.planBusy);
      return answered(plans, plan.id);
    },
  );
}

/** Writing a plan with jobs, cancelling it and retrying a failed slot. */
function registerPlanWritingRoutes(
  app: FastifyInstance,
  { plans, writing, billing }: { plans: PlanAnswers; writing: PlanWriting; billing: Billing },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const businessId = request.business.id;
      const plan = await plans.own(businessId, request.params.id);
      // Each planned post counts against the plan (ADR 0055), once: when writing starts.
      const taken = await billing.takePlanPosts(businessId, plan);
      // One plan writing per user: the queue stays fair between users (ADR 0044).
      const started = await writing.start(businessId, plan.id);
      if (started !== 'started') await taken.giveBack();
      if (started === 'busy') throw new HttpError(409, API_MESSAGES.planWritingElsewhere);
      return answered(plans, plan.id);
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
      const plan = await plans.own(request.business.id, request.params.id);
      await writing.cancel(plan);
      return answered(plans, plan.id);
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
      const businessId = request.business.id;
      const plan = await plans.own(businessId, request.params.id);
      const queued = await writing.retry(businessId, plan.id, request.params.slotId);
      if (queued === 'busy') throw new HttpError(409, API_MESSAGES.planWritingElsewhere);
      if (queued !== 'started') throw new HttpError(409, API_MESSAGES.onlyFailedRetried);
      return answered(plans, plan.id);
    },
  );
}

/** Another version of one planned post still to review, in place of its words (ADR 0058). */
function registerAnotherVersionRoute(
  app: FastifyInstance,
  { plans, writing }: { plans: PlanAnswers; writing: PlanWriting },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    endpoints.writeAnotherPlanVersion.path,
    {
      schema: {
        params: slotParams,
        body: endpoints.writeAnotherPlanVersion.request,
        response: { 200: endpoints.writeAnotherPlanVersion.response },
      },
    },
    async (request) => {
      const user = request.signedIn;
      const businessId = request.business.id;
      const plan = await plans.own(businessId, request.params.id);
      // One use of the AI limit, like "Try another version" on compose. It replaces a post
      // already counted when the plan was written, so it takes no post of the plan (ADR 0055).
      await app.enforceLimit('ai', request, user.id);
      const { variation, earlier } = request.body;
      const outcome = await writing.anotherVersion(plan, request.params.slotId, {
        variation,
        earlier,
      });
      if (outcome === 'not-found') throw new HttpError(404, API_MESSAGES.postNotFound);
      if (outcome === 'not-to-review') throw new HttpError(409, API_MESSAGES.onlyToReviewRewritten);
      return { success: true as const, post: toPost(outcome, user.email) };
    },
  );
}
