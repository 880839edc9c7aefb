import { describe, expect, it } from 'vitest';
import { nextAllowedStart, pacingWindowMs } from '../../src/social/pacing';
import {
  connect,
  minutesAfter,
  publicationsOf,
  publishingWorldForFile,
  scheduledPost,
  signedIn,
  standIn,
} from '../support/publishing';

const now = new Date('2027-03-01T09:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const secondsAfter = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('pacing posts on one account', () => {
  it('starts at once when nothing started recently', () => {
    expect(nextAllowedStart([], now, { minGapMs: 60_000, perMinute: 6 })).toBeNull();
    expect(
      nextAllowedStart([secondsAgo(61)], now, { minGapMs: 60_000, perMinute: null }),
    ).toBeNull();
  });

  it('waits for the minimum gap after the latest start', () => {
    expect(
      nextAllowedStart([secondsAgo(50), secondsAgo(20)], now, {
        minGapMs: 60_000,
        perMinute: null,
      }),
    ).toEqual(secondsAfter(40));
  });

  it("waits for the oldest of the network's per-minute calls to leave the minute", () => {
    const six = [55, 50, 40, 30, 20, 10].map(secondsAgo);
    expect(nextAllowedStart(six, now, { minGapMs: 0, perMinute: 6 })).toEqual(secondsAfter(5));
    expect(nextAllowedStart(six.slice(1), now, { minGapMs: 0, perMinute: 6 })).toBeNull();
  });

  it('keeps the later of the two rules', () => {
    const six = [55, 50, 40, 30, 20, 10].map(secondsAgo);
    expect(nextAllowedStart(six, now, { minGapMs: 30_000, perMinute: 6 })).toEqual(
      secondsAfter(20),
    );
  });

  it('looks back as far as the longest rule', () => {
    expect(pacingWindowMs({ minGapMs: 0, perMinute: 6 })).toBe(60_000);
    expect(pacingWindowMs({ minGapMs: 300_000, perMinute: null })).toBe(300_000);
    expect(pacingWindowMs({ minGapMs: 0, perMinute: null })).toBe(0);
  });
});

describe('the minimum gap between posts on one account (60 s by default)', () => {
  const { world, sweep } = publishingWorldForFile();

  it('holds a second post due at the same minute until the gap has passed', async () => {
    const { client, email } = await signedIn(world);
    await connect(client, 'x');
    const at = minutesAfter(world.clock.now(), 5);
    const first = await scheduledPost(client, email, at, ['x']);
    const second = await scheduledPost(client, email, at, ['x']);
    const posted = () =>
      standIn(world, 'x').ledger.filter((entry) =>
        [first.caption, second.caption].includes(entry.text),
      ).length;
    world.clock.set(at);
    await sweep();
    expect(posted()).toBe(1);
    const states = [
      (await publicationsOf(client, first.post.id))[0],
      (await publicationsOf(client, second.post.id))[0],
    ];
    const held = states.find((publication) => publication?.state === 'retry_wait');
    expect(held).toMatchObject({
      next_attempt_at: new Date(at.getTime() + 60_000).toISOString(),
      error_class: null,
      attempts: 0,
    });

    world.clock.advance(59_000);
    await sweep();
    expect(posted()).toBe(1);
    world.clock.advance(1_000);
    await sweep();
    expect(posted()).toBe(2);
  });
});
