import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { assertOwnIdentifiers } from '../auth/ownership';

/** How a body or a query names its user; any other field is not read here. */
const carriedIdentifiers = z.object({
  user_email: z.string().nullish(),
  google_id: z.string().nullish(),
  facebook_id: z.string().nullish(),
});

/** The session decides who the user is: a validated body or query may only agree with it. */
async function assertCarriedIdentifiers(request: FastifyRequest) {
  const schema = request.routeOptions.schema;
  const validated = [
    schema?.querystring ? request.query : undefined,
    schema?.body ? request.body : undefined,
  ];
  for (const part of validated) {
    const ids = carriedIdentifiers.safeParse(part);
    if (ids.success) assertOwnIdentifiers(request.signedIn, ids.data);
  }
}

/**
 * The hooks of the signed-in scope, registered first inside the encapsulated plugin that
 * holds every route needing a user: the session is resolved once (401 without one, so
 * `request.signedIn` is the user in every handler), then whatever identifiers the validated
 * body or query carries must name that user (403 otherwise). Routes open to visitors are
 * registered outside it.
 */
export const signedInScope = fp(
  async (scope: FastifyInstance) => {
    scope.addHook('onRequest', scope.requireUser);
    scope.addHook('preHandler', assertCarriedIdentifiers);
  },
  { name: 'signed-in-scope' },
);
