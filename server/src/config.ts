import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { X_PUBLISHED_PRICES_USD } from '@contract/integrations';
import { isLoopbackAddress } from './fetching/public-address';
import type { LoopbackTarget } from './fetching/safe-fetch';
import { LINKEDIN_DEFAULT_VERSION } from './social/networks/linkedin-version';
import { parseTokenKey, parseTokenKeys } from './social/token-crypto';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/** proxy-addr's names for address ranges, accepted besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For,
 * X-Forwarded-Proto): a hop count, or the proxies' addresses. `true` would trust every
 * hop, letting any client pick its own address (and so its rate-limit key): refused.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value.toLowerCase() === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust every hop, so any client could choose its own address. Give the ' +
          'number of proxies in front of the server (for example 1) or their addresses ' +
          '(for example 10.0.0.5 or 10.0.0.0/8,loopback).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is not a hop count, an IP address, a CIDR range or loopback, linklocal, uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** `127.0.0.1:8080` or `[::1]:8080`: an address and port, or null when it is not one. */
function parseAddressPort(entry: string): LoopbackTarget | null {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(entry);
  if (!match) return null;
  const address = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  if (isIP(address) === 0 || port < 1 || port > 65_535) return null;
  return { address, port };
}

/**
 * End-to-end tests only: the exact loopback address:port pairs the website reader may
 * fetch from, comma-separated, so a test can serve a business's site next to an
 * `npm start` server. Anything but a loopback address is refused, so no value can open
 * the private networks; NODE_ENV=production refuses the variable altogether.
 */
export const loopbackTargetsSchema = z
  .string()
  .trim()
  .default('')
  .transform((value, context): LoopbackTarget[] => {
    if (value === '') return [];
    const targets: LoopbackTarget[] = [];
    for (const entry of value.split(',').map((part) => part.trim())) {
      const target = parseAddressPort(entry);
      if (!target) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an address and port such as 127.0.0.1:8080 or [::1]:8080`,
        });
        return z.NEVER;
      }
      if (!isLoopbackAddress(target.address)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not on loopback: only 127.0.0.0/8 and ::1 can be let through`,
        });
        return z.NEVER;
      }
      targets.push(target);
    }
    return targets;
  });

interface ProductionSettings {
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  TOKEN_ENCRYPTION_KEY?: string | undefined;
  SOCIAL_SANDBOX: boolean;
  ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION: boolean;
  ALLOW_NO_SMTP_IN_PRODUCTION: boolean;
  ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION: boolean;
  ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION: boolean;
}

/**
 * What NODE_ENV=production refuses, each with the variable to fix and the one that allows
 * it anyway. Each default is right for `npm start` on one's own machine and wrong for real
 * users: stand-in networks that post nothing, e-mail links written to the log, the token
 * key in a file next to the data it protects, and a cookie sent without TLS.
 */
export function productionGuards(env: ProductionSettings): { variable: string; message: string }[] {
  const problems: { variable: string; message: string }[] = [];
  const refuse = (variable: string, why: string, optOut: string) =>
    problems.push({ variable, message: `${why} with NODE_ENV=production (or set ${optOut}=1)` });
  if (env.SOCIAL_SANDBOX && !env.ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION) {
    refuse(
      'SOCIAL_SANDBOX',
      'must be off: the networks would be local stand-ins and nothing would really be posted',
      'ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION',
    );
  }
  if (!env.SMTP_URL && !env.ALLOW_NO_SMTP_IN_PRODUCTION) {
    refuse(
      'SMTP_URL',
      'is required: without it verification and password reset links are only written to the log',
      'ALLOW_NO_SMTP_IN_PRODUCTION',
    );
  }
  if (!env.TOKEN_ENCRYPTION_KEY && !env.ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION) {
    refuse(
      'TOKEN_ENCRYPTION_KEY',
      'is required: without it the key sealing the networks’ tokens is kept in a file under DATA_DIR, next to the tokens',
      'ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION',
    );
  }
  if (!env.PUBLIC_URL?.startsWith('https:') && !env.ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION) {
    refuse(
      'PUBLIC_URL',
      'must be an https:// address: the session cookie is only Secure, and HSTS only sent, over https',
      'ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION',
    );
  }
  return problems;
}

/**
 * Every environment variable the server reads, with its default. `.env.example`
 * lists the same names; a bad or missing value stops the server with the name.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Loopback unless set: `npm start` on a shared network exposes nothing. */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** The address users reach the app at; https makes the session cookie Secure. */
    PUBLIC_URL: optionalUrl,
    /** Behind a reverse proxy: how many hops, or which addresses, to trust (never true). */
    TRUST_PROXY: trustProxySchema,
    /** Headers, then a JSON body, must arrive within this time; slower clients are cut off. */
    REQUEST_TIMEOUT_MS: positiveInt(10_000),
    /** The budget for a whole upload (multipart) request to arrive. */
    UPLOAD_TIMEOUT_MS: positiveInt(120_000),
    /** An idle keep-alive connection is closed after this long. */
    KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
    /** The images one account may keep, in MB (uploads and generated images). */
    STORAGE_QUOTA_MB: positiveInt(1_024),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** `pretty` or `json`; unset: pretty when stdout is a terminal, JSON otherwise. */
    LOG_FORMAT: optionalText.pipe(z.enum(['json', 'pretty']).optional()),
    DATA_DIR: z.string().default('./data'),
    /** The built web app (index.html, assets/) to serve at /; unset: the API and media only. */
    APP_DIR: optionalText,
    /** Unset: the embedded database (PGlite) under DATA_DIR. Set: PostgreSQL. */
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: positiveInt(10),

    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),

    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** With the client id: /auth/callback exchanges Google's code for the user's ID token. */
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    /** Google's sign-in page, where POST /auth/start sends the browser (ADR 0042). */
    GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    /**
     * The Graph API version every Graph call and the login dialog name (Meta's newest when
     * last checked: docs/network-facts.md, "Graph API version").
     */
    META_GRAPH_VERSION: z
      .string()
      .trim()
      .regex(/^v\d+\.\d+$/, 'a Graph version such as v26.0')
      .default('v26.0'),

    AUTH_RATE_LIMIT: positiveInt(10),
    AUTH_EMAIL_RATE_LIMIT: positiveInt(5),
    UPLOAD_RATE_LIMIT: positiveInt(30),
    AI_RATE_LIMIT: positiveInt(20),
    /** Approval-page requests per minute, per client address and per approval link. */
    APPROVAL_LINK_RATE_LIMIT: positiveInt(60),
    /** Verification and password reset e-mails one account is sent per hour. */
    ACCOUNT_EMAILS_PER_HOUR: positiveInt(3),
    /** Failed password sign-ins on one e-mail address per hour before it is locked. */
    FAILED_SIGN_INS_PER_HOUR: positiveInt(20),
    /** Month plans one user may make in 24 hours (writing them is bounded by AI_RATE_LIMIT). */
    PLANS_PER_DAY: positiveInt(20),
    /** "Fill in from my website" reads one user may ask for in an hour (ADR 0051). */
    WEBSITE_IMPORTS_PER_HOUR: positiveInt(20),
    /** Tests only: loopback address:port pairs the website reader may fetch from (ADR 0051). */
    WEBSITE_FETCH_LOOPBACK_FOR_TESTS: loopbackTargetsSchema,
    SESSION_DAYS: positiveInt(30),
    /** However active, a session ends this many days after its sign-in. */
    SESSION_MAX_DAYS: positiveInt(90),
    /**
     * PGlite only: session lookups remembered in this process (ADR 0027). Turned off only
     * by `npm run bench:api`, to measure the two-statement request it replaces.
     */
    SESSION_CACHE: z.stringbool().default(true),

    /** Outgoing e-mail (verification, password reset): smtp:// or smtps:// URL. Unset: logged. */
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().trim().min(1).default('Smart Suite <no-reply@localhost>'),

    /** When the cleanup jobs run (cron, UTC; a sixth leading field counts seconds). */
    CLEANUP_CRON: z.string().trim().min(1).default('*/15 * * * *'),
    /** When the notification e-mails are looked for (cron, UTC): post failed, reconnect, expiry. */
    NOTIFY_CRON: z.string().trim().min(1).default('*/5 * * * *'),
    /** How often each instance checks the cron schedules, in seconds (1 to 45). */
    JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),

    /** Where support form requests are e-mailed (through the mailer); unset: only stored. */
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email().optional()),

    /**
     * Encrypts the social networks' tokens at rest: 32 bytes as 64 hex digits or base64.
     * Unset: the server keeps one in DATA_DIR/token-encryption.key (made on first start).
     */
    TOKEN_ENCRYPTION_KEY: optionalText.refine(
      (value) => value === undefined || parseTokenKey(value) !== null,
      'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
    ),
    /**
     * After a rotation: the earlier keys, comma-separated, so what they sealed still opens
     * until the re-seal job has sealed it again with TOKEN_ENCRYPTION_KEY (ADR 0045).
     */
    TOKEN_ENCRYPTION_KEYS_OLD: optionalText.refine(
      (value) => value === undefined || parseTokenKeys(value) !== null,
      'must be keys of 32 bytes (64 hex digits or base64), separated by commas',
    ),
    /** 1: the five networks are local stand-ins inside the server, marked "Sandbox". */
    SOCIAL_SANDBOX: z.stringbool().default(false),
    /** A post due longer ago than this when the server comes back is "missed", not sent late. */
    PUBLISH_GRACE_MINUTES: positiveInt(120),
    /** A publishing worker silent this long is presumed dead; its row is then settled. */
    PUBLISH_LEASE_SECONDS: positiveInt(120),
    /** The least time between two posts on one connected account (0: no gap). */
    PUBLISH_MIN_GAP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** When each instance looks for due publications and dead workers (cron, UTC). */
    PUBLISH_SWEEP_CRON: z.string().trim().min(1).default('* * * * *'),
    X_CLIENT_ID: optionalText,
    X_CLIENT_SECRET: optionalText,
    X_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
    X_API_URL: z.url().default('https://api.x.com'),
    /** What X charges the app per post, in US dollars, said in the post editor (ADR 0054). */
    X_PRICE_PER_POST_USD: z.coerce.number().min(0).default(X_PUBLISHED_PRICES_USD.post),
    /** The same for a post with a link in it. */
    X_PRICE_PER_POST_WITH_URL_USD: z.coerce
      .number()
      .min(0)
      .default(X_PUBLISHED_PRICES_USD.with_link),
    /** The login dialog; META_GRAPH_VERSION is put in its path. */
    FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/dialog/oauth'),
    INSTAGRAM_GRAPH_URL: z.url().default('https://graph.facebook.com'),
    /** Instagram connects through the Facebook app's login dialog (FACEBOOK_APP_ID/SECRET). */
    INSTAGRAM_AUTHORIZE_URL: z.url().default('https://www.facebook.com/dialog/oauth'),
    /** Between checks of an image container's processing status. */
    INSTAGRAM_POLL_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    LINKEDIN_OAUTH_URL: z.url().default('https://www.linkedin.com/oauth/v2'),
    LINKEDIN_API_URL: z.url().default('https://api.linkedin.com'),
    /**
     * LinkedIn's second app, for organization pages: the Community Management API must be
     * the only product on its app, so it cannot share the member app above (ADR 0054).
     */
    LINKEDIN_PAGES_CLIENT_ID: optionalText,
    LINKEDIN_PAGES_CLIENT_SECRET: optionalText,
    /** `YYYYMM`: the LinkedIn-Version header; a warning at start-up near its sunset. */
    LINKEDIN_VERSION: z
      .string()
      .regex(/^\d{6}$/)
      .default(LINKEDIN_DEFAULT_VERSION),
    /** The URL prefix verified with TikTok for PULL_FROM_URL (photos are pulled only from it). */
    TIKTOK_VERIFIED_URL_PREFIX: optionalText,
    TIKTOK_CLIENT_KEY: optionalText,
    TIKTOK_CLIENT_SECRET: optionalText,
    TIKTOK_AUTHORIZE_URL: z.url().default('https://www.tiktok.com/v2/auth/authorize/'),
    TIKTOK_API_URL: z.url().default('https://open.tiktokapis.com'),
    /**
     * How the PKCE S256 challenge is written for TikTok: base64url (RFC 7636) or hex (its
     * desktop documentation's). Neither is tested against the real network yet.
     */
    TIKTOK_PKCE: z.enum(['s256-base64url', 's256-hex']).default('s256-base64url'),
    /** 1 once TikTok has audited the app: until then every post goes out private. */
    TIKTOK_AUDITED: z.stringbool().default(false),
    /**
     * Google Business Profile: an OAuth client of a Google Cloud project that Google approved
     * for the Business Profile APIs (they answer nothing before). Each API is on its own host.
     */
    GOOGLE_BUSINESS_CLIENT_ID: optionalText,
    GOOGLE_BUSINESS_CLIENT_SECRET: optionalText,
    GOOGLE_BUSINESS_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_BUSINESS_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_BUSINESS_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
    GOOGLE_BUSINESS_ACCOUNTS_URL: z
      .url()
      .default('https://mybusinessaccountmanagement.googleapis.com'),
    GOOGLE_BUSINESS_INFORMATION_URL: z
      .url()
      .default('https://mybusinessbusinessinformation.googleapis.com'),
    GOOGLE_BUSINESS_POSTS_URL: z.url().default('https://mybusiness.googleapis.com'),

    /** offline: the built-in writer and renderer, no network. openai: any OpenAI-compatible API. */
    AI_TEXT_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    AI_IMAGE_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    AI_API_KEY: optionalText,
    AI_TEXT_MODEL: optionalText,
    AI_IMAGE_MODEL: optionalText,
    AI_TIMEOUT_MS: positiveInt(30_000),
    /** offline: a provider failure falls back to the offline writer or renderer. */
    AI_FALLBACK: z.enum(['none', 'offline']).default('none'),
    /** Where a local Ollama is looked for, offered in Settings when it answers (ADR 0057). */
    OLLAMA_URL: z.url().default('http://127.0.0.1:11434'),

    /**
     * Billing through Stripe (ADR 0055): off unless both the secret key and the webhook
     * secret are set. A plan is on sale when its price id is set.
     */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_STARTER: optionalText,
    STRIPE_PRICE_PROFESSIONAL: optionalText,
    STRIPE_PRICE_ENTERPRISE: optionalText,
    /** Another address for Stripe's API (a local stand-in); Stripe's own by default. */
    STRIPE_API_URL: optionalUrl,
    /** Days a business keeps its paid plan's limits after a failed payment. */
    BILLING_GRACE_DAYS: positiveInt(7),

    /**
     * NODE_ENV=production refuses a setting that is only right on one's own machine; each
     * of these lets one through on purpose (see productionGuards).
     */
    ALLOW_SOCIAL_SANDBOX_IN_PRODUCTION: z.stringbool().default(false),
    ALLOW_NO_SMTP_IN_PRODUCTION: z.stringbool().default(false),
    ALLOW_TOKEN_KEY_FILE_IN_PRODUCTION: z.stringbool().default(false),
    ALLOW_HTTP_PUBLIC_URL_IN_PRODUCTION: z.stringbool().default(false),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production') {
      for (const { variable, message } of productionGuards(env)) {
        context.addIssue({ code: 'custom', path: [variable], message });
      }
      // No opt-out: a real deployment has no business fetching its own machine's sites.
      if (env.WEBSITE_FETCH_LOOPBACK_FOR_TESTS.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['WEBSITE_FETCH_LOOPBACK_FOR_TESTS'],
          message:
            'must be unset with NODE_ENV=production: it lets the website reader fetch from this machine, for tests only',
        });
      }
    }
    // Half a billing configuration would take money without hearing back, or the reverse.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
      });
    }
    if (env.UPLOAD_TIMEOUT_MS < env.REQUEST_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['UPLOAD_TIMEOUT_MS'],
        message: 'must be at least REQUEST_TIMEOUT_MS',
      });
    }
    // No model name is built in: a provider without one cannot start.
    if (env.AI_TEXT_PROVIDER === 'openai' && !env.AI_TEXT_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['AI_TEXT_MODEL'],
        message: 'required when AI_TEXT_PROVIDER=openai',
      });
    }
    if (env.AI_IMAGE_PROVIDER === 'openai' && !env.AI_IMAGE_MODEL) {
      context.addIssue({
        code: 'custom',
        path: ['AI_IMAGE_MODEL'],
        message: 'required when AI_IMAGE_PROVIDER=openai',
      });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_DIR: env.APP_DIR ? path.resolve(env.APP_DIR) : undefined,
    secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
  }));

export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; the error names each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The address to tell a person: a loopback or every-interface host is opened as localhost. */
export function addressForPeople(host: string, port: number): string {
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
