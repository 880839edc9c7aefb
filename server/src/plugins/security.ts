import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  const host = request.headers.host;
  if (host) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

/** A state-changing request that a browser says came from another site. */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return true;
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return origin === 'null' || !ownOrigins(request, publicUrl).has(origin);
  }
  return false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that take multipart/form-data instead of JSON. */
    multipart?: boolean;
  }
}

/**
 * Cross-site request refusal (the session cookie is SameSite=Lax, and this covers
 * older browsers and same-site subdomains), JSON-only bodies, and response headers
 * that keep API answers out of caches and sniffers.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string | undefined }) => {
    app.addHook('onRequest', async (request) => {
      if (!SAFE_METHODS.has(request.method) && isCrossSite(request, options.publicUrl)) {
        throw new HttpError(403, MESSAGES.crossSite);
      }
    });

    app.addHook('preValidation', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.multipart) return;
      if (request.isMultipart()) throw new HttpError(415, MESSAGES.jsonOnly);
    });

    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Request-Id', request.id);
      if (request.url.startsWith('/api/')) {
        reply.header('Cache-Control', 'no-store');
        reply.header('Referrer-Policy', 'no-referrer');
      }
    });
  },
);
