import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_MESSAGES } from '@contract/messages';
import { roleAllows, type Access } from '@contract/team';
import { contractAccessOf } from '../auth/endpoint-access';
import { assertOwnIdentifiers } from '../auth/ownership';
import { HttpError } from '../http-error';

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

export interface SignedInScopeOptions {
  /** The API's prefix, which the contract's paths do not carry. */
  prefix: string;
  /**
   * The access of routes that are not the app's API and so not in the contract (the
   * sandbox networks' controls, registered only with SOCIAL_SANDBOX=1), by their URL.
   */
  outsideContract?: (url: string) => Access | undefined;
}

/**
 * The hooks of the signed-in scope, registered first inside the encapsulated plugin that
 * holds every route needing a user: the session is resolved once (401 without one, so
 * `request.signedIn` is the user and `request.business` the business in every handler),
 * the person's role in the business must reach the access the contract declares for the
 * endpoint, checked before the body is read (403 otherwise, ADR 0061), and whatever identifiers the validated body or
 * query carries must name that user (403 otherwise). Routes open to visitors are
 * registered outside it; a route here without a contract entry, or one the contract
 * opens to visitors, stops the server from starting, so none can slip in unguarded.
 */
export const signedInScope = fp(
  async (scope: FastifyInstance, options: SignedInScopeOptions) => {
    const accessOf = (method: string, url: string) =>
      contractAccessOf(method, url, options.prefix) ?? options.outsideContract?.(url);
    scope.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const access = accessOf(method, route.url);
        if (!access) throw new Error(`${method} ${route.url} has no access in the contract`);
        if (access === 'visitor') {
          throw new Error(`${method} ${route.url} is open to visitors but needs a session here`);
        }
      }
    });
    scope.addHook('onRequest', scope.requireUser);
    // Before the body is read or validated: a role that may not call the endpoint learns
    // nothing about what it would have accepted.
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const access = accessOf(request.method, request.routeOptions.url ?? '');
      if (!access) throw new HttpError(403, API_MESSAGES.roleNotAllowed);
      if (access === 'person') return;
      if (!roleAllows(request.business.role, access)) {
        throw new HttpError(403, API_MESSAGES.roleNotAllowed);
      }
    });
    scope.addHook('preHandler', assertCarriedIdentifiers);
  },
  { name: 'signed-in-scope' },
);
