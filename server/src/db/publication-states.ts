import type { PublicationState } from '@contract/integrations';

/** Before the claim: the owner may still change or cancel what goes out (ADR 0030). */
export const EDITABLE_STATES = [
  'scheduled',
  'retry_wait',
  'failed',
  'missed',
  'needs_reconnect',
  'cancelled',
] as const satisfies readonly PublicationState[];
/** Waiting for their time (or their next attempt). */
export const QUEUED_STATES = [
  'scheduled',
  'retry_wait',
] as const satisfies readonly PublicationState[];

/** Claimed and under way: the network's answer is not recorded yet. */
export const IN_FLIGHT_STATES: readonly PublicationState[] = ['preparing', 'publishing'];
/** What a post keeps of an account after it is disconnected: whatever reached the network. */
export const HISTORY_STATES = [
  'published',
  'unconfirmed',
  'publishing',
] as const satisfies readonly PublicationState[];
