import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../src/db/session-cache';
import type { ActiveSession } from '../src/db/sessions';
import type { UserRow } from '../src/db/users';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR_MS = 3_600_000;

function sessionOf(userId: string, expiresInMs = HOUR_MS): ActiveSession {
  const user: UserRow = {
    id: userId,
    email: `${userId}@example.com`,
    googleId: null,
    facebookId: null,
    name: null,
    businessName: null,
    industry: null,
    location: null,
    employees: null,
    emailVerifiedAt: null,
    phone: null,
    createdAt: NOW,
  };
  return { user, business: null, expiresAt: new Date(NOW.getTime() + expiresInMs), createdAt: NOW };
}

/** A write whose end the test decides, to interleave it with a lookup. */
function pendingWrite() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { write: () => done, finish };
}

describe('the session cache', () => {
  it('answers a remembered session until its expiry, not after', () => {
    const cache = createSessionCache();
    cache.lookup().remember('a', sessionOf('ann', HOUR_MS));
    expect(cache.get('a', NOW)?.user.id).toBe('ann');
    expect(cache.get('a', new Date(NOW.getTime() + HOUR_MS))).toBeUndefined();
  });

  it('does not remember a lookup that ran while a change was under way', async () => {
    const cache = createSessionCache();
    const lookup = cache.lookup();
    const revoke = pendingWrite();
    const revoking = cache.changing(revoke.write, { token: 'a' });
    // The lookup read the row before the delete: its answer is already stale.
    lookup.remember('a', sessionOf('ann'));
    expect(cache.get('a', NOW)).toBeUndefined();
    revoke.finish();
    await revoking;
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('does not remember a lookup that started before a change which has finished', async () => {
    const cache = createSessionCache();
    const lookup = cache.lookup();
    await cache.changing(async () => undefined, { user: 'ann' });
    lookup.remember('a', sessionOf('ann'));
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('forgets every session of a user but the one kept, and nobody else', async () => {
    const cache = createSessionCache();
    cache.lookup().remember('laptop', sessionOf('ann'));
    cache.lookup().remember('phone', sessionOf('ann'));
    cache.lookup().remember('other', sessionOf('bob'));
    await cache.changing(async () => undefined, { user: 'ann', keepToken: 'laptop' });
    expect(cache.get('laptop', NOW)?.user.id).toBe('ann');
    expect(cache.get('phone', NOW)).toBeUndefined();
    expect(cache.get('other', NOW)?.user.id).toBe('bob');
  });

  it('forgets even when the write fails', async () => {
    const cache = createSessionCache();
    cache.lookup().remember('a', sessionOf('ann'));
    await expect(
      cache.changing(() => Promise.reject(new Error('disk full')), { token: 'a' }),
    ).rejects.toThrow('disk full');
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const cache = createSessionCache(2);
    cache.lookup().remember('first', sessionOf('ann'));
    cache.lookup().remember('second', sessionOf('bob'));
    cache.lookup().remember('third', sessionOf('cy'));
    expect(cache.get('first', NOW)).toBeUndefined();
    expect(cache.get('second', NOW)?.user.id).toBe('bob');
    expect(cache.get('third', NOW)?.user.id).toBe('cy');
  });
});
