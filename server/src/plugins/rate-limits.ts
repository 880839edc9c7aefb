import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../http-error';
import { fixedWindowLimiter, type Limiter } from '../rate-limit/fixed-window';

export interface RateLimitOptions {
  authPerIp: number;
  authPerEmail: number;
  uploadsPerUser: number;
  aiPerUser: number;
}

type LimitName = 'authIp' | 'authEmail' | 'upload' | 'ai';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against a limit; throws 429 with Retry-After when over it. */
    enforceLimit: (name: LimitName, key: string) => void;
  }
}

/** Abuse limits per minute. Loopback is counted like any other address. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const limiters: Record<LimitName, Limiter> = {
    authIp: fixedWindowLimiter(options.authPerIp),
    authEmail: fixedWindowLimiter(options.authPerEmail),
    upload: fixedWindowLimiter(options.uploadsPerUser),
    ai: fixedWindowLimiter(options.aiPerUser),
  };
  app.decorate('enforceLimit', (name: LimitName, key: string) => {
    const verdict = limiters[name].hit(key);
    if (verdict.allowed) return;
    const message =
      name === 'authIp' || name === 'authEmail'
        ? MESSAGES.tooManyAttempts
        : MESSAGES.tooManyRequests;
    throw new HttpError(429, message, { 'Retry-After': String(verdict.retryAfterSeconds) });
  });
});
