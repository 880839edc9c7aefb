import { createBusinessesOfPerson } from './businesses';
import { createTeamInvitations, type TeamInvitationOptions } from './invitations';
import { createTeamMembers } from './members';

/** The businesses of a person, the team of a business and its invitations (ADR 0061). */
export function createTeam(options: TeamInvitationOptions) {
  return {
    businesses: createBusinessesOfPerson(options.repos),
    members: createTeamMembers(options.repos, options.now, options.activity),
    invitations: createTeamInvitations(options),
  };
}
export type Team = ReturnType<typeof createTeam>;
