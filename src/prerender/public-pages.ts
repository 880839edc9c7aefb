import { paths } from '@/config/paths';

/**
 * The signed-out pages written to HTML at build time (scripts/prerender.mjs): each is
 * painted from its HTML before any script runs, then hydrated. Every other route is
 * rendered in the browser from the app shell.
 */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.pricing,
  paths.support,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.dataDeletion,
] as const;

/** The file in dist/ that holds a prerendered path: '/' is index.html, '/pricing' pricing.html. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The app shell served for every route that is not prerendered. */
export const APP_SHELL_FILE = 'app-shell.html';
