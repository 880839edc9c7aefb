import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { APPROVAL_LINK_DAYS, approvalPageResponseSchema } from '@contract/team';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import { approvalLinks, drafts, postReviews } from '../src/db/schema';
import { saveDraft, team, waitingPost, type Team } from './support/approvals';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import {
  publicationsOf,
  startPublishingWorld,
  storedPng,
  type PublishingWorld,
} from './support/publishing';

let world: PublishingWorld;
beforeAll(async () => {
  world = await startPublishingWorld();
}, 60_000);
afterAll(() => world.close());

const db = () => world.server.testDatabase.database.db;
const visitor = () => new TestClient(world.server.url);

/** A link made by the Owner; the token is the last part of its address. */
async function makeLink(members: Team, label = 'Sam at the shop') {
  const { link } = expectSuccess(
    await members.owner.client.post('/api/approval-links', { label }),
    endpoints.createApprovalLink.response,
    201,
  );
  const url = new URL(link.url ?? '');
  const token = url.pathname.split('/').at(-1) ?? '';
  return { link, token, url };
}

const pageOf = async (token: string) =>
  expectSuccess(await visitor().get(`/api/approve/${token}`), endpoints.getApprovalPage.response);

const decide = (token: string, postId: string, body: object) =>
  visitor().post(`/api/approve/${token}/posts/${postId}`, body);

describe('an approval link', () => {
  let members: Team;
  let other: Team;
  beforeAll(async () => {
    members = await team(world);
    other = await team(world);
  }, 60_000);

  it('is shown whole once, listed without its address, and valid for the days the contract says', async () => {
    const { link, url } = await makeLink(members);
    expect(url.origin).toBe(world.server.config.PUBLIC_URL);
    expect(url.pathname).toMatch(/^\/approve\/[\w-]{43}$/);
    expect(new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()).toBe(
      APPROVAL_LINK_DAYS * 86_400_000,
    );
    const { links } = expectSuccess(
      await members.owner.client.get('/api/approval-links'),
      endpoints.getApprovalLinks.response,
    );
    expect(links.find((item) => item.id === link.id)).toMatchObject({
      url: null,
      label: link.label,
    });
    const [stored] = await db().select().from(approvalLinks).where(eq(approvalLinks.id, link.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url.pathname).not.toContain(stored?.tokenHash ?? '-');
    expect((await members.editor.client.post('/api/approval-links', { label: 'x' })).status).toBe(
      403,
    );
  });

  it("lists only its business's waiting posts, with nothing but what is to be approved", async () => {
    const waiting = await waitingPost(world, members.editor);
    const plainDraft = await saveDraft(members.editor);
    const elsewhere = await waitingPost(world, other.editor);
    const { token } = await makeLink(members);
    const answer = await visitor().get(`/api/approve/${token}`);
    const page = approvalPageResponseSchema.strict().parse(answer.body);
    const ids = page.posts.map((post) => post.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(plainDraft.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(page.label).toBe('Sam at the shop');
    const shown = (answer.body as { posts: Record<string, unknown>[] }).posts[0] ?? {};
    expect(Object.keys(shown).sort()).toEqual([
      'caption',
      'hashtags',
      'id',
      'image_url',
      'platforms',
      'review',
      'scheduled_at',
      'title',
    ]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('schedules a post it approves, queues its publication, and keeps it on the page with the decision', async () => {
    const post = await waitingPost(world, members.editor);
    const { token } = await makeLink(members, 'Ana');
    const { post: decided } = expectSuccess(
      await decide(token, post.id, { decision: 'approved' }),
      endpoints.decideThroughLink.response,
    );
    expect(decided.review).toMatchObject({ decision: 'approved', by: 'Ana (approval link)' });
    const [row] = await db().select().from(drafts).where(eq(drafts.id, post.id));
    expect(row?.status).toBe('scheduled');
    const states = (await publicationsOf(members.owner.client, post.id)).map((item) => item.state);
    expect(states).toEqual(['scheduled']);
    const page = await pageOf(token);
    expect(page.posts.find((item) => item.id === post.id)?.review?.decision).toBe('approved');
    expectFailure(await decide(token, post.id, { decision: 'approved' }), 409);
    const log = expectSuccess(
      await members.owner.client.get(`/api/posts/${post.id}/activity`),
      endpoints.getPostActivity.response,
    ).entries;
    expect(log[0]).toMatchObject({ action: 'approved', actor: 'Approval link: Ana' });
  });

  it('lets only one of two decisions made at once through, queuing the publication once', async () => {
    const post = await waitingPost(world, members.editor);
    const { token } = await makeLink(members, 'Ana');
    const answers = await Promise.all([
      decide(token, post.id, { decision: 'approved' }),
      decide(token, post.id, { decision: 'approved' }),
    ]);
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(succeeded).toHaveLength(1);
    expect(refused.map((answer) => expectFailure(answer, 409))).toEqual([
      APPROVAL_MESSAGES.notWaiting,
    ]);
    const states = (await publicationsOf(members.owner.client, post.id)).map((item) => item.state);
    expect(states).toEqual(['scheduled']);
    const [row] = await db().select().from(drafts).where(eq(drafts.id, post.id));
    expect(row?.status).toBe('scheduled');
    const reviews = await db().select().from(postReviews).where(eq(postReviews.postId, post.id));
    expect(reviews).toHaveLength(1);
  });

  it('lets an Owner in the app and someone on the link not both decide the same post', async () => {
    const post = await waitingPost(world, members.editor);
    const { token } = await makeLink(members, 'Ana');
    const [inApp, onLink] = await Promise.all([
      members.owner.client.post(`/api/posts/${post.id}/review`, { decision: 'approved' }),
      decide(token, post.id, { decision: 'changes_requested', comment: 'Use the photo' }),
    ]);
    const winners = [inApp, onLink].filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const loser = inApp.status === 200 ? onLink : inApp;
    expect(expectFailure(loser, 409)).toBe(APPROVAL_MESSAGES.notWaiting);
    if (inApp.status === 200) expectSuccess(inApp, endpoints.reviewPost.response);
    else expectSuccess(onLink, endpoints.decideThroughLink.response);
    const [row] = await db().select().from(drafts).where(eq(drafts.id, post.id));
    expect(row?.status).toBe(inApp.status === 200 ? 'scheduled' : 'draft');
    const queued = (await publicationsOf(members.owner.client, post.id)).filter(
      (item) => item.state === 'scheduled',
    );
    expect(queued.length).toBe(inApp.status === 200 ? 1 : 0);
    const reviews = await db().select().from(postReviews).where(eq(postReviews.postId, post.id));
    expect(reviews).toHaveLength(1);
  });

  it('asks for changes only with a comment, sending the post back to the drafts', async () => {
    const post = await waitingPost(world, members.editor);
    const { token } = await makeLink(members);
    expectFailure(await decide(token, post.id, { decision: 'changes_requested' }), 400);
    const { post: decided } = expectSuccess(
      await decide(token, post.id, { decision: 'changes_requested', comment: 'Use the photo' }),
      endpoints.decideThroughLink.response,
    );
    expect(decided.review).toMatchObject({
      decision: 'changes_requested',
      comment: 'Use the photo',
    });
    const [row] = await db().select().from(drafts).where(eq(drafts.id, post.id));
    expect(row?.status).toBe('draft');
  });

  it("answers 404 for another business's post, even one waiting", async () => {
    const elsewhere = await waitingPost(world, other.editor);
    const { token } = await makeLink(members);
    const answer = await decide(token, elsewhere.id, { decision: 'approved' });
    expectFailure(answer, 404);
    const [row] = await db().select().from(drafts).where(eq(drafts.id, elsewhere.id));
    expect(row?.status).toBe('to_review');
  });

  it('serves the image of a post on its page, and no other', async () => {
    const image = await storedPng(world, 8, 8, { r: 200, g: 120, b: 40 });
    const otherImage = await storedPng(world, 8, 8, { r: 20, g: 20, b: 40 });
    const post = await waitingPost(world, members.editor, { image_url: image });
    await waitingPost(world, other.editor, { image_url: otherImage });
    const { token } = await makeLink(members);
    const shown = (await pageOf(token)).posts.find((item) => item.id === post.id);
    expect(shown?.image_url).toMatch(new RegExp(`^/api/approve/${token}/media/`));
    const bytes = await visitor().get(shown?.image_url ?? '');
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    const otherKey = otherImage.split('/').at(-1) ?? '';
    expect((await visitor().get(`/api/approve/${token}/media/${otherKey}`)).status).toBe(404);
  });

  it('answers 404 for a tampered token and 410 once expired or revoked', async () => {
    const { token, link } = await makeLink(members);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -1)}${last}`;
    expect(expectFailure(await visitor().get(`/api/approve/${tampered}`), 404)).toBe(
      APPROVAL_MESSAGES.linkNotFound,
    );
    expectFailure(await visitor().get('/api/approve/short'), 404);

    await db()
      .update(approvalLinks)
      .set({ expiresAt: new Date(world.clock.now().getTime() - 1_000) })
      .where(eq(approvalLinks.id, link.id));
    expect(expectFailure(await visitor().get(`/api/approve/${token}`), 410)).toBe(
      APPROVAL_MESSAGES.linkExpired,
    );

    const fresh = await makeLink(members);
    const post = await waitingPost(world, members.editor);
    expectSuccess(
      await members.owner.client.delete(`/api/approval-links/${fresh.link.id}`),
      endpoints.revokeApprovalLink.response,
    );
    expect(expectFailure(await visitor().get(`/api/approve/${fresh.token}`), 410)).toBe(
      APPROVAL_MESSAGES.linkRevoked,
    );
    expectFailure(await decide(fresh.token, post.id, { decision: 'approved' }), 410);
    const { links } = expectSuccess(
      await members.owner.client.get('/api/approval-links'),
      endpoints.getApprovalLinks.response,
    );
    expect(links.map((item) => item.id)).not.toContain(fresh.link.id);
    expectFailure(await members.owner.client.delete(`/api/approval-links/${fresh.link.id}`), 404);
    expectFailure(await other.owner.client.delete(`/api/approval-links/${link.id}`), 404);

    const log = expectSuccess(
      await members.owner.client.get('/api/activity?limit=3'),
      endpoints.getActivity.response,
    ).entries;
    expect(log[0]).toMatchObject({ action: 'approval_link_revoked', subject: 'Sam at the shop' });
    expect(log.slice(1).map((entry) => entry.action)).toEqual(['submitted', 'created']);
  });
});
