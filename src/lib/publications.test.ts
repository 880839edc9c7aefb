import { describe, expect, it } from 'vitest';
import type { Publication, PublicationState } from '@contract/integrations';
import { nextPublicationCheck, PUBLICATION_POLL_MS, SOON_MS } from './publications';

const NOW = Date.parse('2026-03-29T08:00:00.000Z');

function publication(state: PublicationState, inMs: number): Publication {
  return {
    id: `${state}-${inMs}`,
    post_id: 'post',
    account_id: 'account',
    network: 'x',
    account_name: '@goldencrust',
    sandbox: false,
    state,
    publish_at: new Date(NOW + inMs).toISOString(),
    attempts: 0,
    next_attempt_at: null,
    remote_url: null,
    error_class: null,
    error_message: null,
    updated_at: new Date(NOW).toISOString(),
  };
}

describe('when a post’s publications are asked again', () => {
  it('polls while one is due or going out', () => {
    expect(nextPublicationCheck([publication('scheduled', 60_000)], NOW)).toBe(PUBLICATION_POLL_MS);
    expect(nextPublicationCheck([publication('publishing', -60_000)], NOW)).toBe(
      PUBLICATION_POLL_MS,
    );
    expect(
      nextPublicationCheck([publication('published', 0), publication('retry_wait', 0)], NOW),
    ).toBe(PUBLICATION_POLL_MS);
  });

  it('waits, for a post scheduled later, until its first publication comes due', () => {
    const hours = 3 * 3_600_000;
    expect(
      nextPublicationCheck(
        [publication('scheduled', hours), publication('scheduled', 2 * hours)],
        NOW,
      ),
    ).toBe(hours - SOON_MS);
    // Never sooner than a poll, nor longer than a timer can wait (it would fire at once).
    expect(nextPublicationCheck([publication('scheduled', SOON_MS + 1)], NOW)).toBe(
      PUBLICATION_POLL_MS,
    );
    expect(nextPublicationCheck([publication('scheduled', 60 * 86_400_000)], NOW)).toBe(
      2 ** 31 - 1,
    );
  });

  it('asks nothing while no state can change by itself', () => {
    const settled: PublicationState[] = [
      'published',
      'failed',
      'needs_reconnect',
      'unconfirmed',
      'cancelled',
      'missed',
    ];
    expect(nextPublicationCheck(undefined, NOW)).toBe(false);
    expect(nextPublicationCheck([], NOW)).toBe(false);
    expect(
      nextPublicationCheck(
        settled.map((state) => publication(state, 0)),
        NOW,
      ),
    ).toBe(false);
  });
});
