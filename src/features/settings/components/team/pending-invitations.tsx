import { ROLE_LABELS, type Invitation } from '@contract/team';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { activityTime } from '@/lib/activity-words';
import { useRevokeInvitation } from '../../api/team';

/** Invitations sent and not yet used, each with Revoke. */
export function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <section className="settings-section" aria-labelledby="team-pending-title">
      <div className="settings-section-header">
        <h2 id="team-pending-title">Waiting to join</h2>
      </div>
      <ul className="team-list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="team-member">
            <span className="team-avatar" aria-hidden="true">
              @
            </span>
            <span className="team-member-info">
              <span className="team-member-name">{invitation.email}</span>
              <span className="team-member-email">
                Link valid until {activityTime(invitation.expires_at)}
              </span>
            </span>
            <span className={`team-role role-${invitation.role}`}>
              {ROLE_LABELS[invitation.role]}
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-small team-remove"
              aria-label={`Revoke the invitation to ${invitation.email}`}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(invitation.id)}
            >
              Revoke
            </button>
          </li>
        ))}
      </ul>
      {revoke.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(revoke.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
    </section>
  );
}
