import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The pieces every authorization-code flow of the server shares (ADR 0029, ADR 0042):
 * connecting a network and signing in through a provider's redirect.
 */

/** From leaving for the provider to its callback. */
export const STATE_LIFETIME_MS = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** 256 random bits, URL-safe. Only its hash is stored, so a database read cannot replay it. */
export const newOAuthState = () => randomBytes(32).toString('base64url');

/** What the database keeps of a state. */
export const hashOAuthState = (state: string) => sha256(state);

/** RFC 7636: 64 URL-safe characters (43 to 128 allowed). */
export const newPkceVerifier = () => randomBytes(48).toString('base64url');

/** RFC 7636 S256: base64url(SHA-256(verifier)), without padding. */
export const pkceChallenge = (verifier: string) => sha256(verifier);

/** Whether two secrets are the same, in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
