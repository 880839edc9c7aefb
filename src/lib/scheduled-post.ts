import type { Network, PostPublishing } from '@contract/integrations';

/** Where a scheduled post goes: onboarding's platforms and Google Business Profile. */
export type Platform = Network;

/**
 * product.md §3 Scheduled post, shared by the calendar, the scheduler and the landing demo.
 * `date` is a calendar day in ISO form (YYYY-MM-DD), read in the viewer's time zone,
 * so a post never drifts to a neighbouring day.
 */
export interface ScheduledPost {
  id: string;
  title: string;
  date: string;
  platform: Platform;
  /** Real posts: the time (HH:mm) on the business's clock, all their platforms, and
   * whether the owner still has to review it. The landing demo leaves them out. */
  time?: string;
  platforms?: readonly Platform[];
  toReview?: boolean;
  /** An Editor's post waiting for an Owner or Admin (ADR 0061), not a plan's to review. */
  waitsForApproval?: boolean;
  /** Sent back to drafts with its time kept (ADR 0061): not scheduled, nothing publishes. */
  changesRequested?: boolean;
  /** Real posts: where their publications stand as a whole; null when there are none. */
  publishing?: PostPublishing | null;
  /** Real posts: whether they have an image (Instagram and TikTok need one). */
  hasImage?: boolean;
}

/** A post's publishing as the calendar says it: a short word and a mark beside the title. */
export const PUBLISHING_LABELS: Record<PostPublishing, { text: string; mark: string }> = {
  scheduled: { text: 'Scheduled to publish', mark: '◷' },
  publishing: { text: 'Publishing', mark: '↻' },
  published: { text: 'Published', mark: '✓' },
  partly_published: { text: 'Partly published', mark: '◐' },
  needs_attention: { text: 'Not published, needs attention', mark: '!' },
};

export const PLATFORM_LABELS: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'Twitter/X',
  tiktok: 'TikTok',
  google_business: 'Google Business Profile',
};

/** How a post still to be approved is named beside its title; null for one that is not. */
export function reviewWords(post: ScheduledPost): string | null {
  if (!post.toReview) return null;
  return post.waitsForApproval ? 'waiting for approval' : 'to review';
}
