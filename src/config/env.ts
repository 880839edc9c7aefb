/**
 * VITE_* variables, parsed once at start-up so that a bad value fails fast with its
 * name. Hand-written rather than zod: this runs on every page, including the landing
 * page, whose first load has a tight budget.
 */

type Source = Record<string, unknown>;

function readText(source: Source, name: string): string | undefined {
  const value = source[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new Error(`Invalid environment configuration: ${name} must be text`);
  return value.trim();
}

function readFlag(source: Source, name: string): boolean {
  const value = readText(source, name);
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`Invalid environment configuration: ${name} must be "true" or "false"`);
}

export function parseEnv(source: Source) {
  const apiBaseUrl = readText(source, 'VITE_API_BASE_URL') || '/api';
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    useMocks: readFlag(source, 'VITE_USE_MOCKS'),
    googleClientId: readText(source, 'VITE_GOOGLE_CLIENT_ID') || null,
    facebookAppId: readText(source, 'VITE_FACEBOOK_APP_ID') || null,
  };
}

export type Env = ReturnType<typeof parseEnv>;

export const env: Env = parseEnv(import.meta.env);

/** The API base as an absolute URL, resolved against the page for relative bases. */
export function absoluteApiBaseUrl(): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(env.apiBaseUrl.replace(/\/?$/, '/'), origin).href.replace(/\/$/, '');
}
