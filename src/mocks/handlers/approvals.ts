import type { Draft } from '@contract/drafts';
import {
  APPROVAL_LINK_DAYS,
  type ActivityEntry,
  type ApprovalLink,
  type ApprovalPost,
  type PostReview,
  type ReviewDecision,
} from '@contract/team';
import { APPROVAL_MESSAGES } from '@contract/team-messages';
import { reviewDetail, statusAfterReview } from '@core/team/roles';
import { API_MESSAGES } from '@contract/messages';
import { getDb } from '../db';
import { endpointHandler } from '../http';
import { businessName, findBusiness, logActivity } from '../team';
import { hashToken, newToken, type MockApprovalLink, type MockBusiness } from '../team-store';
import { toPost } from './posts';

const DAY_MS = 86_400_000;

const publicLink = (record: MockApprovalLink, url: string | null = null): ApprovalLink => ({
  id: record.id,
  url,
  label: record.label,
  created_at: record.createdAt,
  expires_at: record.expiresAt,
});

const usable = (record: MockApprovalLink) =>
  !record.revoked && Date.parse(record.expiresAt) > Date.now();

/** Why a link that exists no longer opens its page, as the server says it. */
const linkEndedMessage = (record: MockApprovalLink) =>
  record.revoked ? APPROVAL_MESSAGES.linkRevoked : APPROVAL_MESSAGES.linkExpired;

const waitingPosts = (business: MockBusiness) =>
  getDb()
    .allDraftsOf(business.dataEmail)
    .filter((draft) => draft.status === 'to_review')
    .sort((a, b) => (a.scheduled_at ?? '').localeCompare(b.scheduled_at ?? ''));

function approvalPost(draft: Draft): ApprovalPost {
  return {
    id: draft.id,
    title: draft.title,
    caption: draft.caption,
    hashtags: draft.hashtags,
    image_url: draft.image_url,
    platforms: draft.platforms ?? [],
    scheduled_at: draft.scheduled_at ?? null,
    review: getDb().teamState().reviews[draft.id] ?? null,
  };
}

/**
 * Records a decision on a waiting post: approved schedules it; asking for changes sends it to
 * drafts with its time kept, so the Editor resubmits it for the same slot (ADR 0061).
 */
function decide(
  business: MockBusiness,
  draft: Draft,
  decision: { decision: ReviewDecision; comment: string },
  by: { review: string; log: string },
): Draft {
  const db = getDb();
  const review: PostReview = {
    decision: decision.decision,
    comment: decision.comment,
    by: by.review,
    at: new Date().toISOString(),
  };
  db.teamState().reviews[draft.id] = review;
  db.saveTeam();
  const status = statusAfterReview(decision.decision, Boolean(draft.scheduled_at));
  const updated =
    db.updateOwnDraft(draft.id, business.dataEmail, {
      status: status === 'draft' ? undefined : status,
    }) ?? draft;
  logActivity(business.id, {
    actor: by.log,
    action: decision.decision,
    post_id: draft.id,
    subject: draft.title,
    detail: reviewDetail(decision.decision, decision.comment),
  });
  return updated;
}

async function linkOfToken(token: string) {
  const hash = await hashToken(token);
  const record = getDb()
    .teamState()
    .approvalLinks.find((link) => link.tokenHash === hash);
  const business = record ? findBusiness(record.businessId) : undefined;
  return record && business ? { record, business } : null;
}

function newestFirst(entries: ActivityEntry[], before: string | undefined, limit: number) {
  const until = before ? Date.parse(before) : Infinity;
  return [...entries]
    .reverse()
    .filter((entry) => Date.parse(entry.at) < until)
    .slice(0, limit);
}

const entriesOf = (businessId: string) =>
  getDb()
    .teamState()
    .activity.filter((entry) => entry.businessId === businessId)
    .map(({ businessId: _business, ...entry }) => entry);

export const approvalHandlers = [
  endpointHandler('reviewPost', ({ actor, params, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const draft = getDb().findOwnDraft(params.id ?? '', actor.business.dataEmail);
    if (!draft) return fail(404, API_MESSAGES.draftNotFound);
    if (draft.status !== 'to_review') return fail(409, APPROVAL_MESSAGES.notWaiting);
    const updated = decide(actor.business, draft, body, { review: actor.name, log: actor.name });
    return reply({ success: true, post: toPost(updated) });
  }),

  endpointHandler('getApprovalLinks', ({ actor, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const links = getDb()
      .teamState()
      .approvalLinks.filter((link) => link.businessId === actor.business.id && usable(link))
      .reverse()
      .map((link) => publicLink(link));
    return reply({ links });
  }),

  endpointHandler('createApprovalLink', async ({ actor, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const db = getDb();
    const token = newToken();
    const record: MockApprovalLink = {
      id: db.newId('approval-link'),
      businessId: actor.business.id,
      label: body.label,
      tokenHash: await hashToken(token),
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + APPROVAL_LINK_DAYS * DAY_MS).toISOString(),
      revoked: false,
    };
    db.teamState().approvalLinks.push(record);
    db.saveTeam();
    logActivity(actor.business.id, {
      actor: actor.name,
      action: 'approval_link_created',
      detail: `For ${record.label}`,
    });
    const url = `${globalThis.location?.origin ?? ''}/approve/${token}`;
    return reply({ link: publicLink(record, url) }, 201);
  }),

  endpointHandler('revokeApprovalLink', ({ actor, params, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    const record = getDb()
      .teamState()
      .approvalLinks.find((link) => link.id === params.id && link.businessId === actor.business.id);
    if (!record || record.revoked) return fail(404, APPROVAL_MESSAGES.linkNotFound);
    record.revoked = true;
    getDb().saveTeam();
    logActivity(actor.business.id, {
      actor: actor.name,
      action: 'approval_link_revoked',
      detail: `For ${record.label}`,
    });
    return reply({ success: true });
  }),

  endpointHandler('getApprovalPage', async ({ params, reply, fail }) => {
    const found = await linkOfToken(params.token ?? '');
    if (!found) return fail(404, APPROVAL_MESSAGES.linkNotFound);
    if (!usable(found.record)) return fail(410, linkEndedMessage(found.record));
    return reply({
      business_name: businessName(found.business),
      label: found.record.label,
      expires_at: found.record.expiresAt,
      posts: waitingPosts(found.business).map(approvalPost),
    });
  }),

  endpointHandler('decideThroughLink', async ({ params, body, reply, fail }) => {
    const found = await linkOfToken(params.token ?? '');
    if (!found) return fail(404, APPROVAL_MESSAGES.linkNotFound);
    if (!usable(found.record)) return fail(410, linkEndedMessage(found.record));
    const draft = getDb().findOwnDraft(params.postId ?? '', found.business.dataEmail);
    if (!draft) return fail(404, API_MESSAGES.draftNotFound);
    if (draft.status !== 'to_review') return fail(409, APPROVAL_MESSAGES.notWaiting);
    const label = found.record.label;
    const updated = decide(found.business, draft, body, {
      review: `${label} (approval link)`,
      log: `Approval link: ${label}`,
    });
    return reply({ post: approvalPost(updated) });
  }),

  endpointHandler('getActivity', ({ actor, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    return reply({ entries: newestFirst(entriesOf(actor.business.id), body.before, body.limit) });
  }),

  endpointHandler('getPostActivity', ({ actor, params, body, reply, fail }) => {
    if (!actor) return fail(401, API_MESSAGES.unauthenticated);
    if (!getDb().findOwnDraft(params.id ?? '', actor.business.dataEmail)) {
      return fail(404, API_MESSAGES.draftNotFound);
    }
    const entries = entriesOf(actor.business.id).filter((entry) => entry.post_id === params.id);
    return reply({ entries: newestFirst(entries, body.before, body.limit) });
  }),
];
