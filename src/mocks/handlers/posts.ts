import { APPROVED_WITH_PLAN_DETAIL } from '@contract/team-messages';
import { API_MESSAGES } from '@contract/messages';
import type { Draft } from '@contract/drafts';
import { DEFAULT_TIME_ZONE, MAX_POSTS_RANGE_MS, type Post } from '@contract/posts';
import { scheduleStatusFor, statusAfterEdit } from '@core/team/roles';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { tiktokPrivacyRequiredFor } from '@contract/tiktok';
import { getDb } from '../db';
import { hasTikTokAccount } from './integrations';
import { endpointHandler } from '../http';
import { logActivity } from '../team';

export function toPost(draft: Draft): Post {
  return {
    ...draft,
    platforms: draft.platforms ?? [],
    status: draft.status ?? 'draft',
    scheduled_at: draft.scheduled_at ?? null,
    plan_id: draft.plan_id ?? null,
    review: getDb().teamState().reviews[draft.id] ?? null,
  };
}

/** Drops the planning fields that say no more than "a plain draft", as the server does. */
function plain(changes: Partial<Draft>): Partial<Draft> {
  const out: Partial<Draft> = { ...changes };
  if (out.platforms && out.platforms.length === 0) out.platforms = undefined;
  if (out.status === 'draft') out.status = undefined;
  if (out.scheduled_at === null) out.scheduled_at = undefined;
  return out;
}

/** What a post's history says of an approval given with the month's plan, as the server says it. */

/**
 * A post approved together with others (the month's plan, a week of it, or one of its cards):
 * the same review as a post approved alone, and a log entry saying how, as the server keeps them.
 */
function recordApprovedWithPlan(businessId: string, draft: Draft, by: string) {
  const db = getDb();
  db.teamState().reviews[draft.id] = {
    decision: 'approved',
    comment: '',
    by,
    at: new Date().toISOString(),
  };
  db.saveTeam();
  logActivity(businessId, {
    actor: by,
    action: 'approved',
    post_id: draft.id,
    subject: draft.title,
    detail: APPROVED_WITH_PLAN_DETAIL,
  });
}

const zoneOf = (email: string) => getDb().timeZoneOf(email) ?? DEFAULT_TIME_ZONE;

export const postHandlers = [
  endpointHandler('updatePost', ({ actor, params, body, reply, fail }) => {
    const { user_email, variants, ...fields } = body;
    const current = getDb().findOwnDraft(params.id ?? '', user_email);
    if (!current) return fail(404, API_MESSAGES.draftNotFound);
    // An Editor's change to an approved post sends it back for approval (ADR 0061).
    const status = statusAfterEdit(actor?.role ?? 'owner', current.status ?? 'draft');
    const draft = getDb().updateOwnDraft(
      current.id,
      user_email,
      plain({
        ...fields,
        status,
        platforms: [...new Set(fields.platforms)],
        variants: variants?.x ? { x: variants.x } : undefined,
      }),
    );
    if (!draft) return fail(404, API_MESSAGES.draftNotFound);
    if (actor) {
      logActivity(actor.business.id, {
        actor: actor.name,
        action: 'changed',
        post_id: draft.id,
        subject: draft.title,
      });
    }
    return reply({ success: true, post: toPost(draft) });
  }),

  endpointHandler('schedulePost', ({ actor, params, body, reply, fail }) => {
    const current = getDb().findOwnDraft(params.id ?? '', body.user_email);
    if (!current) return fail(404, API_MESSAGES.draftNotFound);
    const instant = body.date
      ? zonedTimeToInstant(body.date, body.time, zoneOf(body.user_email))
      : null;
    // As the server: a post scheduled to TikTok needs the owner's privacy choice.
    const tiktok = body.tiktok !== undefined ? body.tiktok : current.tiktok;
    const toTikTok = instant && body.platforms.includes('tiktok') && hasTikTokAccount();
    if (toTikTok && !tiktok?.privacy_level) {
      return fail(400, tiktokPrivacyRequiredFor([current.title]));
    }
    const status = scheduleStatusFor(actor?.role ?? 'owner', current.status ?? 'draft', {
      scheduled: instant !== null,
      approve: body.approve,
    });
    const draft = getDb().updateOwnDraft(
      current.id,
      body.user_email,
      plain({
        scheduled_at: instant ? instant.toISOString() : null,
        platforms: [...new Set(body.platforms)],
        status,
        ...(body.tiktok !== undefined ? { tiktok: body.tiktok } : {}),
      }),
    );
    if (!draft) return fail(404, API_MESSAGES.draftNotFound);
    if (actor && status !== 'draft') {
      logActivity(actor.business.id, {
        actor: actor.name,
        action: status === 'to_review' && actor.role === 'editor' ? 'submitted' : 'scheduled',
        post_id: draft.id,
        subject: draft.title,
      });
    }
    return reply({ success: true, post: toPost(draft) });
  }),

  endpointHandler('getPosts', ({ body, reply, fail }) => {
    const from = Date.parse(body.from);
    const to = Date.parse(body.to);
    if (!(to > from) || to - from > MAX_POSTS_RANGE_MS) {
      return fail(400, API_MESSAGES.rangeTooLong);
    }
    const posts = getDb()
      .allDraftsOf(body.user_email)
      .filter((draft) => {
        const at = draft.scheduled_at ? Date.parse(draft.scheduled_at) : NaN;
        return at >= from && at < to;
      })
      .sort((a, b) => (a.scheduled_at ?? '').localeCompare(b.scheduled_at ?? ''))
      .map(toPost);
    return reply({ success: true, posts, time_zone: zoneOf(body.user_email) });
  }),

  endpointHandler('approvePosts', ({ actor, body, reply, fail }) => {
    const toApprove = body.ids
      .map((id) => getDb().findOwnDraft(id, body.user_email))
      .filter((draft): draft is Draft => draft?.status === 'to_review');
    // As the server: none is approved while one bound for TikTok lacks its privacy choice.
    const unchosen = toApprove.filter(
      (draft) =>
        draft.scheduled_at && draft.platforms?.includes('tiktok') && !draft.tiktok?.privacy_level,
    );
    if (unchosen.length && hasTikTokAccount()) {
      return fail(400, tiktokPrivacyRequiredFor(unchosen.map((draft) => draft.title)));
    }
    for (const draft of toApprove) {
      getDb().updateOwnDraft(draft.id, body.user_email, { status: 'scheduled' });
      if (actor) recordApprovedWithPlan(actor.business.id, draft, actor.name);
    }
    return reply({ success: true, approved: toApprove.length });
  }),

  endpointHandler('getTimeZone', ({ body, reply }) => {
    const stored = getDb().timeZoneOf(body.user_email);
    return reply({
      success: true,
      time_zone: stored ?? DEFAULT_TIME_ZONE,
      chosen: stored !== undefined,
    });
  }),

  endpointHandler('setTimeZone', ({ body, reply }) => {
    getDb().setTimeZone(body.user_email, body.time_zone);
    return reply({ success: true, time_zone: body.time_zone, chosen: true });
  }),
];
