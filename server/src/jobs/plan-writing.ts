import { API_MESSAGES } from '@contract/messages';
import { headlineFromTitle } from '@core/image-headline';
import type { FastifyBaseLogger } from 'fastify';
import type { OnboardingData } from '@contract/onboarding';
import { planGenerationParams } from '@core/plans/plan-post-fields';
import { emptyLedger, remember } from '@core/plans/variety';
import { planPostRequest, writePlanPost } from '@core/plans/write-plan-post';
import type { PostWriter } from '@core/post-writer';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import type { ImageGenerator } from '../ai/image';
import { readOwnMedia } from '../ai/own-media';
import type { Repositories } from '../db/repositories';
import type { SlotRow } from '../db/plans';
import { storeOneMedia } from '../media/store-media';
import type { Storage } from '../storage/storage';
import type { JobEngine } from './job-engine';

export const PLAN_WRITE_QUEUE = 'plan-write';

interface PlanWriteJob {
  planId: string;
}

export interface PlanWritingOptions {
  repos: Repositories;
  storage: Storage;
  writer: PostWriter;
  images: ImageGenerator;
  jobs: JobEngine;
  log: FastifyBaseLogger;
}

/**
 * Writes a plan one slot per job, in slot order (each post is checked against the ones
 * before it). Everything a job needs is in the database: a job names only its plan, takes
 * the first queued slot, and saves the post and the slot's new state in one transaction
 * that only succeeds while the slot is still queued. So a job run twice, two runs at once
 * or a restart mid-run never write a slot twice or lose one (ADR 0022).
 */
export function createPlanWriting(options: PlanWritingOptions) {
  const { repos, storage, writer, images, jobs, log } = options;

  const storeImage = async (bytes: Buffer, userId: string) => {
    const stored = await storeOneMedia(
      { bytes, contentType: 'image/jpeg', filename: 'planned-post.jpg' },
      { storage, uploads: repos.uploads, userId, kind: 'generated' },
    );
    return stored.url;
  };

  const imageFor = async (
    slot: SlotRow,
    title: string,
    userId: string,
    profile: OnboardingData,
  ) => {
    const assets = profile.brandAssets;
    const image = await images.generate({
      headline: headlineFromTitle(title) || slot.brief,
      businessName: profile.business.name || null,
      colors: assets.colors,
      useBrandColors: true,
      logo: await readOwnMedia(assets.logoUrl, userId, repos.uploads, storage),
      logoPlacement: 'corner',
      photo: null,
      stylePreferences: '',
      quality: 'medium',
      outputCompression: 85,
    });
    return { url: await storeImage(image.bytes, userId), prompt: image.prompt };
  };

  const writeSlot = async (planId: string, userId: string, timeZone: string, slot: SlotRow) => {
    const profile = (await repos.onboarding.find(userId)) ?? null;
    const captions = await repos.plans.captionsFor(userId, planId);
    const ledger = emptyLedger(captions.recent);
    for (const caption of captions.plan) remember(ledger, caption);
    const post = await writePlanPost(slot, profile, ledger, (request) => writer.write(request));
    const wantsImage = profile?.contentPrefs.aiVisuals === true;
    const image = wantsImage && profile ? await imageFor(slot, post.title, userId, profile) : null;
    const request = planPostRequest(slot, profile, post.variation);
    const saved = await repos.plans.saveWritten(slot.id, {
      userId,
      title: post.title,
      caption: post.caption,
      hashtags: post.hashtags,
      imageUrl: image?.url ?? null,
      imagePrompt: image?.prompt ?? null,
      generationParams: JSON.stringify(planGenerationParams(wantsImage, request.captionLength)),
      originalPostDesc: slot.brief,
      variants: post.variants?.x ? { x: post.variants.x } : null,
      platforms: slot.platforms,
      status: 'to_review',
      scheduledAt: zonedTimeToInstant(slot.date, slot.time, timeZone),
      planId,
    });
    if (!saved) log.info({ planId, slotId: slot.id }, 'slot already handled; post not saved');
  };

  const runNext = async ({ planId }: PlanWriteJob) => {
    const plan = await repos.plans.find(planId);
    if (plan?.state !== 'writing') return;
    const slot = await repos.plans.nextQueued(planId);
    if (!slot) {
      await repos.plans.setState(planId, 'done');
      return;
    }
    try {
      await writeSlot(planId, plan.userId, plan.timeZone, slot);
    } catch (error) {
      log.warn({ err: error, planId, slotId: slot.id }, 'a planned post could not be written');
      await repos.plans.markFailed(slot.id, API_MESSAGES.postNotWritten);
    }
    await send(planId);
  };

  const send = async (planId: string) => {
    try {
      await jobs.send<PlanWriteJob>(PLAN_WRITE_QUEUE, { planId });
    } catch (error) {
      // The engine is stopping: the plan stays "writing" and resumes at the next start.
      log.info({ err: error, planId }, 'plan writing paused');
    }
  };

  return {
    register: () => jobs.work<PlanWriteJob>(PLAN_WRITE_QUEUE, runNext),
    send,
    /** Carries on every plan a stop left writing. */
    async resume() {
      for (const planId of await repos.plans.writingPlanIds()) await send(planId);
    },
  };
}
export type PlanWriting = ReturnType<typeof createPlanWriting>;
