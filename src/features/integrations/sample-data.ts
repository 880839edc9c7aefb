export type IntegrationId = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'tiktok' | 'youtube';

export interface Integration {
  id: IntegrationId;
  name: string;
  description: string;
  connected: boolean;
  /** The connected account's handle, shown when connected. */
  account?: string;
}

/** SPEC 2: six platforms; Facebook and Instagram start connected. Sample data only. */
export const SAMPLE_INTEGRATIONS: readonly Integration[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    description: 'Publish posts and photos to your business Page.',
    connected: true,
    account: 'Golden Crust Bakery',
  },
  {
    id: 'instagram',
    name: 'Instagram',
    description: 'Share feed posts to your professional account.',
    connected: true,
    account: '@goldencrustbakery',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    description: 'Post updates to your company page.',
    connected: false,
  },
  {
    id: 'x',
    name: 'Twitter/X',
    description: 'Tweet announcements and offers as they happen.',
    connected: false,
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    description: 'Schedule short videos for your business account.',
    connected: false,
  },
  {
    id: 'youtube',
    name: 'YouTube',
    description: 'Upload videos and Shorts to your channel.',
    connected: false,
  },
];
