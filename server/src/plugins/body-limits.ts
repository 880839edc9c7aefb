import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Bodies a route can need, in bytes, where that is far below the 1 MB default: the
 * body is refused (413) before a byte of it is parsed. Keyed by the full route path.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/api/login': 4_096,
  '/api/add-user': 4_096,
  '/api/logout': 1_024,
  '/api/google-login': 16_384,
  '/api/facebook-login': 16_384,
};

/** Gives each listed route its own limit, unless the route set one itself. */
export const bodyLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const limit = ROUTE_BODY_LIMITS[route.url];
    if (limit !== undefined) route.bodyLimit ??= limit;
  });
});
