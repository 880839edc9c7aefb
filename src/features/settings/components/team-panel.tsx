import { useId } from 'react';
import { ComingSoonBadge, PreviewNotice } from '@/components/preview-notice';
import { INVITE_ROLES, SAMPLE_TEAM } from '../sample-data';

function initials(name: string): string {
  return name
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * product.md §2 Team, as a labelled preview until team accounts exist: the sample team shows what
 * the screen will hold, and its actions are disabled rather than pretending to work.
 * product.md §6 holds: the Owner has no Remove button.
 */
export function TeamPanel() {
  const id = useId();
  return (
    <div className="settings-stack">
      <PreviewNotice>
        Teams are not available yet. Below is an example team; inviting and removing people arrive
        with team accounts.
      </PreviewNotice>
      <section className="settings-section" aria-labelledby={`${id}-title`}>
        <div className="settings-section-header">
          <h2 id={`${id}-title`}>Team members</h2>
          <p>People who can help create and schedule your posts.</p>
        </div>
        <ul className="team-list">
          {SAMPLE_TEAM.map((member) => (
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
                  aria-label={`Remove ${member.name} (coming soon)`}
                  disabled
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <form
        className="settings-section"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        aria-labelledby={`${id}-invite-title`}
      >
        <div className="settings-section-header">
          <h2 id={`${id}-invite-title`}>
            Invite a team member <ComingSoonBadge />
          </h2>
          <p>Invitations by e-mail arrive with team accounts.</p>
        </div>
        <fieldset className="invite-row invite-fieldset" disabled>
          <legend className="visually-hidden">Invitation (coming soon)</legend>
          <div className="field invite-email">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input id={`${id}-email`} className="input" type="email" autoComplete="off" />
          </div>
          <div className="field invite-role">
            <label htmlFor={`${id}-role`}>Role</label>
            <select id={`${id}-role`} className="select" defaultValue="Editor">
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
        </fieldset>
      </form>
    </div>
  );
}
