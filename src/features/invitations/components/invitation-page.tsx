import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { newPasswordSchema, type User } from '@contract/auth';
import { ROLE_LABELS, type InvitationPreview } from '@contract/team';
import { Spinner } from '@/components/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import {
  acceptInvitation,
  getInvitation,
  signUpThroughInvitation,
  TEAM_NETWORK_TEXT,
} from '@/lib/team-api';

interface InvitationPageProps {
  token: string;
  user: User | null;
  /** A new account made through the invitation: the app signs it in. */
  onSignedUp: (user: User) => void;
  onLogIn: () => void;
  /** Joined: the app goes to the dashboard. */
  onJoined: () => void;
}

const UNUSABLE: Record<Exclude<InvitationPreview['state'], 'pending'>, string> = {
  expired: 'This invitation has expired. Ask whoever invited you to send a new one.',
  revoked: 'This invitation was withdrawn. Ask whoever invited you if you should still join.',
  accepted: 'This invitation has already been used.',
};

function JoinButton({
  token,
  name,
  onJoined,
}: {
  token: string;
  name: string;
  onJoined: () => void;
}) {
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => acceptInvitation(token),
    // The session now acts for the business joined: everything is read again.
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      onJoined();
    },
  });
  return (
    <div className="stack">
      <button
        type="button"
        className="btn btn-primary"
        disabled={join.isPending}
        onClick={() => join.mutate()}
      >
        {join.isPending ? 'Joining...' : `Join ${name}`}
      </button>
      {join.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(join.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
    </div>
  );
}

function SignUpToJoin({
  token,
  invitation,
  onSignedUp,
  onLogIn,
}: {
  token: string;
  invitation: InvitationPreview;
  onSignedUp: (user: User) => void;
  onLogIn: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const signUp = useMutation({
    mutationFn: () => signUpThroughInvitation(invitation.email, password, token),
    onSuccess: onSignedUp,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setFieldError(null);
    signUp.mutate();
  };
  return (
    <div className="stack">
      <form className="stack" noValidate onSubmit={submit}>
        <h2>Create your account to join</h2>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail address</label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            readOnly
            value={invitation.email}
            aria-describedby={`${id}-email-hint`}
          />
          <p id={`${id}-email-hint`} className="field-hint">
            The address the invitation was sent to.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Choose a password</label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-password-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {fieldError ? (
            <p id={`${id}-password-error`} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account...' : 'Create account and join'}
        </button>
        {signUp.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(signUp.error, TEAM_NETWORK_TEXT)}
          </p>
        ) : null}
      </form>
      <p className="muted">
        Already have an account?{' '}
        <button type="button" className="btn btn-ghost btn-small" onClick={onLogIn}>
          Log in
        </button>{' '}
        and then join.
      </p>
    </div>
  );
}

/** /invitations/:token: who invites, as what, and the way in (ADR 0061). */
export function InvitationPage({
  token,
  user,
  onSignedUp,
  onLogIn,
  onJoined,
}: InvitationPageProps) {
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
  });
  if (invitation.isPending) return <Spinner label="Opening your invitation..." />;
  if (invitation.isError) {
    const missing = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <p className="alert alert-error" role="alert">
        {missing
          ? 'This invitation link is not valid. Check that the whole link was copied.'
          : errorMessage(invitation.error, TEAM_NETWORK_TEXT)}
      </p>
    );
  }
  const preview = invitation.data;
  return (
    <div className="stack">
      <h1>Join {preview.business_name}</h1>
      <p>
        You are invited as <strong>{ROLE_LABELS[preview.role]}</strong> ({preview.email}).
      </p>
      {preview.state !== 'pending' ? (
        <p className="alert alert-warning" role="status">
          {UNUSABLE[preview.state]}
        </p>
      ) : user ? (
        <JoinButton token={token} name={preview.business_name} onJoined={onJoined} />
      ) : (
        <SignUpToJoin
          token={token}
          invitation={preview}
          onSignedUp={onSignedUp}
          onLogIn={onLogIn}
        />
      )}
    </div>
  );
}
