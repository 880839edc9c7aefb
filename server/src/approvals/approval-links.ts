import { APPROVAL_LINK_DAYS, type ApprovalLink, type ApprovalPageResponse } from '@contract/team';
import type { ApprovalPost } from '@contract/team';
import type { ActivityActor, ActivityLog } from '../activity/activity-log';
import { approvalLinkActor } from '../activity/activity-log';
import { hashSessionToken, newSessionToken } from '../auth/session-tokens';
import type { ApprovalLinkRow } from '../db/approval-links';
import type { DraftRow } from '../db/drafts';
import type { Repositories } from '../db/repositories';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import { isMediaKey, mediaKeyFromUrl } from '../storage/media-keys';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import type { Decision, Reviews } from './reviews';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Posts decided through a link stay on its page this long, with their decision. */
const DECIDED_VISIBLE_MS = DAY_MS;
/** Our tokens are 43 characters of base64url; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Where the page's images are served: through the link, so the page needs no session. */
export const approvalMediaPath = (token: string, key: string) =>
  `/api/approve/${encodeURIComponent(token)}/media/${key}`;

const toApprovalLink = (row: ApprovalLinkRow, url: string | null): ApprovalLink => ({
  id: row.id,
  url,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** A member making or withdrawing a link. */
export interface LinkManager {
  businessId: string;
  userId: string;
  who: ActivityActor;
}

interface ApprovalLinkOptions {
  repos: Repositories;
  reviews: Reviews;
  activity: ActivityLog;
  appUrl: string;
  now: () => Date;
}

/** Making, listing and withdrawing a business's links (Owners and Admins). */
function linkManagement(options: ApprovalLinkOptions) {
  const { repos, activity, now } = options;
  return {
    /** The whole link is returned once, here; only its hash is kept. */
    async create(manager: LinkManager, label: string): Promise<ApprovalLink> {
      const token = newSessionToken();
      const row = await repos.approvalLinks.add({
        businessId: manager.businessId,
        label,
        tokenHash: hashSessionToken(token),
        createdBy: manager.userId,
        createdAt: now(),
        expiresAt: new Date(now().getTime() + APPROVAL_LINK_DAYS * DAY_MS),
      });
      await activity.record({
        businessId: manager.businessId,
        actor: manager.who,
        action: 'approval_link_created',
        subject: label,
      });
      return toApprovalLink(row, `${options.appUrl}/approve/${token}`);
    },

    /** The links still usable, without their addresses (never stored). */
    async list(businessId: string): Promise<ApprovalLink[]> {
      const rows = await repos.approvalLinks.listUsable(businessId, now());
      return rows.map((row) => toApprovalLink(row, null));
    },

    async revoke(manager: LinkManager, id: string): Promise<void> {
      const row = isUuid(id)
        ? await repos.approvalLinks.revoke(manager.businessId, id, now())
        : undefined;
      if (!row) throw new HttpError(404, APPROVAL_MESSAGES.linkNotFound);
      await activity.record({
        businessId: manager.businessId,
        actor: manager.who,
        action: 'approval_link_revoked',
        subject: row.label,
      });
    },
  };
}

/** What a link's holder sees and decides: the page, a decision and the page's images. */
function approvalPage(options: ApprovalLinkOptions) {
  const { repos, reviews, now } = options;

  /** The link a token opens: 404 when unknown or malformed, 410 once expired or revoked. */
  const open = async (token: string): Promise<ApprovalLinkRow> => {
    const link = TOKEN_SHAPE.test(token)
      ? await repos.approvalLinks.findByHash(hashSessionToken(token))
      : undefined;
    if (!link) throw new HttpError(404, APPROVAL_MESSAGES.linkNotFound);
    if (link.revokedAt) throw new HttpError(410, APPROVAL_MESSAGES.linkRevoked);
    if (link.expiresAt.getTime() <= now().getTime()) {
      throw new HttpError(410, APPROVAL_MESSAGES.linkExpired);
    }
    return link;
  };

  const postsOnPage = (link: ApprovalLinkRow) =>
    repos.approvalLinks.postsOnPage(link, new Date(now().getTime() - DECIDED_VISIBLE_MS));

  /** A post as the page shows it: what is to be approved, nothing else. */
  const toApprovalPost = (
    token: string,
    row: DraftRow,
    reviewOf: Awaited<ReturnType<Reviews['latestOf']>>,
  ): ApprovalPost => {
    const key = mediaKeyFromUrl(row.imageUrl);
    return {
      id: row.id,
      title: row.title,
      caption: row.caption,
      hashtags: row.hashtags,
      image_url: key ? approvalMediaPath(token, key) : null,
      platforms: row.platforms,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      review: reviewOf(row.id),
    };
  };

  return {
    /** The page: the business's name, the link's label and the posts waiting. */
    async page(token: string): Promise<ApprovalPageResponse> {
      const link = await open(token);
      const business = await repos.approvalLinks.businessNameOf(link.businessId);
      const rows = await postsOnPage(link);
      const reviewOf = await reviews.latestOf(rows.map((row) => row.id));
      return {
        business_name: business ?? '',
        label: link.label,
        expires_at: link.expiresAt.toISOString(),
        posts: rows.map((row) => toApprovalPost(token, row, reviewOf)),
      };
    },

    /** A decision through the link, on a post of the link's business only (404 otherwise). */
    async decide(token: string, postId: string, decision: Decision): Promise<ApprovalPost> {
      const link = await open(token);
      const { post } = await reviews.decide(link.businessId, postId, decision, {
        by: `${link.label} (approval link)`,
        actor: approvalLinkActor(link.label),
        userId: null,
        approvalLinkId: link.id,
      });
      const reviewOf = await reviews.latestOf([post.id]);
      return toApprovalPost(token, post, reviewOf);
    },

    /** The key of an image shown on the link's page; 404 for any other. */
    async mediaKey(token: string, key: string): Promise<string> {
      const link = await open(token);
      if (!isMediaKey(key)) throw new HttpError(404, APPROVAL_MESSAGES.postNotOnPage);
      const rows = await postsOnPage(link);
      if (!rows.some((row) => mediaKeyFromUrl(row.imageUrl) === key)) {
        throw new HttpError(404, APPROVAL_MESSAGES.postNotOnPage);
      }
      return key;
    },
  };
}

/**
 * Approval links (issue 39): a random token, stored only as its SHA-256, valid
 * APPROVAL_LINK_DAYS days and revocable, that opens a page of the business's posts waiting
 * for review and nothing else of the business.
 */
export function createApprovalLinks(options: ApprovalLinkOptions) {
  return { ...linkManagement(options), ...approvalPage(options) };
}
export type ApprovalLinks = ReturnType<typeof createApprovalLinks>;
