import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { sampleDraftRequest } from '@contract/samples';
import { businesses } from '../src/db/schema';
import { DEFAULT_PASSWORD, expectFailure, expectSuccess, type TestClient } from './support/client';
import { signedInMember, signedInOwner, type SignedInMember } from './support/members';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function draftsSeenBy(person: SignedInMember) {
  const answer = await person.client.get(
    `/api/get-drafts?user_email=${encodeURIComponent(person.email)}`,
  );
  return expectSuccess(answer, endpoints.getDrafts.response).drafts.map((draft) => draft.title);
}

async function saveDraft(person: SignedInMember, title: string) {
  const answer = await person.client.post(
    '/api/save-draft',
    sampleDraftRequest(person.email, { title }),
  );
  return expectSuccess(answer, endpoints.saveDraft.response, 201).draft;
}

const deleteAccount = (client: TestClient, email: string) =>
  client.post('/api/account/delete', { user_email: email, password: DEFAULT_PASSWORD });

describe('a member of business A who is not a member of business B', () => {
  it("works on A's posts and never reaches B's", async () => {
    const ownerA = await signedInOwner(server);
    const ownerB = await signedInOwner(server);
    await saveDraft(ownerA, 'Bread of A');
    const draftOfB = await saveDraft(ownerB, 'Cake of B');
    const editor = await signedInMember(server, ownerA.userId, 'editor');

    await saveDraft(editor, 'Written by the editor');
    expect((await draftsSeenBy(editor)).sort()).toEqual(['Bread of A', 'Written by the editor']);
    expect((await draftsSeenBy(ownerA)).sort()).toEqual(['Bread of A', 'Written by the editor']);
    expect(await draftsSeenBy(ownerB)).toEqual(['Cake of B']);

    expect((await editor.client.get(`/api/posts/${draftOfB.id}/results`)).status).toBe(404);
    const removal = await editor.client.delete(`/api/delete-draft/${draftOfB.id}`, {
      user_email: editor.email,
    });
    expect(removal.status).toBe(404);
    expect(await draftsSeenBy(ownerB)).toEqual(['Cake of B']);
  });

  it('a Viewer reads the business but may not write to it', async () => {
    const owner = await signedInOwner(server);
    await saveDraft(owner, 'Menu of the week');
    const viewer = await signedInMember(server, owner.userId, 'viewer');
    expect(await draftsSeenBy(viewer)).toEqual(['Menu of the week']);
    const refused = await viewer.client.post(
      '/api/save-draft',
      sampleDraftRequest(viewer.email, { title: 'Not allowed' }),
    );
    expect(expectFailure(refused, 403)).toBe(API_MESSAGES.roleNotAllowed);
    expect(await draftsSeenBy(owner)).toEqual(['Menu of the week']);
  });
});

describe('the business a session acts for', () => {
  it('moves to another business of the person when they leave theirs, and refuses when none is left', async () => {
    const ownerA = await signedInOwner(server);
    const ownerB = await signedInOwner(server);
    await saveDraft(ownerA, 'Of A');
    await saveDraft(ownerB, 'Of B');
    const member = await signedInMember(server, ownerA.userId, 'editor');
    expect(await draftsSeenBy(member)).toEqual(['Of A']);

    await server.app.memberships.addMember(ownerB.userId, member.userId, 'viewer');
    await server.app.memberships.removeMember(ownerA.userId, member.userId);
    expect(await draftsSeenBy(member)).toEqual(['Of B']);

    await server.app.memberships.removeMember(ownerB.userId, member.userId);
    const none = await member.client.get(
      `/api/get-drafts?user_email=${encodeURIComponent(member.email)}`,
    );
    expect(expectFailure(none, 403)).toBe(API_MESSAGES.noBusiness);
    // The person is still signed in: their own account answers.
    expect((await member.client.get('/api/account/profile')).status).not.toBe(401);
  });

  it('a role changed by the Owner counts from the next call', async () => {
    const owner = await signedInOwner(server);
    const member = await signedInMember(server, owner.userId, 'viewer');
    const save = () =>
      member.client.post('/api/save-draft', sampleDraftRequest(member.email, { title: 'Now' }));
    expect((await save()).status).toBe(403);
    await server.app.memberships.changeRole(owner.userId, member.userId, 'editor');
    expect((await save()).status).toBe(201);
  });

  it('sign-in acts for the business of the latest session', async () => {
    const ownerA = await signedInOwner(server);
    const ownerB = await signedInOwner(server);
    await saveDraft(ownerB, 'Of B');
    const member = await signedInMember(server, ownerA.userId, 'admin');
    await server.app.memberships.addMember(ownerB.userId, member.userId, 'viewer');
    const [session] = await server.app.memberships.listByUser(member.userId);
    expect(session?.businessId).toBe(ownerA.userId);
    expect(await draftsSeenBy(member)).toEqual([]);
  });
});

describe('deleting an account', () => {
  it("deletes the businesses the person owns with their members' access, and only their memberships elsewhere", async () => {
    const owner = await signedInOwner(server);
    const other = await signedInOwner(server);
    await saveDraft(owner, 'Gone with the owner');
    await saveDraft(other, 'Stays');
    const member = await signedInMember(server, owner.userId, 'editor');
    await server.app.memberships.addMember(other.userId, owner.userId, 'editor');

    expect((await deleteAccount(owner.client, owner.email)).status).toBe(200);

    const { db } = server.testDatabase.database;
    expect(await db.select().from(businesses).where(eq(businesses.id, owner.userId))).toEqual([]);
    expect(
      (await server.app.memberships.listByBusiness(other.userId)).map((m) => m.userId),
    ).toEqual([other.userId]);
    expect(await draftsSeenBy(other)).toEqual(['Stays']);
    const orphaned = await member.client.get(
      `/api/get-drafts?user_email=${encodeURIComponent(member.email)}`,
    );
    expect(expectFailure(orphaned, 403)).toBe(API_MESSAGES.noBusiness);
  });

  it("a member's deletion leaves the business and its work", async () => {
    const owner = await signedInOwner(server);
    const member = await signedInMember(server, owner.userId, 'editor');
    await saveDraft(member, 'Kept by the business');
    expect((await deleteAccount(member.client, member.email)).status).toBe(200);
    expect(await draftsSeenBy(owner)).toEqual(['Kept by the business']);
  });
});
