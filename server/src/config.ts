import path from 'node:path';
import { z } from 'zod';

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
    /** Behind a reverse proxy: trust X-Forwarded-For for the client address (rate limits). */
    TRUST_PROXY: z.stringbool().default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),

    AUTH_RATE_LIMIT: positiveInt(10),
    AUTH_EMAIL_RATE_LIMIT: positiveInt(5),
    UPLOAD_RATE_LIMIT: positiveInt(30),
    AI_RATE_LIMIT: positiveInt(20),
    SESSION_DAYS: positiveInt(30),

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
  })
  .superRefine((env, context) => {
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
