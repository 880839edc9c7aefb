import { useState } from 'react';
import { INVITE_ROLES, ROLE_LABELS, type InviteRole, type TeamMember } from '@contract/team';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { useChangeRole, useRemoveMember } from '../../api/team';

export function initials(name: string): string {
  return name
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function RoleCell({ member, manages }: { member: TeamMember; manages: boolean }) {
  const change = useChangeRole();
  const label = ROLE_LABELS[member.role];
  if (!manages || member.role === 'owner' || member.is_you) {
    return <span className={`team-role role-${member.role}`}>{label}</span>;
  }
  return (
    <span>
      <select
        className="select"
        aria-label={`Role of ${member.name}`}
        value={member.role}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate({ userId: member.user_id, role: event.target.value as InviteRole })
        }
      >
        {INVITE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {change.isError ? (
        <span className="field-error" role="alert">
          {errorMessage(change.error, TEAM_NETWORK_TEXT)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The business's people (SPEC, Settings › Team). The Owner has no Remove button, nor has the
 * person reading (they leave instead, below); Editors and Viewers see the list only.
 */
export function TeamMembers({ members, manages }: { members: TeamMember[]; manages: boolean }) {
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <>
      <ul className="team-list">
        {members.map((member) => (
          <li key={member.user_id} className="team-member">
            <span className="team-avatar" aria-hidden="true">
              {initials(member.name)}
            </span>
            <span className="team-member-info">
              <span className="team-member-name">
                {member.name}
                {member.is_you ? ' (you)' : ''}
              </span>
              <span className="team-member-email">{member.email ?? 'No e-mail address'}</span>
            </span>
            <RoleCell member={member} manages={manages} />
            {manages && member.role !== 'owner' && !member.is_you ? (
              <button
                type="button"
                className="btn btn-ghost btn-small team-remove"
                aria-label={`Remove ${member.name}`}
                onClick={() => {
                  remove.reset();
                  setRemoving(member);
                }}
              >
                Remove
              </button>
            ) : (
              <span className="team-remove-placeholder" />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        description="They will no longer see or change this business's posts. You can invite them again later."
        confirmLabel="Remove"
        busyLabel="Removing..."
        isBusy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, TEAM_NETWORK_TEXT) : null}
        onConfirm={() => {
          if (removing) remove.mutate(removing.user_id, { onSuccess: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
