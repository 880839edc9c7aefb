import type { Plugin } from 'vite';

/** Keep in step with server/src/plugins/static-app.ts, which reads this file from the build. */
export const CSP_SOURCES_FILE = '.vite/csp-sources.json';

export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';
export type CspSources = Partial<Record<CspDirective, string[]>>;

/** Google Identity Services, as Google documents for a Content-Security-Policy. */
const GOOGLE_SIGN_IN: CspSources = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
};

/** Facebook's JavaScript SDK: its script, its login dialogs, and the styles it injects. */
const FACEBOOK_SDK: CspSources = {
  'script-src': ['https://connect.facebook.net'],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['https://www.facebook.com'],
  'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
  'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
};

function merge(...parts: CspSources[]): CspSources {
  const merged: CspSources = {};
  for (const part of parts) {
    for (const [directive, values] of Object.entries(part) as [CspDirective, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...values])];
    }
  }
  return merged;
}

/**
 * The sources outside our own origin that a build needs, from the VITE_* variables it
 * was built with: Google sign-in and Facebook's SDK only when configured, and the API's
 * origin when VITE_API_BASE_URL is an absolute address elsewhere.
 */
export function cspSourcesFor(env: Record<string, string | undefined>): CspSources {
  const parts: CspSources[] = [];
  if (env.VITE_GOOGLE_CLIENT_ID?.trim()) parts.push(GOOGLE_SIGN_IN);
  if (env.VITE_FACEBOOK_APP_ID?.trim()) parts.push(FACEBOOK_SDK);
  const apiBase = env.VITE_API_BASE_URL?.trim();
  if (apiBase && /^https?:\/\//i.test(apiBase)) {
    parts.push({ 'connect-src': [new URL(apiBase).origin] });
  }
  return merge(...parts);
}

/**
 * Writes the build's third-party sources next to Vite's manifest, so the server that
 * serves this build can put exactly them in its Content-Security-Policy.
 */
export function cspSources(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'csp-sources',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CSP_SOURCES_FILE,
        source: `${JSON.stringify(cspSourcesFor(env), null, 2)}\n`,
      });
    },
  };
}
