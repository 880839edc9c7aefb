import { describe, expect, it } from 'vitest';
import { roleAllows } from '@contract/team';
import {
  memberChangeRefusal,
  scheduleStatusFor,
  statusAfterEdit,
  statusAfterReview,
} from './roles';
import { TEAM_MESSAGES } from '@contract/team-messages';

describe('team roles', () => {
  it("sends an Editor's scheduled post for approval and schedules an Owner's", () => {
    expect(scheduleStatusFor('editor', 'draft', { scheduled: true })).toBe('to_review');
    expect(scheduleStatusFor('editor', 'draft', { scheduled: true, approve: true })).toBe(
      'to_review',
    );
    expect(scheduleStatusFor('owner', 'draft', { scheduled: true })).toBe('scheduled');
    expect(scheduleStatusFor('admin', 'to_review', { scheduled: true, approve: true })).toBe(
      'scheduled',
    );
    expect(scheduleStatusFor('editor', 'scheduled', { scheduled: false })).toBe('draft');
  });

  it('sends an approved post an Editor changes back for approval', () => {
    expect(statusAfterEdit('editor', 'scheduled')).toBe('to_review');
    expect(statusAfterEdit('editor', 'draft')).toBe('draft');
    expect(statusAfterEdit('admin', 'scheduled')).toBe('scheduled');
  });

  it('schedules an approved post with a time and sends one needing changes to drafts', () => {
    expect(statusAfterReview('approved', true)).toBe('scheduled');
    expect(statusAfterReview('approved', false)).toBe('draft');
    expect(statusAfterReview('changes_requested', true)).toBe('draft');
  });

  it('never lets anyone remove the Owner or change its role, nor remove themselves', () => {
    const admin = { userId: 'a', role: 'admin' as const };
    const owner = { userId: 'o', role: 'owner' as const };
    expect(memberChangeRefusal(admin, owner, 'remove')).toEqual({
      status: 403,
      message: TEAM_MESSAGES.ownerNotRemovable,
    });
    expect(memberChangeRefusal(admin, owner, 'role')).toEqual({
      status: 403,
      message: TEAM_MESSAGES.ownerRoleFixed,
    });
    expect(memberChangeRefusal(admin, admin, 'remove')).toEqual({
      status: 400,
      message: TEAM_MESSAGES.removeYourself,
    });
    expect(memberChangeRefusal(admin, { userId: 'e', role: 'editor' }, 'remove')).toBeNull();
  });

  it('orders the roles so each may do what the ones below it may', () => {
    expect(roleAllows('viewer', 'editor')).toBe(false);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('admin', 'owner')).toBe(false);
    expect(roleAllows('viewer', 'person')).toBe(true);
  });
});
