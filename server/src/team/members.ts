import type { BusinessesResponse, InviteRole, TeamResponse } from '@contract/team';
import { TEAM_MESSAGES } from '@contract/team-messages';
import { TEAM_ACTIVITY_DETAILS } from '@core/team/activity-details';
import { memberChangeRefusal } from '@core/team/roles';
import { memberActor, type ActivityEntryInput, type ActivityLog } from '../activity/activity-log';
import type { SessionBusiness } from '../db/sessions';
import { isUuid } from '../db/uuid';
import type { Repositories } from '../db/repositories';
import { HttpError } from '../http-error';
import { businessesOf } from './businesses';
import type { TeamSession } from './team-session';

type TeamRepositories = Pick<Repositories, 'memberships' | 'invitations'>;

const seesInvitations = (business: SessionBusiness) =>
  business.role === 'owner' || business.role === 'admin';

const businessOfSession = (session: TeamSession): SessionBusiness => {
  if (!session.business) throw new HttpError(403, TEAM_MESSAGES.notAMember);
  return session.business;
};

/**
 * A member the caller may change (core's rules), with the name the log gives them; 404 when
 * not a member.
 */
async function changeableMember(
  repos: TeamRepositories,
  session: TeamSession,
  businessId: string,
  userId: string,
  change: 'remove' | 'role',
): Promise<{ name: string }> {
  const members = isUuid(userId) ? await repos.memberships.listByBusiness(businessId) : [];
  const member = members.find((row) => row.userId === userId);
  if (!member) throw new HttpError(404, TEAM_MESSAGES.memberNotFound);
  const refusal = memberChangeRefusal({ userId: session.user.id }, member, change);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return { name: memberActor({ id: userId, name: member.name, email: member.email }).label };
}

/** A team event by the session's person in the log of the session's business. */
const recordBy = (
  activity: ActivityLog,
  session: TeamSession,
  businessId: string,
  entry: Pick<ActivityEntryInput, 'action' | 'subject' | 'detail'>,
) => activity.record({ businessId, actor: memberActor(session.user), ...entry });

/**
 * A business's team: who is in it and with which role, role changes, removal and leaving.
 * Nobody is made or unmade the Owner here, and the Owner can be neither removed nor leave,
 * so a business always keeps exactly one.
 */
export function createTeamMembers(repos: TeamRepositories, now: () => Date, activity: ActivityLog) {
  const team = async (session: TeamSession): Promise<TeamResponse> => {
    const business = businessOfSession(session);
    const members = await repos.memberships.listByBusiness(business.id);
    const invitations = seesInvitations(business)
      ? await repos.invitations.listPending(business.id, now())
      : [];
    return {
      your_role: business.role,
      members: members.map((member) => ({
        user_id: member.userId,
        name: member.name ?? member.email ?? '',
        email: member.email,
        role: member.role,
        joined_at: member.joinedAt.toISOString(),
        is_you: member.userId === session.user.id,
      })),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invited_at: invitation.createdAt.toISOString(),
        expires_at: invitation.expiresAt.toISOString(),
      })),
    };
  };

  return {
    team,

    async changeRole(session: TeamSession, userId: string, role: InviteRole) {
      const business = businessOfSession(session);
      const member = await changeableMember(repos, session, business.id, userId, 'role');
      await repos.memberships.changeRole(business.id, userId, role);
      await recordBy(activity, session, business.id, {
        action: 'role_changed',
        subject: member.name,
        detail: TEAM_ACTIVITY_DETAILS.roleChanged(member.name, role),
      });
      return team(session);
    },

    /** Someone else than the Owner and than the caller (who leaves instead). */
    async remove(session: TeamSession, userId: string): Promise<void> {
      const business = businessOfSession(session);
      const member = await changeableMember(repos, session, business.id, userId, 'remove');
      await repos.memberships.removeMember(business.id, userId);
      await recordBy(activity, session, business.id, {
        action: 'member_removed',
        subject: member.name,
        detail: TEAM_ACTIVITY_DETAILS.removed(member.name),
      });
    },

    /**
     * The person leaves the session's business and the session acts for another of theirs.
     * Not the Owner, and not from their only business (deleting the account is the way out).
     */
    async leave(session: TeamSession): Promise<BusinessesResponse> {
      const business = businessOfSession(session);
      if (business.role === 'owner') throw new HttpError(409, TEAM_MESSAGES.ownerCannotLeave);
      const others = (await repos.memberships.listByUser(session.user.id)).filter(
        (membership) => membership.businessId !== business.id,
      );
      const next = others[0];
      if (!next) throw new HttpError(409, TEAM_MESSAGES.lastBusiness);
      await repos.memberships.removeMember(business.id, session.user.id);
      await recordBy(activity, session, business.id, { action: 'member_left' });
      await session.actFor(next.businessId);
      return businessesOf(repos, session.user.id, next.businessId);
    },
  };
}
export type TeamMembers = ReturnType<typeof createTeamMembers>;
