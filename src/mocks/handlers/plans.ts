import { API_MESSAGES } from '@contract/messages';
import { headlineFromTitle } from '@core/image-headline';
import type { Plan, PlanSlot, SlotEdit } from '@contract/plans';
import { writePost } from '@core/offline-writer/write-post';
import { planMonth } from '@core/plans/plan-month';
import { planGenerationParams } from '@core/plans/plan-post-fields';
import { publicHolidays } from '@core/plans/public-holidays';
import { emptyLedger, remember } from '@core/plans/variety';
import { planPostRequest, writePlanPost } from '@core/plans/write-plan-post';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { getDb, type StoredPlan } from '../db';
import { generateBrandImage } from '../generator';
import { endpointHandler } from '../http';

/** The mock writes without jobs: one slot per tick, so progress can be watched. */
let slotDelayMs = 0;
export function setPlanWritingDelay(ms: number) {
  slotDelayMs = ms;
}

function progressOf(plan: StoredPlan): Plan['progress'] {
  const current =
    plan.state === 'writing' ? plan.slots.find((slot) => slot.state === 'queued') : null;
  return {
    total: plan.slots.filter((slot) => slot.state !== 'cancelled' || slot.draft_id).length,
    written: plan.slots.filter((slot) => slot.state === 'written').length,
    failed: plan.slots.filter((slot) => slot.state === 'failed').length,
    current: current?.brief ?? null,
  };
}

function toPlan(plan: StoredPlan): Plan {
  const { user_email: _owner, ...rest } = plan;
  void _owner;
  return { ...rest, progress: progressOf(plan) };
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
      const slot = plan.slots.find((item) => item.state === 'queued');
      if (!slot) {
        db.updatePlan(plan, (item) => {
          item.state = 'done';
        });
        return;
      }
      const user = db.findUserByEmail(userEmail);
      const profile = user ? (db.findOnboarding(user.id)?.data ?? null) : null;
      const ledger = emptyLedger(
        db
          .listDrafts(userEmail)
          .filter((draft) => draft.plan_id !== planId)
          .slice(0, 30)
          .map((draft) => draft.caption),
      );
      for (const item of plan.slots) {
        const written = item.draft_id ? db.findOwnDraft(item.draft_id, userEmail) : undefined;
        if (written) remember(ledger, written.caption);
      }
      if (slot.brief.includes('fail-plan-slot') && !slot.error) {
        db.updatePlan(plan, () => {
          slot.state = 'failed';
          slot.error = API_MESSAGES.postNotWritten;
        });
        continue;
      }
      const post = await writePlanPost(slot, profile, ledger, writePost);
      const wantsImage = profile?.contentPrefs.aiVisuals === true;
      const image = wantsImage
        ? generateBrandImage({
            headline: headlineFromTitle(post.title) || slot.brief,
            colors: profile.brandAssets.colors,
            logoUrl: profile.brandAssets.logoUrl,
            logoPlacement: 'corner',
            referencePhotoUrl: null,
            stylePreferences: '',
            businessName: profile.business.name,
          })
        : null;
      const draft = db.addDraft({
        user_email: userEmail,
        title: post.title,
        caption: post.caption,
        hashtags: post.hashtags,
        image_url: image?.url ?? null,
        image_prompt: image?.prompt ?? null,
        generation_params: JSON.stringify(
          planGenerationParams(wantsImage, planPostRequest(slot, profile, 0).captionLength),
        ),
        original_post_desc: slot.brief,
        ...(post.variants?.x ? { variants: { x: post.variants.x } } : {}),
        platforms: slot.platforms,
        status: 'to_review',
        scheduled_at: zonedTimeToInstant(slot.date, slot.time, plan.time_zone).toISOString(),
        plan_id: planId,
      });
      // Cancelled while this post was being written: it stays, as on the server.
      db.updatePlan(plan, () => {
        slot.state = 'written';
        slot.draft_id = draft.id;
        slot.error = null;
      });
    }
  } finally {
    running.delete(planId);
  }
}

/** After a reload, plans left writing carry on (the server's jobs resume the same way). */
function resume(plan: StoredPlan) {
  if (plan.state === 'writing') void writeOn(plan.id, plan.user_email);
}

export const planHandlers = [
  endpointHandler('createPlan', ({ body, reply }) => {
    const db = getDb();
    const user = db.findUserByEmail(body.user_email);
    const profile = user ? db.findOnboarding(user.id)?.data : undefined;
    const slots = planMonth(
      {
        month: body.month,
        count: body.count,
        platforms: body.platforms,
        postingTimes: body.posting_times,
        ownDates: body.own_dates,
        country: body.country,
      },
      {
        industry: profile?.business.industry ?? 'Other',
        businessName: profile?.business.name ?? '',
        holidays: publicHolidays(body.country, Number(body.month.slice(0, 4))),
      },
    );
    const plan = db.addPlan({
      user_email: body.user_email,
      month: body.month,
      time_zone: db.timeZoneOf(body.user_email) ?? 'UTC',
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
        for (const slot of item.slots) if (slot.state === 'planned') slot.state = 'queued';
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
        for (const slot of item.slots) {
          if (slot.state === 'queued' || slot.state === 'planned') slot.state = 'cancelled';
        }
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
    getDb().updatePlan(plan, (item) => {
      slot.state = 'queued';
      item.state = 'writing';
    });
    void writeOn(plan.id, body.user_email);
    return reply({ success: true, plan: toPlan(plan) });
  }),
];
