import { ROLE_LABELS, type Role } from '@contract/team';

/**
 * The activity log's words for team events (ADR 0061), one set for the server and the mock
 * backend, so the business log reads the same whichever answers.
 */
export const TEAM_ACTIVITY_DETAILS = {
  invited: (email: string, role: Role) => `Invited ${email} as ${ROLE_LABELS[role]}`,
  invitationRevoked: (email: string) => `Withdrew the invitation to ${email}`,
  joined: (role: Role) => `Joined as ${ROLE_LABELS[role]}`,
  removed: (name: string) => `Removed ${name}`,
  roleChanged: (name: string, role: Role) => `${name} is now ${ROLE_LABELS[role]}`,
} as const;
