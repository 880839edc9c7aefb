import type { PostPublishing, PublicationState } from '@contract/integrations';
import { API_MESSAGES } from '@contract/messages';
import type { SchedulePostRequest, UpdatePostRequest } from '@contract/posts';
import { tiktokPrivacyRequiredFor, type TikTokChoices } from '@contract/tiktok';
import { summarisePublications } from '@core/publishing-summary';
import type { Role } from '@contract/team';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import type { ActivityActor, ActivityLog } from '../activity/activity-log';
import type { Reviews } from '../approvals/reviews';
import { scheduleStatusFor, statusAfterEdit } from '@core/team/roles';
import { businessTimeZoneOf } from '../business/business-profiles';
import type { DraftRow } from '../db/drafts';
import { postRepository, type PostEdit } from '../db/posts';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { PostPublications } from './post-publications';

/** What an edit sent by the owner changes in the stored post. */
function postEditFrom(body: UpdatePostRequest): PostEdit {
  return {
    title: body.title,
    caption: body.caption,
    hashtags: body.hashtags,
    imageUrl: body.image_url,
    imagePrompt: body.image_prompt,
    platforms: [...new Set(body.platforms)],
    variants: body.variants?.x ? { x: body.variants.x } : null,
    // Another version kept in place of the draft says who wrote it; an edit keeps it.
    ...(body.written_by !== undefined ? { writtenBy: body.written_by } : {}),
    ...(body.image_by !== undefined ? { imageBy: body.image_by } : {}),
    ...(body.tiktok !== undefined ? { tiktok: body.tiktok } : {}),
  };
}

/** A post bound for TikTok when it is scheduled, its privacy level still unchosen. */
interface TikTokBound {
  title: string;
  platforms: readonly string[];
  scheduled: boolean;
  tiktok: TikTokChoices | null | undefined;
}
const lacksTikTokChoice = (post: TikTokBound) =>
  post.scheduled && post.platforms.includes('tiktok') && !post.tiktok?.privacy_level;

/**
 * TikTok's audit rules: a post goes to a connected TikTok account only with the privacy
 * level its owner chose (sent now, or stored with the post before); there is no default.
 * Scheduling or approving such a post is refused, naming it. Without a TikTok account
 * nothing goes there yet; one connected later fails such a post with the same reason when
 * it is due.
 */
async function assertTikTokChosen(
  repos: Repositories,
  businessId: string,
  posts: readonly TikTokBound[],
) {
  const unchosen = posts.filter(lacksTikTokChoice);
  if (unchosen.length === 0) return;
  const accounts = await repos.social.accountsOf(businessId);
  if (accounts.some((account) => account.network === 'tiktok')) {
    throw new HttpError(400, tiktokPrivacyRequiredFor(unchosen.map((post) => post.title)));
  }
}

/** The business's posts among `ids` still to review, as approving them would schedule them. */
async function toReviewAmong(repos: Repositories, businessId: string, ids: readonly string[]) {
  const posts: TikTokBound[] = [];
  for (const id of ids) {
    const row = await repos.posts.findOwn(businessId, id);
    if (row?.status === 'to_review') posts.push({ ...row, scheduled: row.scheduledAt !== null });
  }
  return posts;
}

/** Who changes a post: the session's business, their role in it and how the log names them. */
export interface PostActor {
  businessId: string;
  role: Role;
  who: ActivityActor;
}

/** What the log says when a post was given a time, or taken off the calendar. */
function scheduleEntry(before: DraftRow, after: DraftRow, role: Role) {
  if (after.status === 'scheduled') {
    return { action: 'scheduled' as const, detail: after.platforms.join(', ') };
  }
  if (after.status === 'to_review' && (role === 'editor' || before.status === 'scheduled')) {
    return { action: 'submitted' as const, detail: 'Waiting for approval' };
  }
  const detail = after.scheduledAt ? 'Time changed' : 'Taken off the calendar';
  return { action: 'changed' as const, detail };
}

interface PostChangeOptions {
  repos: Repositories;
  publications: PostPublications;
  activity: ActivityLog;
  reviews: Pick<Reviews, 'recordApprovedWithPlan'>;
}

/**
 * Once a publication has started, what goes out can no longer change (409). An
 * Editor's change to an approved post sends it back to review, its publications
 * withdrawn.
 */
async function editPost(
  { publications, activity }: PostChangeOptions,
  actor: PostActor,
  id: string,
  body: UpdatePostRequest,
): Promise<DraftRow> {
  const { businessId } = actor;
  const change =
    isUuid(id) &&
    (await publications.guardedChange(id, async (tx) => {
      const posts = postRepository(tx);
      const before = await posts.findOwn(businessId, id);
      if (!before) return undefined;
      const status = statusAfterEdit(actor.role, before.status);
      const row = await posts.edit(businessId, id, { ...postEditFrom(body), status });
      return row && { before, row };
    }));
  if (!change) throw new HttpError(404, API_MESSAGES.draftNotFound);
  const { before, row } = change;
  const post = { id: row.id, title: row.title };
  await activity.record({ businessId, actor: actor.who, action: 'changed', post });
  if (row.status !== before.status) {
    await publications.sync(row);
    const detail = 'Changed after approval: waiting for approval again';
    await activity.record({ businessId, actor: actor.who, action: 'submitted', post, detail });
  }
  return row;
}

/**
 * Editing, scheduling and approving a business's posts, each change kept in step with the
 * post's publications and written to the activity log; and the publishing word for each
 * post of a list. An Editor's post with a time waits for review (ADR 0061).
 */
/**
 * How many of the posts were approved; ids that are not the business's are passed over. None
 * is approved while one bound for TikTok lacks its privacy level (400, naming it).
 */
async function approvePosts(
  { repos, publications, reviews }: PostChangeOptions,
  actor: PostActor,
  sentIds: readonly string[],
): Promise<number> {
  const { businessId } = actor;
  const ids = sentIds.filter((id) => isUuid(id));
  await assertTikTokChosen(repos, businessId, await toReviewAmong(repos, businessId, ids));
  const approved = ids.length ? await repos.posts.approve(businessId, ids) : [];
  for (const id of ids) {
    const row = await repos.posts.findOwn(businessId, id);
    if (row) await publications.sync(row);
    if (row && approved.includes(id)) {
      await reviews.recordApprovedWithPlan(
        businessId,
        { id: row.id, title: row.title },
        { by: actor.who.label, actor: actor.who, userId: actor.who.userId, approvalLinkId: null },
      );
    }
  }
  return approved.length;
}

export function createPostChanges(options: PostChangeOptions) {
  const { repos, publications, activity } = options;
  return {
    edit: (actor: PostActor, id: string, body: UpdatePostRequest) =>
      editPost(options, actor, id, body),

    /**
     * The date and time are the business's; approving says it may go out then (an Editor's
     * post waits for review instead).
     */
    async schedule(actor: PostActor, id: string, body: SchedulePostRequest): Promise<DraftRow> {
      const { businessId } = actor;
      const current = isUuid(id) ? await repos.posts.findOwn(businessId, id) : undefined;
      if (!current) throw new HttpError(404, API_MESSAGES.draftNotFound);
      const { timeZone } = await businessTimeZoneOf(repos, businessId);
      const scheduledAt = body.date ? zonedTimeToInstant(body.date, body.time, timeZone) : null;
      const tiktok = body.tiktok !== undefined ? body.tiktok : current.tiktok;
      await assertTikTokChosen(repos, businessId, [
        {
          title: current.title,
          platforms: body.platforms,
          scheduled: scheduledAt !== null,
          tiktok,
        },
      ]);
      const status = scheduleStatusFor(actor.role, current.status, {
        scheduled: scheduledAt !== null,
        approve: body.approve,
      });
      const row = await publications.guardedChange(id, (tx) =>
        postRepository(tx).schedule(businessId, id, {
          scheduledAt,
          platforms: [...new Set(body.platforms)],
          status,
          ...(body.tiktok !== undefined ? { tiktok: body.tiktok } : {}),
        }),
      );
      if (!row) throw new HttpError(404, API_MESSAGES.draftNotFound);
      await publications.sync(row);
      await activity.record({
        businessId,
        actor: actor.who,
        post: { id: row.id, title: row.title },
        ...scheduleEntry(current, row, actor.role),
      });
      return row;
    },

    approve: (actor: PostActor, sentIds: readonly string[]) =>
      approvePosts(options, actor, sentIds),

    /** Each post's publishing word, read from its publications' states. */
    async publishingOf(
      businessId: string,
      postIds: string[],
    ): Promise<(postId: string) => PostPublishing | null> {
      const states = new Map<string, PublicationState[]>();
      for (const { postId, state } of await repos.social.statesOfPosts(businessId, postIds)) {
        states.set(postId, [...(states.get(postId) ?? []), state]);
      }
      return (postId) => summarisePublications(states.get(postId) ?? []);
    },
  };
}
export type PostChanges = ReturnType<typeof createPostChanges>;
