import type { PostPublishing, PublicationState } from '@contract/integrations';

const NEEDS_OWNER: readonly PublicationState[] = [
  'failed',
  'needs_reconnect',
  'unconfirmed',
  'missed',
];
const IN_FLIGHT: readonly PublicationState[] = ['preparing', 'publishing', 'retry_wait'];

/**
 * One word for a post from its publications' states, for the calendar: what the owner
 * must act on comes first, then what is under way. Cancelled ones do not count.
 */
export function summarisePublications(states: readonly PublicationState[]): PostPublishing | null {
  const live = states.filter((state) => state !== 'cancelled');
  if (!live.length) return null;
  const published = live.filter((state) => state === 'published').length;
  if (live.some((state) => NEEDS_OWNER.includes(state))) {
    return published ? 'partly_published' : 'needs_attention';
  }
  if (published === live.length) return 'published';
  if (published || live.some((state) => IN_FLIGHT.includes(state))) return 'publishing';
  return 'scheduled';
}
