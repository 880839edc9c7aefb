import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Post } from '@contract/posts';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import { drafts, postReviews } from '../src/db/schema';
import { expectFailure, expectSuccess, type TestClient } from './support/client';
import { later, saveDraft, scheduleAs, team, waitingPost, type Team } from './support/approvals';
import { signedInOwner, type SignedInMember } from './support/members';
import {
  minutesAfter,
  publicationsOf,
  startPublishingWorld,
  type PublishingWorld,
} from './support/publishing';

let world: PublishingWorld;
beforeAll(async () => {
  world = await startPublishingWorld();
}, 60_000);
afterAll(() => world.close());

const db = () => world.server.testDatabase.database.db;

const review = (client: TestClient, postId: string, body: object) =>
  client.post(`/api/posts/${postId}/review`, body);

const scheduledPublications = async (client: TestClient, postId: string) =>
  (await publicationsOf(client, postId)).filter((row) => row.state === 'scheduled');

async function postsOf(member: SignedInMember): Promise<Post[]> {
  const from = world.clock.now().toISOString();
  const to = new Date(world.clock.now().getTime() + 30 * 86_400_000).toISOString();
  const query = new URLSearchParams({ user_email: member.email, from, to });
  return expectSuccess(await member.client.get(`/api/posts?${query}`), endpoints.getPosts.response)
    .posts;
}

describe("an Editor's posts wait for an Owner or Admin", () => {
  let members: Team;
  beforeAll(async () => {
    members = await team(world);
  }, 60_000);

  it('keeps an Editor\'s scheduled post "to review", with its time, and queues nothing', async () => {
    const at = later(world);
    const draft = await saveDraft(members.editor);
    const post = await scheduleAs(members.editor, draft.id, at);
    expect(post.status).toBe('to_review');
    expect(post.scheduled_at).toBe(at.toISOString());
    expect(await publicationsOf(members.owner.client, post.id)).toEqual([]);
  });

  it("schedules the Owner's own post at once, as before", async () => {
    const draft = await saveDraft(members.owner);
    const post = await scheduleAs(members.owner, draft.id, later(world));
    expect(post.status).toBe('scheduled');
    expect(await scheduledPublications(members.owner.client, post.id)).toHaveLength(1);
  });

  it('schedules the post when the Owner approves it, its publication queued and the review shown', async () => {
    const post = await waitingPost(world, members.editor);
    const approved = expectSuccess(
      await review(members.owner.client, post.id, { decision: 'approved' }),
      endpoints.reviewPost.response,
    ).post;
    expect(approved.status).toBe('scheduled');
    expect(approved.review).toMatchObject({ decision: 'approved', by: members.owner.email });
    expect(await scheduledPublications(members.owner.client, post.id)).toHaveLength(1);
    const seen = (await postsOf(members.editor)).find((item) => item.id === post.id);
    expect(seen?.review?.decision).toBe('approved');
  });

  it("records a review and a history entry for each post approved with the month's plan", async () => {
    const first = await waitingPost(world, members.editor);
    const second = await waitingPost(world, members.editor);
    const plainDraft = await saveDraft(members.editor);
    const approveAll = () =>
      members.owner.client.post('/api/posts/approve', {
        user_email: members.owner.email,
        ids: [first.id, second.id, plainDraft.id],
      });
    expect(expectSuccess(await approveAll(), endpoints.approvePosts.response).approved).toBe(2);
    const seen = await postsOf(members.editor);
    for (const post of [first, second]) {
      const shown = seen.find((item) => item.id === post.id);
      expect(shown?.review).toMatchObject({ decision: 'approved', by: members.owner.email });
      const history = expectSuccess(
        await members.editor.client.get(`/api/posts/${post.id}/activity`),
        endpoints.getPostActivity.response,
      ).entries;
      expect(history[0]).toMatchObject({
        action: 'approved',
        actor: members.owner.email,
        detail: "Approved with the month's plan",
      });
      expect(await scheduledPublications(members.owner.client, post.id)).toHaveLength(1);
    }
    // Approving again finds nothing waiting: no second review, nothing queued twice.
    expect(expectSuccess(await approveAll(), endpoints.approvePosts.response).approved).toBe(0);
    const stored = await db()
      .select()
      .from(postReviews)
      .where(inArray(postReviews.postId, [first.id, second.id, plainDraft.id]));
    expect(stored.map((row) => row.postId).sort()).toEqual([first.id, second.id].sort());
    expect(await scheduledPublications(members.owner.client, first.id)).toHaveLength(1);
  });

  it('sends an approved post back to review when the Editor changes it, withdrawing its publication', async () => {
    const post = await waitingPost(world, members.editor);
    expectSuccess(
      await review(members.owner.client, post.id, { decision: 'approved' }),
      endpoints.reviewPost.response,
    );
    const edited = expectSuccess(
      await members.editor.client.put(`/api/drafts/${post.id}`, {
        user_email: members.editor.email,
        title: post.title,
        caption: 'Rye loaves, now with caraway.',
        hashtags: post.hashtags,
        image_url: null,
        image_prompt: null,
        platforms: ['linkedin'],
      }),
      endpoints.updatePost.response,
    ).post;
    expect(edited.status).toBe('to_review');
    expect(await scheduledPublications(members.owner.client, post.id)).toEqual([]);
  });

  it('sends a post back to the drafts with the comment the Editor then sees; a comment is required', async () => {
    const post = await waitingPost(world, members.editor);
    const refused = await review(members.owner.client, post.id, {
      decision: 'changes_requested',
      comment: '   ',
    });
    expect(expectFailure(refused, 400)).toMatch(/Say what should change/);
    const sentBack = expectSuccess(
      await review(members.owner.client, post.id, {
        decision: 'changes_requested',
        comment: 'Say the loaves are ready at 8.',
      }),
      endpoints.reviewPost.response,
    ).post;
    expect(sentBack.status).toBe('draft');
    const seen = (await postsOf(members.editor)).find((item) => item.id === post.id);
    expect(seen?.review).toMatchObject({
      decision: 'changes_requested',
      comment: 'Say the loaves are ready at 8.',
    });
    expect(await publicationsOf(members.owner.client, post.id)).toEqual([]);
  });

  it('refuses to approve a post whose time has passed, or one not waiting', async () => {
    const post = await waitingPost(world, members.editor);
    await db()
      .update(drafts)
      .set({ scheduledAt: new Date(world.clock.now().getTime() - 60_000) })
      .where(eq(drafts.id, post.id));
    const late = await review(members.owner.client, post.id, { decision: 'approved' });
    expect(expectFailure(late, 409)).toBe(APPROVAL_MESSAGES.timePassed);
    const draft = await saveDraft(members.owner);
    const notWaiting = await review(members.owner.client, draft.id, { decision: 'approved' });
    expect(expectFailure(notWaiting, 409)).toBe(APPROVAL_MESSAGES.notWaiting);
  });

  it("lets neither an Editor nor a Viewer review, and no business review another business's post", async () => {
    const post = await waitingPost(world, members.editor);
    for (const member of [members.editor, members.viewer]) {
      expect((await review(member.client, post.id, { decision: 'approved' })).status).toBe(403);
    }
    const stranger = await signedInOwner(world.server, 'stranger');
    const answer = await review(stranger.client, post.id, { decision: 'approved' });
    expectFailure(answer, 404);
    const [row] = await db().select().from(drafts).where(eq(drafts.id, post.id));
    expect(row?.status).toBe('to_review');
  });
});

describe('the activity log', () => {
  it('records each step of a post in order, admin-only for the whole business', async () => {
    const { owner, editor, viewer } = await team(world);
    const post = await waitingPost(world, editor);
    expectSuccess(
      await review(owner.client, post.id, { decision: 'approved' }),
      endpoints.reviewPost.response,
    );
    await editor.client.put(`/api/drafts/${post.id}`, {
      user_email: editor.email,
      title: post.title,
      caption: 'Changed after approval.',
      hashtags: post.hashtags,
      image_url: null,
      image_prompt: null,
      platforms: ['linkedin'],
    });
    expectSuccess(
      await review(owner.client, post.id, { decision: 'changes_requested', comment: 'Shorter' }),
      endpoints.reviewPost.response,
    );
    const own = await saveDraft(owner);
    await scheduleAs(owner, own.id, later(world));
    expectSuccess(
      await owner.client.delete(`/api/delete-draft/${own.id}`, { user_email: owner.email }),
      endpoints.deleteDraft.response,
    );

    const onPost = expectSuccess(
      await viewer.client.get(`/api/posts/${post.id}/activity`),
      endpoints.getPostActivity.response,
    ).entries;
    expect(onPost.map((entry) => [entry.action, entry.actor]).reverse()).toEqual([
      ['created', editor.email],
      ['submitted', editor.email],
      ['approved', owner.email],
      ['changed', editor.email],
      ['submitted', editor.email],
      ['changes_requested', owner.email],
    ]);
    expect(onPost.every((entry) => entry.subject === post.title)).toBe(true);
    expect(onPost[0]?.detail).toBe('Shorter');

    const all = expectSuccess(
      await owner.client.get('/api/activity'),
      endpoints.getActivity.response,
    ).entries;
    expect(all.slice(0, 3).map((entry) => [entry.action, entry.subject])).toEqual([
      ['deleted', own.title],
      ['scheduled', own.title],
      ['created', own.title],
    ]);
    const older = expectSuccess(
      await owner.client.get(
        `/api/activity?limit=2&before=${encodeURIComponent(all[2]?.at ?? '')}`,
      ),
      endpoints.getActivity.response,
    ).entries;
    expect(older.map((entry) => entry.action)).toEqual(['changes_requested', 'submitted']);

    for (const member of [editor, viewer]) {
      expect((await member.client.get('/api/activity')).status).toBe(403);
    }
    const stranger = await signedInOwner(world.server, 'stranger');
    expectFailure(await stranger.client.get(`/api/posts/${post.id}/activity`), 404);
  });

  it('records a publication as published by "Publishing"', async () => {
    const { owner } = await team(world);
    const at = minutesAfter(world.clock.now(), 10);
    const draft = await saveDraft(owner);
    await scheduleAs(owner, draft.id, at);
    world.clock.set(new Date(at.getTime() + 1_000));
    await world.server.app.social.publisher.sweep();
    const states = (await publicationsOf(owner.client, draft.id)).map((row) => row.state);
    expect(states).toEqual(['published']);
    const entries = expectSuccess(
      await owner.client.get(`/api/posts/${draft.id}/activity`),
      endpoints.getPostActivity.response,
    ).entries;
    expect(entries[0]).toMatchObject({
      action: 'published',
      actor: 'Publishing',
      subject: draft.title,
    });
  });
});
