import type { ActivityAction, ActivityEntry } from '@contract/team';
import { ownerLocale } from './date-format';

/** How the activity log says each step, after the name of who took it. */
const ACTION_WORDS: Record<ActivityAction, string> = {
  created: 'created',
  changed: 'changed',
  submitted: 'sent for approval',
  approved: 'approved',
  changes_requested: 'asked for changes to',
  scheduled: 'scheduled',
  published: 'published',
  deleted: 'deleted',
  member_joined: 'joined the business',
  member_removed: 'changed the team',
  member_left: 'left the business',
  role_changed: 'changed a role',
  invited: 'sent an invitation',
  invitation_revoked: 'withdrew an invitation',
  approval_link_created: 'made an approval link',
  approval_link_revoked: 'revoked an approval link',
};

/** One line of the log: "Priya sent for approval “Rye Friday”". */
export function activitySentence(entry: ActivityEntry): string {
  const subject = entry.subject ? ` “${entry.subject}”` : '';
  return `${entry.actor} ${ACTION_WORDS[entry.action]}${subject}`;
}

/** When, in the person's own locale and clock. */
export function activityTime(at: string): string {
  return new Date(at).toLocaleString(ownerLocale(), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}
