import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { UpdatePostRequest } from '@contract/posts';
import { sampleDraftRequest } from '@contract/samples';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const NOT_YOURS = "You can only access your own account's data.";
const UNKNOWN_ID = '3f0e6a55-8a3b-4c1e-9d2a-6b1f4c2e7a90';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedInWithDraft() {
  const client = new TestClient(server.url);
  const email = `posts${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  const draft = expectSuccess(
    await client.post('/api/save-draft', sampleDraftRequest(email)),
    endpoints.saveDraft.response,
    201,
  ).draft;
  return { client, email, draft };
}

const edit = (email: string, changes: Partial<UpdatePostRequest> = {}): UpdatePostRequest => ({
  user_email: email,
  title: 'Rye is back',
  caption: 'Dark rye, baked slowly overnight. Ask for a slice to taste.',
  hashtags: '#rye #bakery',
  image_url: null,
  image_prompt: null,
  platforms: ['instagram', 'x'],
  ...changes,
});

async function setZone(client: TestClient, email: string, zone: string) {
  return expectSuccess(
    await client.put('/api/business/time-zone', { user_email: email, time_zone: zone }),
    endpoints.setTimeZone.response,
  );
}

async function postsBetween(client: TestClient, email: string, from: string, to: string) {
  const query = new URLSearchParams({ user_email: email, from, to });
  return expectSuccess(await client.get(`/api/posts?${query}`), endpoints.getPosts.response);
}

describe('PUT /api/drafts/:id', () => {
  it('saves every edited field and the drafts list shows them', async () => {
    const { client, email, draft } = await signedInWithDraft();
    const { post } = expectSuccess(
      await client.put(`/api/drafts/${draft.id}`, edit(email)),
      endpoints.updatePost.response,
    );
    expect(post).toMatchObject({
      id: draft.id,
      title: 'Rye is back',
      hashtags: '#rye #bakery',
      platforms: ['instagram', 'x'],
      status: 'draft',
      scheduled_at: null,
      created_at: draft.created_at,
      original_post_desc: draft.original_post_desc,
    });
    const list = expectSuccess(
      await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
      endpoints.getDrafts.response,
    );
    expect(list.drafts[0]).toMatchObject({ title: 'Rye is back', platforms: ['instagram', 'x'] });
  });

  it('refuses what the contract refuses, naming the field, and changes nothing', async () => {
    const { client, email, draft } = await signedInWithDraft();
    const tooLong = 'a'.repeat(301);
    expect(
      expectFailure(
        await client.put(`/api/drafts/${draft.id}`, edit(email, { title: tooLong })),
        400,
      ),
    ).toMatch(/title/);
    expect(
      expectFailure(
        await client.put(`/api/drafts/${draft.id}`, { ...edit(email), platforms: ['myspace'] }),
        400,
      ),
    ).toMatch(/platforms/);
    const list = expectSuccess(
      await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
      endpoints.getDrafts.response,
    );
    expect(list.drafts[0]?.title).toBe(draft.title);
  });

  it("answers 404 for another user's draft and 403 for another user's e-mail", async () => {
    const owner = await signedInWithDraft();
    const other = await signedInWithDraft();
    expect(
      expectFailure(
        await other.client.put(`/api/drafts/${owner.draft.id}`, edit(other.email)),
        404,
      ),
    ).toBe('Draft not found');
    expect(
      expectFailure(
        await other.client.put(`/api/drafts/${owner.draft.id}`, edit(owner.email)),
        403,
      ),
    ).toBe(NOT_YOURS);
    expect(
      expectFailure(await other.client.put(`/api/drafts/${UNKNOWN_ID}`, edit(other.email)), 404),
    ).toBe('Draft not found');
    const anonymous = new TestClient(server.url);
    expectFailure(await anonymous.put(`/api/drafts/${owner.draft.id}`, edit(owner.email)), 401);
  });
});

describe('scheduling in the business time zone', () => {
  it('stores 09:00 Europe/Berlin on the last Sunday of March as 07:00 UTC', async () => {
    const { client, email, draft } = await signedInWithDraft();
    await setZone(client, email, 'Europe/Berlin');
    const { post } = expectSuccess(
      await client.put(`/api/drafts/${draft.id}/schedule`, {
        user_email: email,
        date: '2026-03-29',
        time: '09:00',
        platforms: ['instagram'],
      }),
      endpoints.schedulePost.response,
    );
    expect(post.scheduled_at).toBe('2026-03-29T07:00:00.000Z');
    expect(post.status).toBe('scheduled');
  });

  it('keeps 09:00 on the clock when a post moves across the change, and lists by range', async () => {
    const { client, email, draft } = await signedInWithDraft();
    await setZone(client, email, 'Europe/Berlin');
    const schedule = (date: string) =>
      client.put(`/api/drafts/${draft.id}/schedule`, {
        user_email: email,
        date,
        time: '09:00',
        platforms: ['facebook', 'x'],
      });
    const before = expectSuccess(await schedule('2026-03-28'), endpoints.schedulePost.response);
    expect(before.post.scheduled_at).toBe('2026-03-28T08:00:00.000Z');
    const after = expectSuccess(await schedule('2026-03-30'), endpoints.schedulePost.response);
    expect(after.post.scheduled_at).toBe('2026-03-30T07:00:00.000Z');
    expect(after.post.platforms).toEqual(['facebook', 'x']);

    const march = await postsBetween(
      client,
      email,
      '2026-03-01T00:00:00+01:00',
      '2026-04-01T00:00:00+02:00',
    );
    expect(march.time_zone).toBe('Europe/Berlin');
    expect(march.posts.map((post) => post.id)).toEqual([draft.id]);
    const april = await postsBetween(client, email, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z');
    expect(april.posts).toEqual([]);
  });

  it('takes a post off the calendar with date null', async () => {
    const { client, email, draft } = await signedInWithDraft();
    await client.put(`/api/drafts/${draft.id}/schedule`, {
      user_email: email,
      date: '2026-05-02',
      time: '12:00',
      platforms: ['instagram'],
    });
    const { post } = expectSuccess(
      await client.put(`/api/drafts/${draft.id}/schedule`, {
        user_email: email,
        date: null,
        time: '12:00',
        platforms: ['instagram'],
      }),
      endpoints.schedulePost.response,
    );
    expect(post).toMatchObject({ scheduled_at: null, status: 'draft' });
  });

  it('refuses a time zone that does not exist and an impossible time', async () => {
    const { client, email, draft } = await signedInWithDraft();
    expectFailure(
      await client.put('/api/business/time-zone', { user_email: email, time_zone: 'Mars/Olympus' }),
      400,
    );
    expectFailure(
      await client.put(`/api/drafts/${draft.id}/schedule`, {
        user_email: email,
        date: '2026-03-29',
        time: '25:00',
        platforms: ['instagram'],
      }),
      400,
    );
    const zone = expectSuccess(
      await client.get(`/api/business/time-zone?user_email=${encodeURIComponent(email)}`),
      endpoints.getTimeZone.response,
    );
    expect(zone).toEqual({ success: true, time_zone: 'UTC', chosen: false });
  });
});
