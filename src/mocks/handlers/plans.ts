import { planLanguageOf } from '@core/plans/plan-language';
import { API_MESSAGES } from '@contract/messages';
import type { Plan, PlanSlot, SlotEdit } from '@contract/plans';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { writePost } from '@core/offline-writer/write-post';
import { planMonth } from '@core/plans/plan-month';
import { planProgress } from '@core/plans/plan-progress';
import { planRequest } from '@core/plans/plan-request';
import { cancelSlots, nextQueuedSlot, queueSlots } from '@core/plans/plan-transitions';
import { writeAnotherVersion } from '@core/plans/another-version';
import { writePlanPost } from '@core/plans/write-plan-post';
import { planImageLook } from '@core/plans/plan-images';
import {
  planImageInput,
  slotLedger,
  wantsPlanImage,
  writtenSlotDraft,
} from '@core/plans/written-slot';
import { getDb, type StoredPlan } from '../db';
import { mockPlanModelCalls } from '../plan-model-calls';
import { generateBrandImage } from '../generator';
import { endpointHandler } from '../http';
import { mockPlanSuggestions } from '../plan-suggestions';
import { toPost } from './posts';

/** The mock writes without jobs: one slot per tick, so progress can be watched. */
let slotDelayMs = 0;
export function setPlanWritingDelay(ms: number) {
  slotDelayMs = ms;
}

function toPlan(plan: StoredPlan): Plan {
  const { user_email: owner, ...rest } = plan;
  const progress = planProgress(plan.state, plan.slots);
  // Said while the owner can still change the plan, as on the server.
  if (plan.state !== 'planning') return { ...rest, progress };
  return { ...rest, progress, model_calls: mockPlanModelCalls(owner) };
}

const toSlots = (edits: SlotEdit[]): PlanSlot[] =>
  edits.map((edit, position) => ({
    ...edit,
    id: getDb().newSlotId(),
    position,
    state: 'planned',
    draft_id: null,
    error: null,
  }));

/** Changes one slot of a stored plan, found by its id. */
const settleSlot = (plan: StoredPlan, slotId: string, change: Partial<PlanSlot>) =>
  getDb().updatePlan(plan, (item) => {
    item.slots = item.slots.map((slot) => (slot.id === slotId ? { ...slot, ...change } : slot));
  });

const running = new Set<string>();

/** One plan writing per user, as on the server (ADR 0044). */
const otherPlanWriting = (plan: StoredPlan) =>
  getDb()
    .writingPlans()
    .some(
      (item) =>
        item.id !== plan.id && item.user_email.toLowerCase() === plan.user_email.toLowerCase(),
    );

/** Writes the plan's queued slots one after another, as the server's jobs do. */
async function writeOn(planId: string, userEmail: string) {
  if (running.has(planId)) return;
  running.add(planId);
  try {
    for (;;) {
      if (slotDelayMs) await new Promise((resolve) => setTimeout(resolve, slotDelayMs));
      else await Promise.resolve();
      const db = getDb();
      const plan = db.findOwnPlan(planId, userEmail);
      if (plan?.state !== 'writing') return;
      const slot = nextQueuedSlot(plan.slots);
      if (!slot) {
        db.updatePlan(plan, (item) => {
          item.state = 'done';
        });
        return;
      }
      const user = db.findUserByEmail(userEmail);
      const profile = user ? (db.findOnboarding(user.id)?.data ?? null) : null;
      const captions = captionsFor(plan, userEmail);
      const ledger = slotLedger(captions.recent, captions.plan);
      if (slot.brief.includes('fail-plan-slot') && !slot.error) {
        settleSlot(plan, slot.id, { state: 'failed', error: API_MESSAGES.postNotWritten });
        continue;
      }
      // The business profile, as the server reads it: its facts for the writer, and its
      // hours so that no post invites a visit on a day the door is shut.
      const business = user ? (db.findBusinessProfile(user.id)?.profile ?? null) : null;
      const post = await writePlanPost(
        slot,
        profile,
        ledger,
        (request) => writePost({ ...request, business }),
        { hours: business?.openingHours ?? null, language: planLanguageOf(business?.languages) },
      );
      const image = wantsPlanImage(profile)
        ? generateBrandImage({
            ...planImageInput(profile, slot, post.title),
            // The owner's photo the server's month layout would draw, when it draws one.
            referencePhotoUrl: planImageLook(
              plan.slots,
              plan.slots.findIndex((item) => item.id === slot.id),
              profile.brandAssets.photos,
            ).photoUrl,
          })
        : null;
      // Cancelled while this post was being written: nothing is saved, as on the server.
      const current = db.findOwnPlan(planId, userEmail);
      if (!current || nextQueuedSlot(current.slots)?.id !== slot.id) continue;
      const fields = writtenSlotDraft({ slot, timeZone: plan.time_zone, profile, post, image });
      const draft = db.addDraft({
        user_email: userEmail,
        title: fields.title,
        caption: fields.caption,
        hashtags: fields.hashtags,
        image_url: fields.imageUrl,
        image_prompt: fields.imagePrompt,
        generation_params: fields.generationParams,
        original_post_desc: fields.originalPostDesc,
        ...(fields.variants ? { variants: fields.variants } : {}),
        platforms: fields.platforms,
        status: fields.status,
        scheduled_at: fields.scheduledAt.toISOString(),
        plan_id: planId,
      });
      settleSlot(current, slot.id, { state: 'written', draft_id: draft.id, error: null });
    }
  } finally {
    running.delete(planId);
  }
}

/** The plan's written captions and the brand's 30 latest outside it, as the server reads them. */
function captionsFor(plan: StoredPlan, userEmail: string) {
  const db = getDb();
  return {
    recent: db
      .listDrafts(userEmail)
      .filter((draft) => draft.plan_id !== plan.id)
      .slice(0, 30)
      .map((draft) => draft.caption),
    plan: plan.slots.flatMap((item) => {
      const written =
        item.state === 'written' && item.draft_id
          ? db.findOwnDraft(item.draft_id, userEmail)
          : undefined;
      return written ? [written.caption] : [];
    }),
  };
}

/** After a reload, plans left writing carry on (the server's jobs resume the same way). */
function resume(plan: StoredPlan) {
  if (plan.state === 'writing') void writeOn(plan.id, plan.user_email);
}

export const planHandlers = [
  // Before getPlan: "/plans/suggestions" is not a plan's id.
  endpointHandler('getPlanSuggestions', ({ body, reply }) =>
    reply({
      success: true,
      suggestions: mockPlanSuggestions(getDb().timeZoneOf(body.user_email), new Date()),
    }),
  ),

  endpointHandler('createPlan', ({ body, reply }) => {
    const db = getDb();
    const user = db.findUserByEmail(body.user_email);
    const { settings, context } = planRequest(body, {
      profile: user ? (db.findOnboarding(user.id)?.data ?? null) : null,
      industry: user?.user.industry,
      businessName: user?.user.business_name,
      // Closures and opening hours shape the month here as on the server.
      business: user ? (db.findBusinessProfile(user.id)?.profile ?? null) : null,
    });
    const slots = planMonth(settings, context);
    const plan = db.addPlan({
      user_email: body.user_email,
      month: body.month,
      time_zone: db.timeZoneOf(body.user_email) ?? DEFAULT_TIME_ZONE,
      country: body.country,
      state: 'planning',
      slots: toSlots(slots),
      progress: { total: 0, written: 0, failed: 0, current: null },
    });
    return reply({ success: true, plan: toPlan(plan) });
  }),

  endpointHandler('getLatestPlan', ({ body, reply }) => {
    const plan = getDb().latestPlan(body.user_email);
    if (plan) resume(plan);
    return reply({ success: true, plan: plan ? toPlan(plan) : null });
  }),

  endpointHandler('getPlan', ({ params, body, reply, fail }) => {
    const plan = getDb().findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    resume(plan);
    return reply({ success: true, plan: toPlan(plan) });
  }),

  endpointHandler('replacePlanSlots', ({ params, body, reply, fail }) => {
    const plan = getDb().findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    if (plan.state !== 'planning') return fail(409, API_MESSAGES.planBusy);
    getDb().updatePlan(plan, (item) => {
      item.slots = toSlots(body.slots);
    });
    return reply({ success: true, plan: toPlan(plan) });
  }),

  endpointHandler('writePlan', ({ params, body, reply, fail }) => {
    const plan = getDb().findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    if (otherPlanWriting(plan)) return fail(409, API_MESSAGES.planWritingElsewhere);
    if (plan.state === 'planning') {
      getDb().updatePlan(plan, (item) => {
        item.state = 'writing';
        item.slots = queueSlots(item.slots);
      });
      void writeOn(plan.id, body.user_email);
    }
    return reply({ success: true, plan: toPlan(plan) });
  }),

  endpointHandler('cancelPlan', ({ params, body, reply, fail }) => {
    const plan = getDb().findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    if (plan.state === 'writing' || plan.state === 'planning') {
      getDb().updatePlan(plan, (item) => {
        item.state = 'cancelled';
        item.slots = cancelSlots(item.slots);
      });
    }
    return reply({ success: true, plan: toPlan(plan) });
  }),

  endpointHandler('retryPlanSlot', ({ params, body, reply, fail }) => {
    const plan = getDb().findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    if (otherPlanWriting(plan)) return fail(409, API_MESSAGES.planWritingElsewhere);
    const slot = plan.slots.find((item) => item.id === params.slotId);
    if (slot?.state !== 'failed') return fail(409, API_MESSAGES.onlyFailedRetried);
    // The failure stays noted: the mock's failing brief fails only once.
    settleSlot(plan, slot.id, { state: 'queued' });
    getDb().updatePlan(plan, (item) => {
      item.state = 'writing';
    });
    void writeOn(plan.id, body.user_email);
    return reply({ success: true, plan: toPlan(plan) });
  }),

  // As the server: the same post with new words, only while it is still to review.
  endpointHandler('writeAnotherPlanVersion', async ({ params, body, reply, fail }) => {
    const db = getDb();
    const plan = db.findOwnPlan(params.id ?? '', body.user_email);
    if (!plan) return fail(404, API_MESSAGES.planNotFound);
    const slot = plan.slots.find((item) => item.id === params.slotId);
    const post = slot?.draft_id ? db.findOwnDraft(slot.draft_id, body.user_email) : undefined;
    if (!slot || !post) return fail(404, API_MESSAGES.postNotFound);
    if (post.status !== 'to_review') return fail(409, API_MESSAGES.onlyToReviewRewritten);
    const user = db.findUserByEmail(body.user_email);
    const captions = captionsFor(plan, body.user_email);
    // As the plan's own writing: the business's facts and hours.
    const business = user ? (db.findBusinessProfile(user.id)?.profile ?? null) : null;
    const words = await writeAnotherVersion({
      slot,
      profile: user ? (db.findOnboarding(user.id)?.data ?? null) : null,
      recent: captions.recent,
      planCaptions: captions.plan,
      shown: post.caption,
      earlier: body.earlier,
      variation: body.variation,
      hours: business?.openingHours ?? null,
      language: planLanguageOf(business?.languages),
      write: (request) => writePost({ ...request, business }),
    });
    const current = db.findOwnDraft(post.id, body.user_email);
    if (current?.status !== 'to_review') return fail(409, API_MESSAGES.onlyToReviewRewritten);
    const rewritten = db.updateOwnDraft(post.id, body.user_email, {
      ...words,
      variants: words.variants ?? undefined,
      written_by: { by: 'offline' },
    });
    if (!rewritten) return fail(404, API_MESSAGES.postNotFound);
    return reply({ success: true, post: toPost(rewritten) });
  }),
];
