import { describe, expect, it } from 'vitest';
import type { Post } from '@contract/posts';
import { sampleDraftRequest } from '@contract/samples';
import {
  isAhead,
  isUpcomingOrRecentlyPublished,
  toCalendarPost,
  upcomingRange,
} from './calendar-posts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const post = (scheduledAt: string | null, publishing: Post['publishing'] = null): Post =>
  ({
    ...sampleDraftRequest('ann@example.com'),
    id: 'p',
    created_at: NOW.toISOString(),
    platforms: ['x'],
    status: 'scheduled',
    scheduled_at: scheduledAt,
    plan_id: null,
    publishing,
  }) as unknown as Post;

describe('Upcoming Posts', () => {
  it('reads from a day ago so what just went out still shows', () => {
    expect(upcomingRange(NOW).from.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('keeps a past post only when it was sent somewhere, and counts only what is ahead', () => {
    const past = '2026-11-23T11:00:00.000Z';
    expect(isUpcomingOrRecentlyPublished(post(past), NOW)).toBe(false);
    expect(isUpcomingOrRecentlyPublished(post(past, 'needs_attention'), NOW)).toBe(true);
    expect(isUpcomingOrRecentlyPublished(post('2026-11-23T13:00:00.000Z'), NOW)).toBe(true);
    expect(isAhead(post(past, 'published'), NOW)).toBe(false);
    expect(isAhead(post('2026-11-23T13:00:00.000Z'), NOW)).toBe(true);
  });

  it('marks a post sent back with changes requested, its time kept, as not scheduled', () => {
    const at = '2026-11-24T09:30:00.000Z';
    const sentBack = toCalendarPost({ ...post(at), status: 'draft' }, 'UTC');
    expect(sentBack).toMatchObject({ time: '09:30', changesRequested: true, toReview: false });
    expect(toCalendarPost(post(at), 'UTC')?.changesRequested).toBe(false);
  });
});
