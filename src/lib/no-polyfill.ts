/**
 * What the app's build gives a library that imports a polyfill for a feature every
 * supported browser has (vite.config.ts): nothing. The import stays valid; no code ships.
 */
export {};
