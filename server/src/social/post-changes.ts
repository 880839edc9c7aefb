import type { PostPublishing, PublicationState } from '@contract/integrations';
import { API_MESSAGES } from '@contract/messages';
import type { SchedulePostRequest, UpdatePostRequest } from '@contract/posts';
import { tiktokPrivacyRequiredFor, type TikTokChoices } from '@contract/tiktok';
import { summarisePublications } from '@core/publishing-summary';
import { scheduleStatus } from '@core/schedule/schedule-status';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
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

/**
 * Editing, scheduling and approving a business's posts, each change kept in step with the
 * post's publications; and the publishing word for each post of a list.
 */
export function createPostChanges(options: {
  repos: Repositories;
  publications: PostPublications;
}) {
  const { repos, publications } = options;
  return {
    /** Once a publication has started, what goes out can no longer change (409). */
    async edit(businessId: string, id: string, body: UpdatePostRequest): Promise<DraftRow> {
      const row =
        isUuid(id) &&
        (await publications.guardedChange(id, (tx) =>
          postRepository(tx).edit(businessId, id, postEditFrom(body)),
        ));
      if (!row) throw new HttpError(404, API_MESSAGES.draftNotFound);
      return row;
    },

    /** The date and time are the business's; approving says it may go out then. */
    async schedule(businessId: string, id: string, body: SchedulePostRequest): Promise<DraftRow> {
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
      const status = scheduleStatus(current.status, {
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
      return row;
    },

    /**
     * How many of the posts were approved; ids that are not the business's are passed over. None
     * is approved while one bound for TikTok lacks its privacy level (400, naming it).
     */
    async approve(businessId: string, sentIds: readonly string[]): Promise<number> {
      const ids = sentIds.filter((id) => isUuid(id));
      await assertTikTokChosen(repos, businessId, await toReviewAmong(repos, businessId, ids));
      const approved = ids.length ? await repos.posts.approve(businessId, ids) : 0;
      for (const id of ids) {
        const row = await repos.posts.findOwn(businessId, id);
        if (row) await publications.sync(row);
      }
      return approved;
    },

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
