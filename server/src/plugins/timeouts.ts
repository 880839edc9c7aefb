import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const bodyTimers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

function clearBodyTimer(request: FastifyRequest) {
  const timer = bodyTimers.get(request);
  if (timer) clearTimeout(timer);
  bodyTimers.delete(request);
}

/**
 * A JSON request's body must arrive within `requestTimeoutMs` of its headers; a client
 * trickling bytes is cut off. Uploads (multipart routes) are left to the server-wide
 * request timeout, which is their larger budget (UPLOAD_TIMEOUT_MS).
 */
export const timeoutsPlugin = fp(
  async (app: FastifyInstance, options: { requestTimeoutMs: number }) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.multipart) return;
      const timer = setTimeout(() => {
        request.log.info('request body too slow; connection closed');
        request.raw.socket.destroy();
      }, options.requestTimeoutMs);
      timer.unref();
      bodyTimers.set(request, timer);
    });
    // The body has been read (or there was none) once validation starts.
    app.addHook('preValidation', async (request) => clearBodyTimer(request));
    app.addHook('onResponse', async (request) => clearBodyTimer(request));
    app.addHook('onRequestAbort', async (request) => clearBodyTimer(request));
  },
);
