import { useId, useState, type FormEvent } from 'react';
import { INVITE_ROLES, type InviteRole, type TeamMember } from '../sample-data';

interface TeamPanelProps {
  members: readonly TeamMember[];
  onChange: (members: TeamMember[]) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function initials(name: string): string {
  return name
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** SPEC 6: the Owner has no Remove button; everything else stays on this page. */
export function TeamPanel({ members, onChange }: TeamPanelProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('Editor');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const remove = (member: TeamMember) => {
    console.info('Remove team member (sample only)', member.email);
    onChange(members.filter((candidate) => candidate.email !== member.email));
    setStatus(`${member.name} was removed from the team.`);
  };

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError('Enter an e-mail address to invite.');
    if (!EMAIL_PATTERN.test(address))
      return setError('Enter a valid e-mail address, like name@example.com.');
    if (members.some((member) => member.email.toLowerCase() === address.toLowerCase())) {
      return setError(`${address} is already on your team.`);
    }
    console.info('Invite team member (sample only)', { email: address, role });
    onChange([...members, { name: address.split('@')[0] ?? address, email: address, role }]);
    setError(null);
    setEmail('');
    setStatus(`${address} was invited as ${role}.`);
  };

  return (
    <div className="settings-stack">
      <section className="settings-section" aria-labelledby={`${id}-title`}>
        <div className="settings-section-header">
          <h2 id={`${id}-title`}>Team members</h2>
          <p>People who can help create and schedule your posts.</p>
        </div>
        <ul className="team-list">
          {members.map((member) => (
            <li key={member.email} className="team-member">
              <span className="team-avatar" aria-hidden="true">
                {initials(member.name)}
              </span>
              <span className="team-member-info">
                <span className="team-member-name">{member.name}</span>
                <span className="team-member-email">{member.email}</span>
              </span>
              <span className={`team-role role-${member.role.toLowerCase()}`}>{member.role}</span>
              {member.role === 'Owner' ? (
                <span className="team-remove-placeholder" />
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost btn-small team-remove"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => remove(member)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </section>

      <form
        className="settings-section"
        noValidate
        onSubmit={invite}
        aria-labelledby={`${id}-invite-title`}
      >
        <div className="settings-section-header">
          <h2 id={`${id}-invite-title`}>Invite a team member</h2>
          <p>They will get an e-mail with a link to join.</p>
        </div>
        <div className="invite-row">
          <div className="field invite-email">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              autoComplete="off"
              required
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error invite-error">
                {error}
              </p>
            ) : null}
          </div>
          <div className="field invite-role">
            <label htmlFor={`${id}-role`}>Role</label>
            <select
              id={`${id}-role`}
              className="select"
              value={role}
              onChange={(event) => {
                const next = INVITE_ROLES.find((candidate) => candidate === event.target.value);
                if (next) setRole(next);
              }}
            >
              {INVITE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary invite-submit">
            Send Invite
          </button>
        </div>
      </form>
    </div>
  );
}
