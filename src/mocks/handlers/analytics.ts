import { API_MESSAGES } from '@contract/messages';
import { summarisePostResults, summariseAnalytics } from '@core/analytics';
import { DEFAULT_TIME_ZONE } from '@contract/posts';
import { getDb, type UserRecord } from '../db';
import { endpointHandler } from '../http';

/** As the server's: the zone the owner chose, else the business profile's, else UTC. */
function mockBusinessTimeZone(user: UserRecord): string {
  const chosen = getDb().timeZoneOf(user.user.email ?? '');
  const profile = getDb().findBusinessProfile(user.id)?.profile.timeZone ?? '';
  return chosen ?? (profile !== '' ? profile : DEFAULT_TIME_ZONE);
}

/**
 * The mock backend publishes nothing, so its Analytics are those of an owner with no
 * published post yet: the same summary the server makes, from no readings.
 */
export const analyticsHandlers = [
  endpointHandler('getAnalytics', ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    return reply(
      summariseAnalytics({
        range: body.range,
        now: new Date(),
        posts: [],
        followers: [],
        publishedTotal: 0,
        timeZone: mockBusinessTimeZone(user),
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
