import type { Network } from '@contract/integrations';

/**
 * What each platform accepts, in one table. A post is published as its caption, then its
 * hashtags: after a blank line everywhere, after a single line break on X (one
 * character, weight 1, like a space). The length limits apply to that whole text.
 *
 * Apart from the rules' functions (platform-rules.ts), which count X with twitter-text,
 * so a screen can name a platform's limits without loading that library.
 */
export interface PlatformRule {
  label: string;
  maxLength: number;
  /** X counts with its own weights (see x-weighted-length.ts); the others count characters. */
  counting: 'characters' | 'x-weighted';
  maxHashtags: number | null;
  separator: string;
}

export const PLATFORM_RULES = {
  instagram: {
    label: 'Instagram',
    maxLength: 2200,
    counting: 'characters',
    maxHashtags: 5,
    separator: '\n\n',
  },
  x: { label: 'X', maxLength: 280, counting: 'x-weighted', maxHashtags: null, separator: '\n' },
  linkedin: {
    label: 'LinkedIn',
    maxLength: 3000,
    counting: 'characters',
    maxHashtags: null,
    separator: '\n\n',
  },
  tiktok: {
    label: 'TikTok',
    maxLength: 2200,
    counting: 'characters',
    maxHashtags: null,
    separator: '\n\n',
  },
  facebook: {
    label: 'Facebook',
    maxLength: 63206,
    counting: 'characters',
    maxHashtags: null,
    separator: '\n\n',
  },
  // A local post's summary: at most 1,500 characters (docs/network-facts.md, "Google Business Profile").
  google_business: {
    label: 'Google Business Profile',
    maxLength: 1500,
    counting: 'characters',
    maxHashtags: null,
    separator: '\n\n',
  },
} as const satisfies Record<Network, PlatformRule>;
