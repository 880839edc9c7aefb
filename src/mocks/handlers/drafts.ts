import { API_MESSAGES } from '@contract/messages';
import { withReview } from '@contract/drafts';
import { parseGenerationParams } from '@contract/generation';
import { getDb } from '../db';
import { endpointHandler } from '../http';
import { logActivity } from '../team';

export const draftHandlers = [
  endpointHandler('getDrafts', ({ body, reply }) => {
    const reviews = getDb().teamState().reviews;
    const drafts = getDb()
      .listDrafts(body.user_email)
      .map((draft) => withReview(draft, reviews[draft.id] ?? null));
    return reply({ success: true, drafts, count: drafts.length });
  }),

  endpointHandler('saveDraft', ({ actor, body, reply, fail }) => {
    // The same reading as the server's and the app's: one parser, in the contract.
    if (!parseGenerationParams(body.generation_params))
      return fail(400, API_MESSAGES.badGenerationParams);
    // One draft per generated result, as on the server: saving it again answers that draft.
    const saved = body.result_id && getDb().findDraftOfResult(body.result_id, body.user_email);
    const draft = saved || getDb().addDraft(body);
    if (actor && !saved) {
      logActivity(actor.business.id, {
        actor: actor.name,
        action: 'created',
        post_id: draft.id,
        subject: draft.title,
      });
    }
    return reply({ success: true, draft }, 201);
  }),

  endpointHandler('deleteDraft', ({ actor, params, body, reply, fail }) => {
    // Another user's draft answers like a missing one, as the server does: no existence oracle.
    const title = getDb().findOwnDraft(params.id ?? '', body.user_email)?.title ?? '';
    const outcome = getDb().deleteDraft(params.id ?? '', body.user_email);
    if (outcome !== 'deleted') return fail(404, API_MESSAGES.draftNotFound);
    if (actor) {
      logActivity(actor.business.id, {
        actor: actor.name,
        action: 'deleted',
        post_id: params.id ?? null,
        subject: title,
      });
    }
    return reply({ success: true });
  }),
];
