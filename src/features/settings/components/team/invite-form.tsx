import { useId, useState, type FormEvent } from 'react';
import {
  INVITE_ROLES,
  ROLE_LABELS,
  inviteMemberRequestSchema,
  type InviteRole,
} from '@contract/team';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { useInvite } from '../../api/team';

/** SPEC: the invite form, an e-mail address (required) and a role: Admin, Editor or Viewer. */
export function InviteForm() {
  const id = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('editor');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    if (!email.trim()) return setFieldError('Enter the e-mail address to invite.');
    const parsed = inviteMemberRequestSchema.safeParse({ email, role });
    if (!parsed.success)
      return setFieldError('Enter a valid e-mail address, like sam@example.com.');
    setFieldError(null);
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        setSentTo(invitation.email);
        setEmail('');
      },
    });
  };

  return (
    <form className="settings-section" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Invite a team member</h2>
        <p>They get an e-mail with a link to join, valid for 7 days.</p>
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
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {fieldError ? (
            <p id={`${id}-error`} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <div className="field invite-role">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            className="select"
            value={role}
            onChange={(event) => setRole(event.target.value as InviteRole)}
          >
            {INVITE_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary invite-submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invite'}
        </button>
      </div>
      <div aria-live="polite">
        {sentTo ? <p className="settings-saved">Invitation sent to {sentTo}.</p> : null}
      </div>
      {invite.isError ? (
        <p className="alert alert-error invite-error" role="alert">
          {errorMessage(invite.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
    </form>
  );
}
