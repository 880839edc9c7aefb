export type IntegrationId =
  'facebook' | 'instagram' | 'linkedin' | 'x' | 'tiktok' | 'google_business' | 'youtube';

export interface Integration {
  id: IntegrationId;
  name: string;
  description: string;
}

/**
 * product.md §2: the six platforms, their names and what each is for (no account data),
 * with Google Business Profile beside them (ADR 0065).
 */
export const NETWORK_DESCRIPTIONS: readonly Integration[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    description: 'Publish posts and photos to your business Page.',
  },
  {
    id: 'instagram',
    name: 'Instagram',
    description: 'Share feed posts to your professional account.',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    description: 'Post updates to your company page.',
  },
  {
    id: 'x',
    name: 'Twitter/X',
    description: 'Tweet announcements and offers as they happen.',
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    description: 'Schedule short videos for your business account.',
  },
  {
    id: 'google_business',
    name: 'Google Business Profile',
    description: 'Share news, events and offers on Google Search and Maps.',
  },
  {
    id: 'youtube',
    name: 'YouTube',
    description: 'Upload videos and Shorts to your channel.',
  },
];
