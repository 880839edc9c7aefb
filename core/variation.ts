import { MAX_VARIATION } from '@contract/generation';

/**
 * A fresh version number when a request asks for none: a new post each time "Generate"
 * is pressed. The caller brings the randomness (the server's crypto, the browser's), so
 * core stays free of it and the writer stays deterministic for a given number.
 */
export function newVariation(randomInt: (limit: number) => number): number {
  return randomInt(MAX_VARIATION + 1);
}
