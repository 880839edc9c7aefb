import { z } from 'zod';

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');

const envSchema = z.object({
  VITE_API_BASE_URL: z.string().trim().min(1).default('/api'),
  VITE_USE_MOCKS: flag,
  VITE_GOOGLE_CLIENT_ID: z.string().trim().optional(),
  VITE_FACEBOOK_APP_ID: z.string().trim().optional(),
});

/** VITE_* variables, parsed once at start-up so a bad value fails fast with its name. */
function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    apiBaseUrl: value.VITE_API_BASE_URL.replace(/\/+$/, ''),
    useMocks: value.VITE_USE_MOCKS,
    googleClientId: value.VITE_GOOGLE_CLIENT_ID || null,
    facebookAppId: value.VITE_FACEBOOK_APP_ID || null,
  };
}

export type Env = ReturnType<typeof parseEnv>;

export const env: Env = parseEnv(import.meta.env);

/** The API base as an absolute URL, resolved against the page for relative bases. */
export function absoluteApiBaseUrl(): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(env.apiBaseUrl.replace(/\/?$/, '/'), origin).href.replace(/\/$/, '');
}
