import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { tiktokPrivacyRequiredFor, type TikTokChoices } from '@contract/tiktok';
import { tiktokAudit } from '../../src/social/sandbox/networks';
import { TIKTOK_NO_CHOICE_MESSAGE } from '../../src/social/networks/tiktok-choices';
import { expectFailure, expectSuccess } from '../support/client';
import {
  connect,
  PRIVATE_TIKTOK,
  publicationsOf,
  scheduledPost,
  signedIn,
  standIn,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from '../support/publishing';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import type { TestClient } from '../support/client';

let world: PublishingWorld;
let imageUrl: string;

beforeAll(async () => {
  world = await startPublishingWorld({ PUBLISH_MIN_GAP_SECONDS: '0' });
  imageUrl = await storedPng(world, 1200, 1200, { r: 20, g: 90, b: 160 });
});
afterAll(() => world.close());
afterEach(() => {
  tiktokAudit.audited = false;
});

const sweep = () => world.server.app.social.publisher.sweep();
const tiktok = () => standIn(world, 'tiktok');
const CREATOR_INFO = 'POST /v2/post/publish/creator_info/query/';
const INIT = 'POST /v2/post/publish/content/init/';

interface PostInfo {
  description?: string;
  privacy_level?: string;
  disable_comment?: boolean;
  brand_content_toggle?: boolean;
  brand_organic_toggle?: boolean;
}
const initsFor = (caption: string) =>
  tiktok()
    .requestsTo(INIT)
    .map((request) => (request.json as { post_info: PostInfo }).post_info)
    .filter((info) => info.description === caption);

/** A whole minute far enough ahead that earlier posts are out of every window. */
const nextSlot = () => {
  world.clock.advance(2 * 60 * 60_000);
  const at = world.clock.now();
  at.setUTCSeconds(0, 0);
  at.setTime(at.getTime() + 60_000);
  return at;
};

/** A signed-in owner with TikTok connected and a saved photo draft. */
async function ownerWithDraft() {
  const { client, email } = await signedIn(world);
  await connect(client, 'tiktok');
  const { draft } = expectSuccess(
    await client.post('/api/save-draft', {
      ...sampleDraftRequest(email),
      caption: `Seeded loaves ${Math.random().toString(36).slice(2)}`,
      hashtags: '',
      image_url: imageUrl,
    }),
    endpoints.saveDraft.response,
    201,
  );
  const schedule = (at: Date, tiktokChoices?: TikTokChoices | null) => {
    const iso = at.toISOString();
    return client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      platforms: ['tiktok'],
      approve: true,
      ...(tiktokChoices !== undefined ? { tiktok: tiktokChoices } : {}),
    });
  };
  return { client, email, draft, schedule };
}

describe('TikTok refuses to post without the owner’s privacy choice', () => {
  it('refuses to schedule a TikTok post with no privacy level chosen (400, the message)', async () => {
    const { schedule, client, draft, email } = await ownerWithDraft();
    const at = nextSlot();
    const naming = tiktokPrivacyRequiredFor([draft.title]);
    expect(naming).toContain(`“${draft.title}”`);
    expect(expectFailure(await schedule(at), 400)).toBe(naming);
    expect(expectFailure(await schedule(at, { ...PRIVATE_TIKTOK, privacy_level: null }), 400)).toBe(
      naming,
    );
    expect(await publicationsOf(client, draft.id)).toEqual([]);
    // Kept off the calendar, it needs no choice.
    const offCalendar = await client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: null,
      time: '10:00',
      platforms: ['tiktok'],
    });
    expect(offCalendar.status).not.toBe(400);
  });

  it('refuses to publish a post whose privacy choice was taken back, before any post call', async () => {
    const { schedule, client, draft, email } = await ownerWithDraft();
    const at = nextSlot();
    const { post } = expectSuccess(
      await schedule(at, PRIVATE_TIKTOK),
      endpoints.schedulePost.response,
    );
    expect(post.tiktok).toEqual(PRIVATE_TIKTOK);
    expectSuccess(
      await client.put(`/api/drafts/${draft.id}`, {
        user_email: email,
        title: post.title,
        caption: post.caption,
        hashtags: post.hashtags,
        image_url: post.image_url,
        image_prompt: post.image_prompt ?? null,
        platforms: ['tiktok'],
        tiktok: { ...PRIVATE_TIKTOK, privacy_level: null },
      }),
      endpoints.updatePost.response,
    );
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, draft.id))[0]).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: TIKTOK_NO_CHOICE_MESSAGE,
    });
    expect(initsFor(post.caption)).toHaveLength(0);
  });

  it('refuses a privacy level the account does not offer (unaudited: only "Only me")', async () => {
    const { schedule, client, draft } = await ownerWithDraft();
    const at = nextSlot();
    const { post } = expectSuccess(
      await schedule(at, { ...PRIVATE_TIKTOK, privacy_level: 'PUBLIC_TO_EVERYONE' }),
      endpoints.schedulePost.response,
    );
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, draft.id))[0]).toMatchObject({
      state: 'failed',
      error_class: 'content',
      error_message: expect.stringContaining('no longer offers "Everyone"'),
    });
    expect(initsFor(post.caption)).toHaveLength(0);
  });

  it('refuses branded content that only its creator would see (400)', async () => {
    const { schedule } = await ownerWithDraft();
    const answer = await schedule(nextSlot(), {
      privacy_level: 'SELF_ONLY',
      allow_comments: true,
      disclosure: 'branded_content',
    });
    expect(expectFailure(answer, 400)).toMatch(/Branded content cannot be private/);
  });
});

/** A written plan of two TikTok posts, all to review, for an owner with TikTok connected. */
async function writtenTikTokPlan(client: TestClient, email: string) {
  const profile = sampleOnboardingData();
  profile.contentPrefs.platforms = ['tiktok'];
  profile.contentPrefs.aiVisuals = false;
  await client.post('/api/onboarding', {
    user_email: email,
    name: null,
    business_name: profile.business.name,
    industry: profile.business.industry,
    location: profile.business.city,
    employees: profile.business.employees,
    onboarding_data: profile,
  });
  const month = new Date(world.clock.now().getTime() + 40 * 86_400_000).toISOString().slice(0, 7);
  const { plan } = expectSuccess(
    await client.post('/api/plans', {
      user_email: email,
      month,
      count: 2,
      platforms: ['tiktok'],
      posting_times: { tiktok: { days: [2, 4], time: '09:30' } },
      own_dates: '',
      country: null,
    }),
    endpoints.createPlan.response,
  );
  expectSuccess(
    await client.post(`/api/plans/${plan.id}/write`, { user_email: email }),
    endpoints.writePlan.response,
  );
  const read = async () =>
    expectSuccess(
      await client.get(`/api/plans/${plan.id}?user_email=${encodeURIComponent(email)}`),
      endpoints.getPlan.response,
    ).plan;
  // The inline job engine writes in this process; each read lets it run on.
  let written = await read();
  for (let tries = 0; written.state === 'writing' && tries < 500; tries += 1)
    written = await read();
  const ids = written.slots.flatMap((slot) => (slot.draft_id ? [slot.draft_id] : []));
  expect(ids).toHaveLength(2);
  return { plan: written, ids };
}

describe('approving a plan’s TikTok posts needs the owner’s privacy choice', () => {
  it('refuses to approve any while one lacks it, naming it, then approves once chosen', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'tiktok');
    const { plan, ids } = await writtenTikTokPlan(client, email);
    const [firstId = '', secondId = ''] = ids;
    const posts = expectSuccess(
      await client.get(
        `/api/posts?user_email=${encodeURIComponent(email)}&from=${plan.month}-01T00:00:00.000Z&to=${new Date(
          Date.parse(`${plan.month}-01T00:00:00Z`) + 32 * 86_400_000,
        ).toISOString()}`,
      ),
      endpoints.getPosts.response,
    ).posts;
    const titleOf = (id: string) => posts.find((post) => post.id === id)?.title ?? '';
    const approve = (approveIds: string[]) =>
      client.post('/api/posts/approve', { user_email: email, ids: approveIds });

    const refused = expectFailure(await approve(ids), 400);
    expect(refused).toBe(tiktokPrivacyRequiredFor([titleOf(firstId), titleOf(secondId)]));
    expect(refused).toContain(`“${titleOf(firstId)}” and 1 more post`);

    const first = posts.find((post) => post.id === firstId);
    if (!first) throw new Error('The first planned post is not listed');
    expectSuccess(
      await client.put(`/api/drafts/${firstId}`, {
        user_email: email,
        title: first.title,
        caption: first.caption,
        hashtags: first.hashtags,
        image_url: first.image_url,
        image_prompt: first.image_prompt ?? null,
        platforms: ['tiktok'],
        tiktok: PRIVATE_TIKTOK,
      }),
      endpoints.updatePost.response,
    );
    // Nothing was approved by the refusal; the one still without a choice is named alone.
    expect(expectFailure(await approve(ids), 400)).toBe(
      tiktokPrivacyRequiredFor([titleOf(secondId)]),
    );
    expect(expectSuccess(await approve([firstId]), endpoints.approvePosts.response).approved).toBe(
      1,
    );
  });

  it('approves them when no TikTok account is connected: nothing goes there yet', async () => {
    const { client, email } = await signedIn(world);
    const { ids } = await writtenTikTokPlan(client, email);
    const answer = await client.post('/api/posts/approve', { user_email: email, ids });
    expect(expectSuccess(answer, endpoints.approvePosts.response).approved).toBe(2);
  });
});

describe('the owner’s TikTok choices reach TikTok as they were made', () => {
  it('sends the privacy level, comments and disclosure the owner chose', async () => {
    tiktokAudit.audited = true;
    const { schedule, client, draft } = await ownerWithDraft();
    const at = nextSlot();
    const choices: TikTokChoices = {
      privacy_level: 'FOLLOWER_OF_CREATOR',
      allow_comments: true,
      disclosure: 'your_brand',
    };
    const { post } = expectSuccess(await schedule(at, choices), endpoints.schedulePost.response);
    expect(post.tiktok).toEqual(choices);
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, draft.id))[0]?.state).toBe('published');
    expect(initsFor(post.caption)).toEqual([
      {
        description: post.caption,
        privacy_level: 'FOLLOWER_OF_CREATOR',
        disable_comment: false,
        brand_content_toggle: false,
        brand_organic_toggle: true,
        auto_add_music: true,
      },
    ]);
  });

  it('sends branded content with comments off to the followers chosen', async () => {
    tiktokAudit.audited = true;
    const { client, email } = await ownerWithDraft();
    const at = nextSlot();
    const { post, caption } = await scheduledPost(
      client,
      email,
      at,
      ['tiktok'],
      undefined,
      imageUrl,
      {
        privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
        allow_comments: false,
        disclosure: 'branded_content',
      },
    );
    world.clock.set(at);
    await sweep();
    expect((await publicationsOf(client, post.id))[0]?.state).toBe('published');
    expect(initsFor(caption)[0]).toMatchObject({
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      disable_comment: true,
      brand_content_toggle: true,
      brand_organic_toggle: false,
    });
  });
});

describe('the TikTok stand-in refuses what TikTok refuses', () => {
  /** A live token of the connected account, as the server sent it to creator_info. */
  async function liveToken() {
    const { client } = await ownerWithDraft();
    expectSuccess(
      await client.get('/api/integrations/tiktok/creator-info'),
      endpoints.getTikTokCreatorInfo.response,
    );
    return String(tiktok().requestsTo(CREATOR_INFO).at(-1)?.headers.authorization ?? '');
  }
  const init = (authorization: string, postInfo: PostInfo) =>
    fetch(`${tiktok().baseUrl}/v2/post/publish/content/init/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        media_type: 'PHOTO',
        post_mode: 'DIRECT_POST',
        post_info: { description: 'x', ...postInfo },
        source_info: {
          source: 'PULL_FROM_URL',
          // Under the verified prefix, so what is judged is the post's own fields.
          photo_images: [`${world.server.config.TIKTOK_VERIFIED_URL_PREFIX ?? ''}a.jpg`],
          photo_cover_index: 0,
        },
      }),
    });
  const codeOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  it('refuses a privacy level creator_info did not offer, and private branded content', async () => {
    const token = await liveToken();
    const unaudited = await init(token, { privacy_level: 'PUBLIC_TO_EVERYONE' });
    expect(unaudited.status).toBe(403);
    expect(await codeOf(unaudited)).toBe('unaudited_client_can_only_post_to_private_accounts');
    tiktokAudit.audited = true;
    const unknown = await init(token, { privacy_level: 'EVERYONE' });
    expect(await codeOf(unknown)).toBe('privacy_level_option_mismatch');
    const brandedPrivate = await init(token, {
      privacy_level: 'SELF_ONLY',
      brand_content_toggle: true,
    });
    expect(brandedPrivate.status).toBe(400);
    expect(await codeOf(brandedPrivate)).toBe('invalid_params');
  });
});

describe('the connected TikTok account’s creator info', () => {
  it('answers the nickname, avatar and the privacy levels TikTok offers, audited or not', async () => {
    const { client } = await ownerWithDraft();
    const read = async () =>
      expectSuccess(
        await client.get('/api/integrations/tiktok/creator-info'),
        endpoints.getTikTokCreatorInfo.response,
      );
    expect(await read()).toMatchObject({
      audited: false,
      problem: null,
      creator: {
        nickname: 'Sandbox Bakery',
        avatar_url: expect.stringMatching(/^data:image\/svg\+xml,/),
        privacy_level_options: ['SELF_ONLY'],
        comment_disabled: false,
      },
    });
    tiktokAudit.audited = true;
    expect((await read()).creator?.privacy_level_options).toEqual([
      'PUBLIC_TO_EVERYONE',
      'MUTUAL_FOLLOW_FRIENDS',
      'FOLLOWER_OF_CREATOR',
      'SELF_ONLY',
    ]);
  });

  it('refreshes an expired token first, as publishing does', async () => {
    const { client } = await ownerWithDraft();
    const refreshes = tiktok().refreshCount();
    tiktok().expireAccessTokens();
    const answer = expectSuccess(
      await client.get('/api/integrations/tiktok/creator-info'),
      endpoints.getTikTokCreatorInfo.response,
    );
    expect(answer.creator?.nickname).toBe('Sandbox Bakery');
    expect(tiktok().refreshCount()).toBe(refreshes + 1);
  });

  it('answers no creator when no TikTok account is connected', async () => {
    const { client } = await signedIn(world);
    expect(
      expectSuccess(
        await client.get('/api/integrations/tiktok/creator-info'),
        endpoints.getTikTokCreatorInfo.response,
      ),
    ).toEqual({ success: true, audited: false, creator: null, problem: null });
  });
});
