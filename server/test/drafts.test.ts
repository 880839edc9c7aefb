import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveDraftRequest } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleGenerationParams } from '@contract/samples';
import { drafts, users } from '../src/db/schema';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

const NOT_YOURS = "You can only access your own account's data.";
const BAD_PARAMS = 'generation_params must be JSON generation parameters';
const UNKNOWN_ID = '3f0e6a55-8a3b-4c1e-9d2a-6b1f4c2e7a90';

let server: TestServer;
let counter = 0;
const uniqueEmail = () => `drafts${(counter += 1)}-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn() {
  const client = new TestClient(server.url);
  const email = uniqueEmail();
  await client.signUp(email);
  return { client, email };
}

const saveDraft = (client: TestClient, body: unknown) => client.post('/api/save-draft', body);

async function listDrafts(client: TestClient, email: string) {
  return expectSuccess(
    await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
    endpoints.getDrafts.response,
  );
}

async function savedDraft(client: TestClient, request: SaveDraftRequest) {
  return expectSuccess(await saveDraft(client, request), endpoints.saveDraft.response, 201).draft;
}

/** Every draft row in the database, whoever owns it. */
async function storedDraftCount(email: string): Promise<number> {
  const { db } = server.testDatabase.database;
  const rows = await db
    .select({ id: drafts.id })
    .from(drafts)
    .innerJoin(users, eq(users.id, drafts.businessId))
    .where(eq(users.email, email));
  return rows.length;
}

describe('POST /api/save-draft', () => {
  it('answers 201 with the saved draft, every field echoed', async () => {
    const { client, email } = await signedIn();
    const request = sampleDraftRequest(email, {
      image_url: '/media/00000000-0000-4000-8000-000000000000.png',
      image_prompt: 'A loaf on a wooden board',
    });
    const before = Date.now();
    const draft = await savedDraft(client, request);
    const { user_email, ...fields } = request;
    expect(draft).toEqual({
      ...fields,
      user_email,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.any(String),
    });
    expect(new Date(draft.created_at).toISOString()).toBe(draft.created_at);
    expect(Date.parse(draft.created_at)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(draft.created_at)).toBeLessThanOrEqual(Date.now() + 5_000);
    expect((await listDrafts(client, email)).drafts).toEqual([draft]);
  });

  it("answers the user's stored e-mail when the body spells it in capitals", async () => {
    const { client, email } = await signedIn();
    const draft = await savedDraft(client, sampleDraftRequest(email.toUpperCase()));
    expect(draft.user_email).toBe(email);
  });

  it('gives text back byte for byte: markup, quotes, emoji and other scripts', async () => {
    const { client, email } = await signedIn();
    const text = {
      title: `<script>alert("x")</script> O'Brien's "best" bread`,
      caption: 'Crème brûlée, 東京, Ελληνικά, עברית, 🥐🍞👩🏽‍🍳 and \\n a backslash\nnew line\ttab',
      hashtags: '#çafé #パン #🍞 #"quoted"',
      image_prompt: '</textarea><img src=x onerror=alert(1)> ${template} {{moustache}}',
      original_post_desc: 'Zero\u200bwidth, combining e\u0301, and RTL \u05e9\u05dc\u05d5\u05dd',
    };
    const draft = await savedDraft(client, sampleDraftRequest(email, text));
    expect(draft).toMatchObject(text);
    const [listed] = (await listDrafts(client, email)).drafts;
    expect(listed).toMatchObject(text);
  });

  it('gives any well-formed unicode text back unchanged (property)', async () => {
    const { client, email } = await signedIn();
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((value) => !value.includes('\u0000') && value.trim() === value && value !== '');
    await fc.assert(
      fc.asyncProperty(text, text, async (title, caption) => {
        const draft = await savedDraft(
          client,
          sampleDraftRequest(email, { title, caption, original_post_desc: caption }),
        );
        expect([draft.title, draft.caption, draft.original_post_desc]).toEqual([
          title,
          caption,
          caption,
        ]);
      }),
      { numRuns: 25 },
    );
  });

  it("answers 403 for another user's e-mail and stores nothing for either", async () => {
    const owner = await signedIn();
    const { client, email } = await signedIn();
    const answer = await saveDraft(client, sampleDraftRequest(owner.email));
    expect(expectFailure(answer, 403)).toBe(NOT_YOURS);
    expect(await storedDraftCount(owner.email)).toBe(0);
    expect(await storedDraftCount(email)).toBe(0);
  });

  const invalid: [string, (email: string) => Record<string, unknown>, string][] = [
    [
      'a missing user_email',
      (email) => ({ ...sampleDraftRequest(email), user_email: undefined }),
      'user_email: Invalid input: expected string, received undefined',
    ],
    [
      'a blank original_post_desc',
      (email) => sampleDraftRequest(email, { original_post_desc: '   ' }),
      'original_post_desc: Too small: expected string to have >=1 characters',
    ],
    [
      'a title that is not a string',
      (email) => ({ ...sampleDraftRequest(email), title: 42 }),
      'title: Invalid input: expected string, received number',
    ],
    [
      'a 301-character title',
      (email) => sampleDraftRequest(email, { title: 't'.repeat(301) }),
      'title: must be at most 300 characters',
    ],
    [
      'a caption over 5,000 characters',
      (email) => sampleDraftRequest(email, { caption: 'c'.repeat(5_001) }),
      'caption: must be at most 5,000 characters',
    ],
    [
      'generation_params that are not JSON',
      (email) => sampleDraftRequest(email, { generation_params: '{not json' }),
      BAD_PARAMS,
    ],
    [
      'generation_params of the wrong shape',
      (email) =>
        sampleDraftRequest(email, {
          generation_params: JSON.stringify({ ...sampleGenerationParams(), outputCompression: 50 }),
        }),
      BAD_PARAMS,
    ],
    [
      'generation_params that are a JSON array',
      (email) => sampleDraftRequest(email, { generation_params: '[]' }),
      BAD_PARAMS,
    ],
  ];

  it.each(invalid)('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const { client, email } = await signedIn();
    expect(expectFailure(await saveDraft(client, body(email)), 400)).toBe(message);
    expect(await storedDraftCount(email)).toBe(0);
  });

  it('accepts a 300-character title and a 5,000-character caption', async () => {
    const { client, email } = await signedIn();
    const draft = await savedDraft(
      client,
      sampleDraftRequest(email, { title: 't'.repeat(300), caption: 'c'.repeat(5_000) }),
    );
    expect([draft.title.length, draft.caption.length]).toEqual([300, 5_000]);
  });
});

describe('GET /api/get-drafts', () => {
  it('lists the drafts newest first, with their count', async () => {
    const { client, email } = await signedIn();
    const saved = [];
    for (const title of ['First', 'Second', 'Third']) {
      saved.push(await savedDraft(client, sampleDraftRequest(email, { title })));
    }
    const list = await listDrafts(client, email);
    expect(list.count).toBe(3);
    expect(list.drafts.map((draft) => draft.title)).toEqual(['Third', 'Second', 'First']);
    expect(list.drafts).toEqual([...saved].reverse());
  });

  it("lists only one's own drafts", async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    await savedDraft(ann.client, sampleDraftRequest(ann.email, { title: 'Ann’s' }));
    await savedDraft(bob.client, sampleDraftRequest(bob.email, { title: 'Bob’s' }));
    const list = await listDrafts(ann.client, ann.email);
    expect(list.count).toBe(1);
    expect(list.drafts.map((draft) => [draft.title, draft.user_email])).toEqual([
      ['Ann’s', ann.email],
    ]);
  });

  it("answers 403 for another user's e-mail", async () => {
    const owner = await signedIn();
    await savedDraft(owner.client, sampleDraftRequest(owner.email));
    const { client } = await signedIn();
    const answer = await client.get(`/api/get-drafts?user_email=${owner.email}`);
    expect(expectFailure(answer, 403)).toBe(NOT_YOURS);
  });

  it('answers 400 without a user_email', async () => {
    const { client } = await signedIn();
    expect(expectFailure(await client.get('/api/get-drafts'), 400)).toMatch(/^user_email: /);
  });
});

describe('DELETE /api/delete-draft/{id}', () => {
  it('deletes an own draft; the list no longer has it; a second delete is 404', async () => {
    const { client, email } = await signedIn();
    const keep = await savedDraft(client, sampleDraftRequest(email, { title: 'Keep' }));
    const drop = await savedDraft(client, sampleDraftRequest(email, { title: 'Drop' }));
    expectSuccess(
      await client.delete(`/api/delete-draft/${drop.id}`, { user_email: email }),
      endpoints.deleteDraft.response,
    );
    const list = await listDrafts(client, email);
    expect(list.drafts).toEqual([keep]);
    expect(list.count).toBe(1);
    const again = await client.delete(`/api/delete-draft/${drop.id}`, { user_email: email });
    expect(expectFailure(again, 404)).toBe('Draft not found');
  });

  it.each(['not-a-uuid', UNKNOWN_ID, '1', "1' OR '1'='1"])(
    "answers 404 'Draft not found' for the id %j",
    async (id) => {
      const { client, email } = await signedIn();
      await savedDraft(client, sampleDraftRequest(email));
      const answer = await client.delete(`/api/delete-draft/${encodeURIComponent(id)}`, {
        user_email: email,
      });
      expect(expectFailure(answer, 404)).toBe('Draft not found');
      expect((await listDrafts(client, email)).count).toBe(1);
    },
  );

  it("answers 404 for another user's draft named with one's own e-mail, and keeps it", async () => {
    const owner = await signedIn();
    const draft = await savedDraft(owner.client, sampleDraftRequest(owner.email));
    const { client, email } = await signedIn();
    const answer = await client.delete(`/api/delete-draft/${draft.id}`, { user_email: email });
    expect(expectFailure(answer, 404)).toBe('Draft not found');
    expect((await listDrafts(owner.client, owner.email)).drafts).toEqual([draft]);
  });

  it("answers 403 for another user's e-mail in the body, and keeps the draft", async () => {
    const owner = await signedIn();
    const draft = await savedDraft(owner.client, sampleDraftRequest(owner.email));
    const { client } = await signedIn();
    const answer = await client.delete(`/api/delete-draft/${draft.id}`, {
      user_email: owner.email,
    });
    expect(expectFailure(answer, 403)).toBe(NOT_YOURS);
    expect((await listDrafts(owner.client, owner.email)).drafts).toEqual([draft]);
  });

  it('answers 400 without a user_email in the body, and keeps the draft', async () => {
    const { client, email } = await signedIn();
    const draft = await savedDraft(client, sampleDraftRequest(email));
    const answer = await client.delete(`/api/delete-draft/${draft.id}`, {});
    expect(expectFailure(answer, 400)).toMatch(/^user_email: /);
    expect((await listDrafts(client, email)).drafts).toEqual([draft]);
  });
});
