import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the cookie's value. Only its hash is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const SESSION_COOKIE = 'smart_suite_session';
/** Over https: the browser only accepts it Secure, for the whole host, from the host itself. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
