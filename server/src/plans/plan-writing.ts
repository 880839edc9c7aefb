import { planLanguageOf } from '@core/plans/plan-language';
import { API_MESSAGES } from '@contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { OnboardingData } from '@contract/onboarding';
import { writeAnotherVersion } from '@core/plans/another-version';
import { planImageLook } from '@core/plans/plan-images';
import { writePlanPost } from '@core/plans/write-plan-post';
import {
  planImageInput,
  slotLedger,
  wantsPlanImage,
  writtenSlotDraft,
} from '@core/plans/written-slot';
import type { WrittenBy } from '@contract/ai-settings';
import type { BusinessAi } from '../ai/business-ai';
import { readOwnMedia } from '../ai/own-media';
import { businessProfileOf } from '../business/business-profiles';
import type { DraftRow } from '../db/drafts';
import type { Repositories } from '../db/repositories';
import type { PlanRow, SlotRow, WriteStart } from '../db/plans';
import { isUuid } from '../db/uuid';
import { storeOneMedia } from '../media/store-media';
import type { Storage } from '../storage/storage';
import type { JobEngine } from '../jobs/job-engine';

export const PLAN_WRITE_QUEUE = 'plan-write';

interface PlanWriteJob {
  planId: string;
  /**
   * The slot this job expects to write: the plan's first queued slot when it was sent, or
   * null for "nothing left: finish the plan". Absent in jobs sent before ADR 0044.
   */
  slotId?: string | null;
}

/** One use of the user's AI budget: allowed, or over it until `retryAfterMs` from now. */
export interface AiSpend {
  allowed: boolean;
  retryAfterMs: number;
}

export interface PlanWritingOptions {
  repos: Repositories;
  storage: Storage;
  /** The business's writer and image maker (ADR 0057). */
  ai: BusinessAi;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  /** Counts one written slot against the user's per-minute AI limit (the `ai` rate limit). */
  spendAi: (businessId: string) => Promise<AiSpend>;
}

/** Writes one slot's post (and image) and saves it; false when another run saved it first. */
function createSlotWriter(options: Omit<PlanWritingOptions, 'jobs' | 'spendAi'>) {
  const { repos, storage, ai } = options;

  const imageFor = async (
    slot: SlotRow,
    title: string,
    businessId: string,
    profile: OnboardingData,
    locale: string,
  ) => {
    const input = planImageInput(profile, slot, title);
    const slots = await repos.plans.slotsOf(slot.planId);
    const look = planImageLook(
      slots,
      slots.findIndex((each) => each.id === slot.id),
      profile.brandAssets.photos,
    );
    const [logo, photo] = await Promise.all([
      readOwnMedia(input.logoUrl, businessId, repos.uploads, storage),
      readOwnMedia(look.photoUrl, businessId, repos.uploads, storage),
    ]);
    const { image, imageBy } = await ai.makeImage(businessId, {
      headline: input.headline,
      businessName: input.businessName,
      colors: input.colors,
      useBrandColors: true,
      logo,
      logoPlacement: input.logoPlacement,
      photo,
      stylePreferences: input.stylePreferences,
      quality: 'medium',
      outputCompression: 85,
      layout: look.layout,
      eventDate: look.eventDate,
      locale,
    });
    const stored = await storeOneMedia(
      { bytes: image.bytes, contentType: 'image/jpeg', filename: 'planned-post.jpg' },
      { storage, uploads: repos.uploads, businessId, kind: 'generated' },
    );
    return { url: stored.url, prompt: image.prompt, imageBy };
  };

  return async (plan: PlanRow, slot: SlotRow): Promise<boolean> => {
    const { id: planId, businessId, timeZone } = plan;
    const profile = (await repos.onboarding.find(businessId)) ?? null;
    const business = await businessProfileOf(repos, businessId);
    const captions = await repos.plans.captionsFor(businessId, planId);
    const ledger = slotLedger(captions.recent, captions.plan);
    // A slot may be written more than once for variety; the kept post is the last one.
    let writtenBy: WrittenBy = { by: 'offline' };
    const post = await writePlanPost(
      slot,
      profile,
      ledger,
      async (request) => {
        const written = await ai.writePost(businessId, { ...request, business });
        writtenBy = written.writtenBy;
        return written.post;
      },
      // The owner's hours: a post on a day the door is shut invites no visit that day.
      // and the planner's lines in the business's own language.
      { hours: business?.openingHours ?? null, language: planLanguageOf(business?.languages) },
    );
    const image = wantsPlanImage(profile)
      ? await imageFor(slot, post.title, businessId, profile, business?.languages[0] ?? 'en')
      : null;
    return repos.plans.saveWritten(slot.id, {
      businessId,
      ...writtenSlotDraft({ slot, timeZone, profile, post, image }),
      planId,
      writtenBy,
      imageBy: image?.imageBy ?? null,
    });
  };
}

/** Another version of a written slot: the post rewritten, or why it cannot be. */
export type AnotherVersion = DraftRow | 'not-found' | 'not-to-review';

/**
 * Writes one written slot again with the planner's writer and puts the new words in place
 * of its post's (ADR 0058): the same post, so tries never add drafts; its image, time and
 * networks stay. Only a post still to review: an approved one is never rewritten, and the
 * save itself checks it, so an approval arriving meanwhile wins.
 */
function createVersionWriter({ repos, ai }: Pick<PlanWritingOptions, 'repos' | 'ai'>) {
  return async (
    plan: PlanRow,
    slotId: string,
    ask: { variation: number; earlier?: readonly string[] },
  ): Promise<AnotherVersion> => {
    const { id: planId, businessId } = plan;
    const slot = isUuid(slotId)
      ? (await repos.plans.slotsOf(planId)).find((each) => each.id === slotId)
      : undefined;
    const post = slot?.draftId ? await repos.posts.findOwn(businessId, slot.draftId) : undefined;
    if (!slot || !post) return 'not-found';
    if (post.status !== 'to_review') return 'not-to-review';
    const business = await businessProfileOf(repos, businessId);
    const captions = await repos.plans.captionsFor(businessId, planId);
    let writtenBy: WrittenBy = { by: 'offline' };
    const words = await writeAnotherVersion({
      slot,
      profile: (await repos.onboarding.find(businessId)) ?? null,
      recent: captions.recent,
      planCaptions: captions.plan,
      shown: post.caption,
      ...ask,
      hours: business?.openingHours ?? null,
      language: planLanguageOf(business?.languages),
      write: async (request) => {
        const written = await ai.writePost(businessId, { ...request, business });
        writtenBy = written.writtenBy;
        return written.post;
      },
    });
    return (
      (await repos.plans.rewriteToReview(businessId, post.id, { ...words, writtenBy })) ??
      'not-to-review'
    );
  };
}

/**
 * Writes a plan one slot per job, in slot order (each post is checked against the ones
 * before it). Everything a job needs is in the database; the post and the slot's new state
 * are saved in one transaction that only succeeds while the slot is still queued, so a job
 * run twice, two runs at once or a restart mid-run never write a slot twice or lose one
 * (ADR 0022).
 *
 * Fairness (ADR 0044): a user writes one plan at a time, and each plan has one job in the
 * queue at a time, sent again at the back of the queue after each slot. pg-boss takes jobs
 * oldest first, so the queue goes round the users: a plan waits for at most one slot of
 * each other user writing, never for their whole month. A job names the slot it expects;
 * when that is no longer the plan's first queued slot another job has moved the plan on,
 * and this one stops, so duplicates (a resend at start, a retry) never become a second
 * chain. Only the job whose save settled its slot sends the next one.
 */
export function createPlanWriting(options: PlanWritingOptions) {
  const { repos, jobs, log, spendAi } = options;
  const writeSlot = createSlotWriter(options);

  const send = async (planId: string, slotId: string | null, startAfter?: Date) => {
    try {
      await jobs.send<PlanWriteJob>(
        PLAN_WRITE_QUEUE,
        { planId, slotId },
        startAfter ? { startAfter } : undefined,
      );
    } catch (error) {
      // The engine is stopping: the plan stays "writing" and resumes at the next start.
      log.info({ err: error, planId }, 'plan writing paused');
    }
  };

  /** Sends the job for the plan's first queued slot (or the one that finishes the plan). */
  const sendNext = async (planId: string) => {
    const next = await repos.plans.nextQueued(planId);
    await send(planId, next?.id ?? null);
  };

  const runNext = async ({ planId, slotId }: PlanWriteJob) => {
    // Sent before jobs named their slot: the resend at start replaced it.
    if (slotId === undefined) return;
    const plan = await repos.plans.find(planId);
    if (plan?.state !== 'writing') return;
    const slot = await repos.plans.nextQueued(planId);
    if ((slot?.id ?? null) !== slotId) return;
    if (!slot) {
      await repos.plans.finishIfNothingQueued(planId);
      return;
    }
    // Each written slot is one use of the user's AI budget, like a generation request.
    // Over it, the slot waits in the queue, saying so, until the budget's minute ends.
    const spend = await spendAi(plan.businessId);
    if (!spend.allowed) {
      await repos.plans.noteWaiting(slot.id, API_MESSAGES.planWaitingForAiLimit);
      await send(planId, slot.id, new Date(Date.now() + spend.retryAfterMs));
      return;
    }
    let settled: boolean;
    try {
      settled = await writeSlot(plan, slot);
    } catch (error) {
      log.warn({ err: error, planId, slotId: slot.id }, 'a planned post could not be written');
      settled = await repos.plans.markFailed(slot.id, API_MESSAGES.postNotWritten);
    }
    if (!settled) {
      log.info({ planId, slotId: slot.id }, 'slot already handled by another run');
      return;
    }
    await sendNext(planId);
  };

  return {
    anotherVersion: createVersionWriter(options),
    register: () => jobs.work<PlanWriteJob>(PLAN_WRITE_QUEUE, runNext),
    /** Starts writing a plan being planned: 'busy' while another plan of the user writes. */
    async start(businessId: string, planId: string) {
      const outcome = await repos.plans.startWriting(businessId, planId);
      if (outcome === 'started') await sendNext(planId);
      return outcome;
    },
    /** Queues a failed slot again: 'busy' while another plan of the user writes. */
    async retry(businessId: string, planId: string, slotId: string): Promise<WriteStart> {
      if (!isUuid(slotId)) return 'unchanged';
      const outcome = await repos.plans.retrySlot(businessId, planId, slotId);
      if (outcome === 'started') await sendNext(planId);
      return outcome;
    },
    /** Stops a plan being planned or written; its slots not yet written are cancelled. */
    async cancel(plan: PlanRow) {
      if (plan.state === 'writing' || plan.state === 'planning') await repos.plans.cancel(plan.id);
    },
    /** Carries on every plan a stop left writing. */
    async resume() {
      for (const planId of await repos.plans.writingPlanIds()) await sendNext(planId);
    },
  };
}
export type PlanWriting = ReturnType<typeof createPlanWriting>;
