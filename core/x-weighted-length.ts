// twitter-text is CommonJS (`module.exports = {...}`) with an ESM build that has only a
// default export. A default import is the one form that works in both: Node ESM (tsx,
// the server) sees module.exports as the default and finds no named exports, and Vite
// bundles the ESM build, whose only export is the default. x-weighted-length.test.ts
// checks both.
import twitter from 'twitter-text';

/**
 * X's own count of a post, with its official library: most characters count 1, emoji and
 * CJK characters 2, every URL 23 whatever its length. X allows 280.
 */
export function xWeightedLength(text: string): number {
  return twitter.parseTweet(text).weightedLength;
}
