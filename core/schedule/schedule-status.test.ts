import { describe, expect, it } from 'vitest';
import { POST_STATUSES } from '@contract/posts';
import { scheduleStatus } from './schedule-status';

describe('scheduleStatus', () => {
  it.each(POST_STATUSES)('makes a %s post a draft when it leaves the calendar', (current) => {
    expect(scheduleStatus(current, { scheduled: false })).toBe('draft');
    expect(scheduleStatus(current, { scheduled: false, approve: true })).toBe('draft');
  });

  it('keeps a post to review to review when it moves, until it is approved', () => {
    expect(scheduleStatus('to_review', { scheduled: true })).toBe('to_review');
    expect(scheduleStatus('to_review', { scheduled: true, approve: false })).toBe('to_review');
    expect(scheduleStatus('to_review', { scheduled: true, approve: true })).toBe('scheduled');
  });

  it('schedules a draft or a scheduled post given a time', () => {
    expect(scheduleStatus('draft', { scheduled: true })).toBe('scheduled');
    expect(scheduleStatus('scheduled', { scheduled: true })).toBe('scheduled');
  });
});
