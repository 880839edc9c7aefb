import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@contract/common';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const HSTS = 'max-age=31536000';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a state-changing request may come from: PUBLIC_URL's alone when it is set
 * (the Host header is the client's to choose), otherwise the request's own host.
 */
function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (publicUrl) {
    origins.add(new URL(publicUrl).origin);
    return origins;
  }
  const host = request.headers.host;
  if (host) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
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

/**
 * The dotted path ('onboarding_data.business.name', 'photos.0') of the first string or
 * key in `value` that PostgreSQL could not store unchanged (NUL, unpaired surrogates),
 * or null. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, where] = item;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return where;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const path = where ? `${where}.${key}` : key;
        if (!isStorableText(key)) return where;
        pending.push([child, path]);
      }
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

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
  async (
    app: FastifyInstance,
    options: { publicUrl: string | undefined; alwaysHttps: boolean },
  ) => {
    app.addHook('onRequest', async (request) => {
      if (!SAFE_METHODS.has(request.method) && isCrossSite(request, options.publicUrl)) {
        throw new HttpError(403, API_MESSAGES.crossSite);
      }
    });

    // JSON bodies must be valid UTF-8: a decoder that replaced bad bytes would store text
    // the client never sent. The JSON itself is parsed by Fastify's own (prototype-safe) parser.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request, body: Buffer, done) => {
        let text: string;
        try {
          text = utf8.decode(body);
        } catch {
          done(new HttpError(400, API_MESSAGES.invalidUtf8), undefined);
          return;
        }
        // Checked before parsing: a deeply nested body costs time in every later pass.
        if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
          done(new HttpError(400, API_MESSAGES.jsonTooDeep), undefined);
          return;
        }
        // The default parser answers through its callback; its return value carries nothing.
        void parseJson(request, text, (error, parsed) => {
          if (!error) return done(null, parsed);
          // Valid JSON refused by the parser: it carries a prototype-poisoning key.
          if (isPlainJson(text))
            return done(new HttpError(400, API_MESSAGES.prototypeKeys), undefined);
          done(error, undefined);
        });
      },
    );

    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const where = findUnstorableText(part);
        if (where !== null) {
          throw new HttpError(
            400,
            where ? `${where}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE,
          );
        }
      }
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.multipart) return;
      if (request.isMultipart()) throw new HttpError(415, API_MESSAGES.jsonOnly);
    });

    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Request-Id', request.id);
      // Over https, directly or as the trusted proxy says (X-Forwarded-Proto): stay on it.
      if (options.alwaysHttps || request.protocol === 'https') {
        reply.header('Strict-Transport-Security', HSTS);
      }
      if (request.url.startsWith('/api/')) {
        reply.header('Cache-Control', 'no-store');
        reply.header('Referrer-Policy', 'no-referrer');
      }
    });
  },
);
