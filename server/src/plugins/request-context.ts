import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestContext {
  requestId: string;
}

/**
 * The request a piece of work belongs to. Node carries this store into the
 * `unhandledRejection` and `uncaughtException` handlers of a promise or callback made while
 * serving a request, so a last-resort log line can name the request that caused it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs every request's hooks and handler inside its own context. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
});
