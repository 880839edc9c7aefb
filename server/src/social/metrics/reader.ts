import type { MetricValues } from '@contract/analytics';
import { PublishError, classifyStatus } from '../networks/adapter';

/** One post's numbers, in our names, and why some are missing (in words), if any are. */
export interface PostReading {
  metrics: MetricValues;
  note: string | null;
}

/**
 * Reads one network's numbers (docs/network-facts.md, "Metrics"). Read-only calls: a
 * refused token throws a PublishError of class `auth` (the caller refreshes once, as
 * publishing does); anything else thrown is retried at the next collection.
 */
export interface MetricReader {
  readPost(input: { target: string; accessToken: string; remoteId: string }): Promise<PostReading>;
  /** The account's followers; null when the network does not give them to this app. */
  readFollowers(input: { target: string; accessToken: string }): Promise<number | null>;
}

/** A read the network refused: the token (auth) or anything else, by HTTP status. */
export function readRefused(network: string, status: number, code: string | null = null) {
  const errorClass = classifyStatus(status);
  return new PublishError(
    errorClass === 'content' ? 'permission' : errorClass,
    `${network} answered ${status} to a metrics read`,
    code ?? String(status),
  );
}

export const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
