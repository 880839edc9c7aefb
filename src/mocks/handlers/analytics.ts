import { API_MESSAGES } from '@contract/messages';
import { summarisePostResults, summariseAnalytics } from '@core/analytics';
import { getDb } from '../db';
import { endpointHandler } from '../http';

/**
 * The mock backend publishes nothing, so its Analytics are those of an owner with no
 * published post yet: the same summary the server makes, from no readings.
 */
export const analyticsHandlers = [
  endpointHandler('getAnalytics', ({ body, reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    return reply(
      summariseAnalytics({
        range: body.range,
        now: new Date(),
        posts: [],
        followers: [],
        publishedTotal: 0,
      }),
    );
  }),

  // The mock publishes nothing (handlers/integrations.ts): the owner's post has no
  // publication, so its Results panel is the one of a post not published yet.
  endpointHandler('getPostResults', ({ params, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const post = getDb().findOwnDraft(params.id ?? '', user.user.email ?? '');
    if (!post) return fail(404, API_MESSAGES.postNotFound);
    return reply(summarisePostResults(post.id, []));
  }),
];
