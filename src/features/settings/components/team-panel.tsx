import { ROLE_LABELS } from '@contract/team';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { useBusinesses } from '@/lib/business-role';
import { useTeam } from '../api/team';
import { ApprovalLinks } from './team/approval-links';
import { InviteForm } from './team/invite-form';
import { LeaveBusiness } from './team/leave-business';
import { PendingInvitations } from './team/pending-invitations';
import { TeamActivity } from './team/team-activity';
import { TeamMembers } from './team/team-members';

/**
 * Settings › Team (SPEC; ADR 0061): the business's people with their roles, and for Owners
 * and Admins the invite form, the invitations waiting, approval links and the activity log.
 * Editors and Viewers see the list only.
 */
export function TeamPanel() {
  const team = useTeam();
  const businesses = useBusinesses().data;
  if (team.isPending) return <Spinner label="Loading your team..." />;
  if (team.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>Could not load your team. {errorMessage(team.error, TEAM_NETWORK_TEXT)}</p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void team.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  const { your_role: role, members, invitations } = team.data;
  const manages = role === 'owner' || role === 'admin';
  const businessName =
    businesses?.businesses.find((business) => business.id === businesses.current_business_id)
      ?.name ?? 'this business';
  return (
    <div className="settings-stack">
      <section className="settings-section" aria-labelledby="team-members-title">
        <div className="settings-section-header">
          <h2 id="team-members-title">Team members</h2>
          <p>
            {manages
              ? 'People who can help create and schedule your posts.'
              : `You are ${role === 'viewer' ? 'a' : 'an'} ${ROLE_LABELS[role]} here. Only an Owner or Admin can change the team.`}
          </p>
        </div>
        <TeamMembers members={members} manages={manages} />
      </section>
      {manages ? <InviteForm /> : null}
      {manages ? <PendingInvitations invitations={invitations} /> : null}
      {manages ? <ApprovalLinks /> : null}
      {manages ? <TeamActivity /> : null}
      {role !== 'owner' ? <LeaveBusiness businessName={businessName} /> : null}
    </div>
  );
}
