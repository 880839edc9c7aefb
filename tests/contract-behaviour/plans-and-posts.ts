import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { generationParamsSchema } from '@contract/generation';
import { API_MESSAGES } from '@contract/messages';
import type { Plan, PlanSettingsInput } from '@contract/plans';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { planMonth } from '@core/plans/plan-month';
import { planRequest } from '@core/plans/plan-request';
import { MAX_VARIATIONS } from '@core/plans/plan-tries';
import { normalSentence } from '@core/plans/variety';
import { splitSentences } from '@core/sentences';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { failure, ok, PASSWORD, uniqueEmail } from './answers';
import type { BackendActor, BackendUnderTest } from './backend';

/** Plans, posts and scheduling: the same answers from the mock and the server. */

const SETTINGS: PlanSettingsInput = {
  month: '2027-03',
  count: 2,
  platforms: ['instagram'],
  posting_times: { instagram: { days: [1, 3, 5], time: '09:30' } },
  own_dates: '',
  country: null,
};
const MARCH = 'from=2027-03-01T00:00:00.000Z&to=2027-04-01T00:00:00.000Z';
/** An identifier in the server's shape that names nothing. */
const NOBODY_ID = '00000000-0000-4000-8000-000000000000';
const WRITING_TIMEOUT_MS = 20_000;

/** A caption's sentences as the plan's variety rules compare them. */
const sentencesOf = (text: string) => splitSentences(text).map(normalSentence);

const query = (actor: BackendActor) => `user_email=${encodeURIComponent(actor.email)}`;

async function createPlan(actor: BackendActor): Promise<Plan> {
  return ok(
    await actor.call('POST', '/plans', { ...SETTINGS, user_email: actor.email }),
    endpoints.createPlan.response,
  ).plan;
}

const getPlan = async (actor: BackendActor, id: string) =>
  ok(
    await actor.call('GET', `/plans/${encodeURIComponent(id)}?${query(actor)}`),
    endpoints.getPlan.response,
  ).plan;

/** Follows the plan, as the app does, until its writing has finished. */
async function untilWritten(actor: BackendActor, id: string): Promise<Plan> {
  const deadline = Date.now() + WRITING_TIMEOUT_MS;
  for (;;) {
    const plan = await getPlan(actor, id);
    if (plan.state !== 'writing' || Date.now() > deadline) return plan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const marchPosts = async (actor: BackendActor) =>
  ok(await actor.call('GET', `/posts?${query(actor)}&${MARCH}`), endpoints.getPosts.response);

const schedule = (
  actor: BackendActor,
  id: string,
  change: { date: string | null; time?: string; approve?: boolean },
) =>
  actor.call('PUT', `/drafts/${encodeURIComponent(id)}/schedule`, {
    user_email: actor.email,
    time: '09:30',
    platforms: ['instagram', 'instagram'],
    ...change,
  });

export function describePlansAndPosts(backend: () => BackendUnderTest) {
  const signUp = async (name: string) =>
    (await backend().signUp(uniqueEmail(name), PASSWORD)).actor;

  const saveBrandProfile = async (actor: BackendActor) =>
    ok(
      await actor.call('POST', '/onboarding', {
        user_email: actor.email,
        onboarding_data: sampleOnboardingData({
          contentPrefs: { platforms: ['instagram'], aiVisuals: false },
        }),
      }),
      endpoints.saveOnboarding.response,
    );

  const setTimeZone = async (actor: BackendActor, zone: string) =>
    ok(
      await actor.call('PUT', '/business/time-zone', { user_email: actor.email, time_zone: zone }),
      endpoints.setTimeZone.response,
    );

  describe('plans', () => {
    it('answers no latest plan before one is made, then the plan made', async () => {
      const ann = await signUp('ann');
      const before = await ann.call('GET', `/plans/latest?${query(ann)}`);
      expect(ok(before, endpoints.getLatestPlan.response).plan).toBeNull();
      const plan = await createPlan(ann);
      const after = await ann.call('GET', `/plans/latest?${query(ann)}`);
      expect(ok(after, endpoints.getLatestPlan.response).plan).toEqual(plan);
    });

    it('answers general guidance, and how many posts have numbers, to an owner with none', async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('GET', `/plans/suggestions?${query(ann)}`);
      expect(ok(answer, endpoints.getPlanSuggestions.response).suggestions).toEqual({
        posts_with_numbers: 0,
        threshold: 10,
        from_own_results: false,
        times: [],
        kinds: [],
        post_again: [],
      });
    });

    it("plans the month for the account's business when there is no brand profile", async () => {
      const ann = await signUp('ann');
      ok(
        await ann.call('POST', '/account/profile', {
          user_email: ann.email,
          name: 'Ann',
          business_name: 'Peak Form Gym',
          industry: 'Fitness',
          location: '',
          phone: '',
        }),
        endpoints.saveProfile.response,
      );
      const plan = await createPlan(ann);
      const { settings, context } = planRequest(SETTINGS, {
        profile: null,
        industry: 'Fitness',
        businessName: 'Peak Form Gym',
      });
      expect(plan).toMatchObject({
        month: SETTINGS.month,
        time_zone: DEFAULT_TIME_ZONE,
        country: null,
        state: 'planning',
        progress: { total: SETTINGS.count, written: 0, failed: 0, current: null },
      });
      expect(
        plan.slots.map(({ date, time, platforms, kind, brief }) => ({
          date,
          time,
          platforms,
          kind,
          brief,
        })),
      ).toEqual(planMonth(settings, context));
      expect(plan.slots.map((slot) => [slot.position, slot.state, slot.draft_id])).toEqual(
        plan.slots.map((_slot, position) => [position, 'planned', null]),
      );
    });

    it('writes each slot into a post to review at its time in the business zone', async () => {
      const ann = await signUp('ann');
      await saveBrandProfile(ann);
      await setTimeZone(ann, 'Europe/Berlin');
      const plan = await createPlan(ann);
      expect(plan.time_zone).toBe('Europe/Berlin');
      const started = ok(
        await ann.call('POST', `/plans/${plan.id}/write`, { user_email: ann.email }),
        endpoints.writePlan.response,
      ).plan;
      expect(['writing', 'done']).toContain(started.state);
      const written = await untilWritten(ann, plan.id);
      expect(written.state).toBe('done');
      expect(written.progress).toEqual({ total: 2, written: 2, failed: 0, current: null });
      expect(written.slots.every((slot) => slot.state === 'written' && slot.draft_id)).toBe(true);

      const listed = await marchPosts(ann);
      expect(listed.time_zone).toBe('Europe/Berlin');
      expect(
        listed.posts.map((post) => ({
          id: post.id,
          status: post.status,
          plan_id: post.plan_id,
          platforms: post.platforms,
          scheduled_at: post.scheduled_at,
          original_post_desc: post.original_post_desc,
        })),
      ).toEqual(
        written.slots.map((slot) => ({
          id: slot.draft_id,
          status: 'to_review',
          plan_id: plan.id,
          platforms: slot.platforms,
          scheduled_at: zonedTimeToInstant(slot.date, slot.time, 'Europe/Berlin').toISOString(),
          original_post_desc: slot.brief,
        })),
      );
      for (const post of listed.posts) {
        const params = generationParamsSchema.parse(JSON.parse(post.generation_params ?? ''));
        expect(params).toMatchObject({ captionLength: 'medium', imageGeneration: false });
        expect(post.image_url).toBeNull();
      }
    });

    it('says before writing how many model calls it will make, and none offline', async () => {
      const ann = await signUp('ann');
      expect((await createPlan(ann)).model_calls).toBeNull();
      ok(
        await ann.call('PUT', '/ai-settings', {
          writer: 'model',
          provider: 'custom',
          base_url: 'http://127.0.0.1:9/v1',
          text_model: 'writer-1',
          image_model: 'painter-1',
          text_daily_limit: 40,
          image_daily_limit: 5,
        }),
        endpoints.saveAiSettings.response,
      );
      // No brand profile asks for images: only the posts are written by the model.
      expect((await createPlan(ann)).model_calls).toEqual({
        text_model: 'writer-1',
        text_calls_per_post: { least: 1, most: MAX_VARIATIONS },
        text_left_today: 40,
        image_model: null,
        image_calls_per_post: 0,
        image_left_today: null,
      });
    });

    it('replaces the slots of a plan being planned, and no longer once it is cancelled', async () => {
      const ann = await signUp('ann');
      const plan = await createPlan(ann);
      const edit = {
        date: '2027-03-09',
        time: '12:00',
        platforms: ['instagram'],
        kind: 'tip',
        brief: '  Our rye, fresh on Tuesdays  ',
      };
      const replace = () =>
        ann.call('PUT', `/plans/${plan.id}/slots`, { user_email: ann.email, slots: [edit] });
      const replaced = ok(await replace(), endpoints.replacePlanSlots.response).plan;
      expect(replaced.slots).toMatchObject([
        { ...edit, brief: 'Our rye, fresh on Tuesdays', position: 0, state: 'planned' },
      ]);
      const cancelled = ok(
        await ann.call('POST', `/plans/${plan.id}/cancel`, { user_email: ann.email }),
        endpoints.cancelPlan.response,
      ).plan;
      expect(cancelled.state).toBe('cancelled');
      expect(cancelled.slots.map((slot) => slot.state)).toEqual(['cancelled']);
      expect(cancelled.progress).toEqual({ total: 0, written: 0, failed: 0, current: null });
      expect(failure(await replace(), 409)).toBe(API_MESSAGES.planBusy);
      // Writing a cancelled plan changes nothing.
      const write = await ann.call('POST', `/plans/${plan.id}/write`, { user_email: ann.email });
      expect(ok(write, endpoints.writePlan.response).plan).toEqual(cancelled);
    });

    it('retries only a failed slot, and 404s a plan that is not the owner’s', async () => {
      const ann = await signUp('ann');
      const plan = await createPlan(ann);
      const slot = plan.slots[0];
      expect(slot).toBeDefined();
      const retry = await ann.call('POST', `/plans/${plan.id}/slots/${slot?.id ?? ''}/retry`, {
        user_email: ann.email,
      });
      expect(failure(retry, 409)).toBe(API_MESSAGES.onlyFailedRetried);
      const bob = await signUp('bob');
      for (const id of [plan.id, NOBODY_ID, 'not-a-plan']) {
        const answer = await bob.call('GET', `/plans/${id}?${query(bob)}`);
        expect(failure(answer, 404)).toBe(API_MESSAGES.planNotFound);
      }
      const cancel = await bob.call('POST', `/plans/${plan.id}/cancel`, { user_email: bob.email });
      expect(failure(cancel, 404)).toBe(API_MESSAGES.planNotFound);
      expect((await getPlan(ann, plan.id)).state).toBe('planning');
    });

    it('writes another version of a post to review in its place, never a second draft', async () => {
      const ann = await signUp('ann');
      await saveBrandProfile(ann);
      const plan = await createPlan(ann);
      ok(
        await ann.call('POST', `/plans/${plan.id}/write`, { user_email: ann.email }),
        endpoints.writePlan.response,
      );
      const [slot, other] = (await untilWritten(ann, plan.id)).slots;
      const before = (await marchPosts(ann)).posts;
      const shown = before.find((post) => post.id === slot?.draft_id);
      const again = (
        actor: BackendActor,
        slotId: string,
        variation: number,
        earlier: string[] = [],
      ) =>
        actor.call('POST', `/plans/${plan.id}/slots/${slotId}/another-version`, {
          user_email: actor.email,
          variation,
          earlier,
        });
      const captions = [shown?.caption ?? ''];
      for (const variation of [1, 2, 3]) {
        const { post } = ok(
          await again(ann, slot?.id ?? '', variation, captions.slice(0, -1)),
          endpoints.writeAnotherPlanVersion.response,
        );
        expect(post).toMatchObject({
          id: shown?.id,
          status: 'to_review',
          plan_id: plan.id,
          scheduled_at: shown?.scheduled_at,
          platforms: shown?.platforms,
          image_url: shown?.image_url,
          original_post_desc: slot?.brief,
        });
        // Beyond the brief, it says nothing the version shown or an earlier one said.
        const said = new Set(captions.flatMap(sentencesOf));
        const brief = sentencesOf(slot?.brief ?? '');
        expect(
          sentencesOf(post.caption).filter((each) => said.has(each) && !brief.includes(each)),
        ).toEqual([]);
        captions.push(post.caption);
      }
      const after = (await marchPosts(ann)).posts;
      expect(after.map((post) => post.id)).toEqual(before.map((post) => post.id));
      expect(after.find((post) => post.id === shown?.id)?.caption).toBe(captions.at(-1));

      // An approved post keeps its words.
      ok(
        await ann.call('POST', '/posts/approve', { user_email: ann.email, ids: [other?.draft_id] }),
        endpoints.approvePosts.response,
      );
      const approvedCaption = after.find((post) => post.id === other?.draft_id)?.caption;
      expect(failure(await again(ann, other?.id ?? '', 1), 409)).toBe(
        API_MESSAGES.onlyToReviewRewritten,
      );
      const unknown = await again(ann, NOBODY_ID, 1);
      expect(failure(unknown, 404)).toBe(API_MESSAGES.postNotFound);
      // Another owner's plan is not found, and its post is left as it was.
      const bob = await signUp('bob');
      expect(failure(await again(bob, slot?.id ?? '', 3), 404)).toBe(API_MESSAGES.planNotFound);
      const last = new Map((await marchPosts(ann)).posts.map((post) => [post.id, post.caption]));
      expect(last.get(other?.draft_id ?? '')).toBe(approvedCaption);
      expect(last.get(shown?.id ?? '')).toBe(captions.at(-1));
    });
  });

  describe('posts and scheduling', () => {
    const saveDraft = async (actor: BackendActor, title: string) =>
      ok(
        await actor.call(
          'POST',
          '/save-draft',
          sampleDraftRequest(actor.email, { title, original_post_desc: `Sourdough ${title}` }),
        ),
        endpoints.saveDraft.response,
        201,
      ).draft;

    it('reads times in UTC until the owner chooses a zone', async () => {
      const ann = await signUp('ann');
      const read = async () =>
        ok(
          await ann.call('GET', `/business/time-zone?${query(ann)}`),
          endpoints.getTimeZone.response,
        );
      expect(await read()).toEqual({ success: true, time_zone: DEFAULT_TIME_ZONE, chosen: false });
      expect(await setTimeZone(ann, 'Europe/Berlin')).toEqual({
        success: true,
        time_zone: 'Europe/Berlin',
        chosen: true,
      });
      expect(await read()).toEqual({ success: true, time_zone: 'Europe/Berlin', chosen: true });
      const wrong = await ann.call('PUT', '/business/time-zone', {
        user_email: ann.email,
        time_zone: 'Mars/Olympus',
      });
      expect(failure(wrong, 400)).toMatch(/^time_zone: /);
    });

    it("schedules a draft on the business's clock, lists it, and takes it off again", async () => {
      const ann = await signUp('ann');
      await setTimeZone(ann, 'Europe/Berlin');
      const draft = await saveDraft(ann, 'Rye');
      const scheduled = ok(
        await schedule(ann, draft.id, { date: '2027-03-10' }),
        endpoints.schedulePost.response,
      ).post;
      expect(scheduled).toMatchObject({
        id: draft.id,
        status: 'scheduled',
        scheduled_at: '2027-03-10T08:30:00.000Z',
        platforms: ['instagram'],
        plan_id: null,
      });
      expect((await marchPosts(ann)).posts.map((post) => post.id)).toEqual([draft.id]);
      const unscheduled = ok(
        await schedule(ann, draft.id, { date: null }),
        endpoints.schedulePost.response,
      ).post;
      expect(unscheduled).toMatchObject({ status: 'draft', scheduled_at: null });
      expect((await marchPosts(ann)).posts).toEqual([]);
    });

    it('keeps a post a plan wrote "to review" when it moves, until it is approved', async () => {
      const ann = await signUp('ann');
      await saveBrandProfile(ann);
      const plan = await createPlan(ann);
      ok(
        await ann.call('POST', `/plans/${plan.id}/write`, { user_email: ann.email }),
        endpoints.writePlan.response,
      );
      const [first, second] = (await untilWritten(ann, plan.id)).slots.map(
        (slot) => slot.draft_id ?? '',
      );
      const moved = ok(
        await schedule(ann, first ?? '', { date: '2027-03-20' }),
        endpoints.schedulePost.response,
      ).post;
      expect(moved).toMatchObject({
        status: 'to_review',
        scheduled_at: '2027-03-20T09:30:00.000Z',
      });
      const approved = ok(
        await ann.call('POST', '/posts/approve', {
          user_email: ann.email,
          ids: [second, NOBODY_ID, 'not-a-post'],
        }),
        endpoints.approvePosts.response,
      );
      expect(approved.approved).toBe(1);
      const movedAndApproved = ok(
        await schedule(ann, first ?? '', { date: '2027-03-21', approve: true }),
        endpoints.schedulePost.response,
      ).post;
      expect(movedAndApproved.status).toBe('scheduled');
      const statuses = new Map((await marchPosts(ann)).posts.map((post) => [post.id, post.status]));
      expect(statuses).toEqual(
        new Map([
          [second, 'scheduled'],
          [first, 'scheduled'],
        ]),
      );
    });

    it("keeps an approval with the month's plan in the post's reviews and the activity log", async () => {
      const ann = await signUp('ann');
      await saveBrandProfile(ann);
      const plan = await createPlan(ann);
      ok(
        await ann.call('POST', `/plans/${plan.id}/write`, { user_email: ann.email }),
        endpoints.writePlan.response,
      );
      const [postId = ''] = (await untilWritten(ann, plan.id)).slots.map(
        (slot) => slot.draft_id ?? '',
      );
      ok(
        await ann.call('POST', '/posts/approve', { user_email: ann.email, ids: [postId] }),
        endpoints.approvePosts.response,
      );
      const approvedWithPlan = { action: 'approved', detail: "Approved with the month's plan" };
      const history = ok(
        await ann.call('GET', `/posts/${encodeURIComponent(postId)}/activity`),
        endpoints.getPostActivity.response,
      ).entries;
      expect(history).toContainEqual(
        expect.objectContaining({ ...approvedWithPlan, post_id: postId }),
      );
      const log = ok(await ann.call('GET', '/activity'), endpoints.getActivity.response).entries;
      expect(log).toContainEqual(expect.objectContaining({ ...approvedWithPlan, post_id: postId }));
      const listed = (await marchPosts(ann)).posts.find((post) => post.id === postId);
      expect(listed?.review).toMatchObject({ decision: 'approved', comment: '' });
    });

    it('edits a post’s text and platforms, once each platform', async () => {
      const ann = await signUp('ann');
      const draft = await saveDraft(ann, 'Rye');
      const answer = await ann.call('PUT', `/drafts/${draft.id}`, {
        user_email: ann.email,
        title: 'Rye, again',
        caption: 'Fresh rye on Tuesdays.',
        hashtags: '#rye',
        image_url: null,
        image_prompt: null,
        platforms: ['x', 'instagram', 'x'],
      });
      expect(ok(answer, endpoints.updatePost.response).post).toMatchObject({
        id: draft.id,
        title: 'Rye, again',
        caption: 'Fresh rye on Tuesdays.',
        hashtags: '#rye',
        image_url: null,
        platforms: ['x', 'instagram'],
        status: 'draft',
        scheduled_at: null,
      });
    });

    it('says who wrote the version a draft is replaced with, and keeps it when an edit does not say', async () => {
      const ann = await signUp('ann');
      const draft = ok(
        await ann.call(
          'POST',
          '/save-draft',
          sampleDraftRequest(ann.email, {
            title: 'Rye',
            written_by: { by: 'offline' },
            image_by: { by: 'offline' },
          }),
        ),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const edit = {
        user_email: ann.email,
        title: 'Rye, another version',
        caption: 'Fresh rye on Tuesdays.',
        hashtags: '#rye',
        image_url: null,
        image_prompt: null,
        platforms: ['instagram'],
      };
      const replaced = ok(
        await ann.call('PUT', `/drafts/${draft.id}`, {
          ...edit,
          written_by: { by: 'model', model: 'writer-2' },
          image_by: null,
        }),
        endpoints.updatePost.response,
      ).post;
      expect(replaced.written_by).toEqual({ by: 'model', model: 'writer-2' });
      expect(replaced.image_by ?? null).toBeNull();

      const edited = ok(
        await ann.call('PUT', `/drafts/${draft.id}`, { ...edit, caption: 'Rye on Tuesdays.' }),
        endpoints.updatePost.response,
      ).post;
      expect(edited.written_by).toEqual({ by: 'model', model: 'writer-2' });
      const listed = ok(
        await ann.call('GET', `/get-drafts?${query(ann)}`),
        endpoints.getDrafts.response,
      ).drafts.find((item) => item.id === draft.id);
      expect(listed?.written_by).toEqual({ by: 'model', model: 'writer-2' });
    });

    it("answers 404 to another owner's post or an unknown one, changing nothing", async () => {
      const ann = await signUp('ann');
      const draft = await saveDraft(ann, 'Rye');
      const bob = await signUp('bob');
      for (const id of [draft.id, NOBODY_ID, 'not-a-post']) {
        expect(failure(await schedule(bob, id, { date: '2027-03-10' }), 404)).toBe(
          API_MESSAGES.draftNotFound,
        );
      }
      const approved = ok(
        await bob.call('POST', '/posts/approve', { user_email: bob.email, ids: [draft.id] }),
        endpoints.approvePosts.response,
      );
      expect(approved.approved).toBe(0);
      expect((await marchPosts(ann)).posts).toEqual([]);
    });

    it.each([
      ['backwards', 'from=2027-03-10T00:00:00.000Z&to=2027-03-01T00:00:00.000Z'],
      ['over 100 days', 'from=2027-01-01T00:00:00.000Z&to=2027-04-15T00:00:00.000Z'],
    ])('refuses a range of posts %s with 400', async (_label, range) => {
      const ann = await signUp('ann');
      const answer = await ann.call('GET', `/posts?${query(ann)}&${range}`);
      expect(failure(answer, 400)).toBe(API_MESSAGES.rangeTooLong);
    });
  });
}
