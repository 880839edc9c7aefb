import { API_MESSAGES } from '@contract/messages';
import { describe, expect, it } from 'vitest';
import { draftSchema } from '@contract/drafts';
import { sampleDraftRequest } from '@contract/samples';
import { callMockApi } from '../test-client';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

async function saveDraft(userEmail: string, title = 'A post') {
  const answer = await callMockApi('POST', '/save-draft', sampleDraftRequest(userEmail, { title }));
  expect(answer.status).toBe(201);
  return draftSchema.parse(answer.body.draft);
}

const listDrafts = (userEmail: string) =>
  callMockApi('GET', `/get-drafts?user_email=${encodeURIComponent(userEmail)}`);

describe('POST /save-draft', () => {
  it('saves the draft with an id and creation time and answers with it', async () => {
    const request = sampleDraftRequest(ANN, { image_prompt: 'A croissant', image_url: 'data:,x' });
    const answer = await callMockApi('POST', '/save-draft', request);
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(draftSchema.parse(answer.body.draft)).toEqual({
      ...request,
      id: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it.each([
    ['missing e-mail', { user_email: undefined }, /^user_email: /],
    ['blank description', { original_post_desc: '   ' }, /^original_post_desc: /],
    ['title that is not text', { title: 42 }, /^title: /],
  ])('answers 400 for a %s', async (_label, change, message) => {
    const answer = await callMockApi('POST', '/save-draft', {
      ...sampleDraftRequest(ANN),
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });

  it.each([
    ['not JSON', 'captionLength=long'],
    ['JSON of the wrong shape', '{"captionLength":"long"}'],
  ])('answers 400 when generation_params is %s', async (_label, generation_params) => {
    const answer = await callMockApi('POST', '/save-draft', {
      ...sampleDraftRequest(ANN),
      generation_params,
    });
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: API_MESSAGES.badGenerationParams },
    });
    expect((await listDrafts(ANN)).body.count).toBe(0);
  });
});

describe('GET /get-drafts', () => {
  it('lists only the drafts of the user asking, newest first, with their count', async () => {
    const first = await saveDraft(ANN, 'First');
    await saveDraft(BOB, 'Bob’s');
    const second = await saveDraft(ANN, 'Second');
    const answer = await listDrafts(ANN);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, drafts: [second, first], count: 2 },
    });
  });

  it('gives an empty list to a user without drafts', async () => {
    await saveDraft(BOB);
    expect((await listDrafts(ANN)).body).toEqual({ success: true, drafts: [], count: 0 });
  });

  it('answers 400 without user_email', async () => {
    const answer = await callMockApi('GET', '/get-drafts');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^user_email: /),
    });
  });
});

describe('DELETE /delete-draft/{id}', () => {
  it('deletes the user’s own draft', async () => {
    const draft = await saveDraft(ANN);
    const answer = await callMockApi('DELETE', `/delete-draft/${draft.id}`, { user_email: ANN });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect((await listDrafts(ANN)).body.count).toBe(0);
  });

  it('answers 404 for another user’s draft, as for a missing one, and keeps it', async () => {
    const draft = await saveDraft(ANN);
    const answer = await callMockApi('DELETE', `/delete-draft/${draft.id}`, { user_email: BOB });
    expect(answer).toEqual({
      status: 404,
      body: { success: false, error: API_MESSAGES.draftNotFound },
    });
    expect((await listDrafts(ANN)).body.count).toBe(1);
  });

  it('answers 404 for a draft that does not exist', async () => {
    const answer = await callMockApi('DELETE', '/delete-draft/draft_404', { user_email: ANN });
    expect(answer).toEqual({
      status: 404,
      body: { success: false, error: API_MESSAGES.draftNotFound },
    });
  });

  it('answers 404 the second time a draft is deleted', async () => {
    const draft = await saveDraft(ANN);
    await callMockApi('DELETE', `/delete-draft/${draft.id}`, { user_email: ANN });
    const again = await callMockApi('DELETE', `/delete-draft/${draft.id}`, { user_email: ANN });
    expect(again.status).toBe(404);
  });

  it('answers 400 without the JSON body naming the user', async () => {
    const draft = await saveDraft(ANN);
    const answer = await callMockApi('DELETE', `/delete-draft/${draft.id}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^user_email: /);
    expect((await listDrafts(ANN)).body.count).toBe(1);
  });
});
