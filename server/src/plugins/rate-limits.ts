import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRepository } from '../db/rate-limits';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import {
  accountCeilings,
  type AccountCeilingOptions,
  type AccountCeilings,
} from '../rate-limit/account-ceilings';
import { clientKeyOf } from '../rate-limit/client-key';
import { postgresRateLimitStore } from '../rate-limit/postgres-store';

/**
 * Limits per minute on keys the routes give, and hourly ceilings per account. Address
 * keys come from `clientKeyOf` (an IPv6 client counts as its /64), so every limit on an
 * address counts the same way.
 */
export interface RateLimitOptions {
  /** Sign-in and sign-up attempts per address, whatever the e-mail. */
  authPerAddress: number;
  /** Attempts per (address, e-mail) pair; past it that address is refused for that e-mail. */
  authPerPair: number;
  uploadsPerUser: number;
  aiPerUser: number;
  /** Requests for paths that do not exist, per address (probing); 120 when absent. */
  notFoundPerAddress?: number;
  /** Requests to approval pages, per address and per link; 60 when absent. */
  approvalLinkPer?: number;
  /** Counters in the database (several instances on one PostgreSQL); in memory when absent. */
  sharedCounters?: RateLimitRepository;
  /** Hourly ceilings per account, whatever the address. */
  perAccount: AccountCeilingOptions;
}

type LimitName = 'authAddress' | 'authPair' | 'upload' | 'ai' | 'notFound' | 'approvalLink';

const WINDOW_MS = 60_000;
/** Keys the in-memory store keeps; more than an attacker can rotate through in a window. */
const MEMORY_KEYS = 100_000;
/** A browser meets a missing path now and then; a scanner walks hundreds a minute. */
const DEFAULT_NOT_FOUND_PER_ADDRESS = 120;
/** A reviewer opens the page, looks at a few images and decides a few posts in a minute. */
const DEFAULT_APPROVAL_LINK_PER = 60;
/** How long each attempt on one e-mail waits once that e-mail is past the pair limit. */
export const EMAIL_SLOWDOWN_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against a limit; throws 429 with Retry-After when over it. */
    enforceLimit: (name: LimitName, request: FastifyRequest, key: string) => Promise<void>;
    /**
     * Counts one attempt on an e-mail from any address. Past the pair limit the answer is
     * slowed, never refused: an attacker elsewhere cannot lock the owner out for it. (The
     * hourly ceiling on failed sign-ins does, and e-mails the owner the way back in.)
     */
    slowDownEmail: (request: FastifyRequest, email: string) => Promise<void>;
    /** E-mails per account and failed sign-ins per e-mail address, per hour. */
    accountCeilings: AccountCeilings;
    /**
     * Counts one use of a limit where there is no request (a job writing a plan's post with
     * the AI): within it, or over it until `retryAfterMs` from now. Same counters as requests.
     */
    spendLimit: (
      name: LimitName,
      key: string,
    ) => Promise<{ allowed: boolean; retryAfterMs: number }>;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Abuse limits per minute on `@fastify/rate-limit`, one fixed window per key. Loopback is
 * counted like any other address.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    cache: MEMORY_KEYS,
    store: options.sharedCounters ? postgresRateLimitStore(options.sharedCounters) : undefined,
  });
  // The key of the count in progress: each check names its own, not only the address.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (name: LimitName | 'email', max: number) =>
    app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${name}:${keys.get(request) ?? clientKeyOf(request)}`,
    });
  const limiters: Record<LimitName, ReturnType<typeof limiter>> = {
    authAddress: limiter('authAddress', options.authPerAddress),
    authPair: limiter('authPair', options.authPerPair),
    upload: limiter('upload', options.uploadsPerUser),
    ai: limiter('ai', options.aiPerUser),
    notFound: limiter('notFound', options.notFoundPerAddress ?? DEFAULT_NOT_FOUND_PER_ADDRESS),
    approvalLink: limiter('approvalLink', options.approvalLinkPer ?? DEFAULT_APPROVAL_LINK_PER),
  };
  const emailAlone = limiter('email', options.authPerPair);

  app.decorate('enforceLimit', async (name: LimitName, request: FastifyRequest, key: string) => {
    keys.set(request, key);
    const verdict = await limiters[name](request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const message =
      name === 'authAddress' || name === 'authPair'
        ? API_MESSAGES.tooManyAttempts
        : API_MESSAGES.tooManyRequests;
    throw new HttpError(429, message, {
      'Retry-After': String(Math.max(1, verdict.ttlInSeconds)),
    });
  });

  app.decorate('spendLimit', async (name: LimitName, key: string) => {
    // The limiter reads only the key (kept here) and the route's rate-limit settings (none).
    const standIn = { routeOptions: { config: {} } } as unknown as FastifyRequest;
    keys.set(standIn, key);
    const verdict = await limiters[name](standIn);
    if (verdict.isAllowed || !verdict.isExceeded) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: Math.max(1_000, verdict.ttl) };
  });

  app.decorate('slowDownEmail', async (request: FastifyRequest, email: string) => {
    keys.set(request, email);
    const verdict = await emailAlone(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    await sleep(EMAIL_SLOWDOWN_MS);
  });

  app.decorate('accountCeilings', accountCeilings(options.perAccount));
});
