import { API_MESSAGES } from '@contract/messages';
import { summariseAnalytics } from '@core/analytics';
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
];
