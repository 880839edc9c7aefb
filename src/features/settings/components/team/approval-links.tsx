import { useId, useState, type FormEvent } from 'react';
import { createApprovalLinkRequestSchema, type ApprovalLink } from '@contract/team';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { activityTime } from '@/lib/activity-words';
import { useApprovalLinks, useCreateApprovalLink, useRevokeApprovalLink } from '../../api/team';

/** The whole link, shown once (only its hash is kept), with a Copy button that says if it worked. */
function NewLink({ link }: { link: ApprovalLink }) {
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!link.url) return null;
  const url = link.url;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-url`}>Link for {link.label}</label>
        <div className="row">
          <input
            id={`${id}-url`}
            className="input"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              navigator.clipboard.writeText(url).then(
                () => setCopy('copied'),
                () => setCopy('failed'),
              );
            }}
          >
            Copy
          </button>
        </div>
        <p className="field-hint">Send it now: this is the only time the whole link is shown.</p>
      </div>
      <p aria-live="polite" className={copy === 'failed' ? 'field-error' : 'settings-saved'}>
        {copy === 'copied' ? 'Link copied.' : null}
        {copy === 'failed' ? 'Could not copy: select the link and copy it yourself.' : null}
      </p>
    </div>
  );
}

function LinkForm({ onMade }: { onMade: (link: ApprovalLink) => void }) {
  const id = useId();
  const create = useCreateApprovalLink();
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApprovalLinkRequestSchema.safeParse({ label });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setFieldError(null);
    create.mutate(parsed.data.label, {
      onSuccess: (link) => {
        setLabel('');
        onMade(link);
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} className="invite-row">
      <div className="field">
        <label htmlFor={`${id}-label`}>Who is it for?</label>
        <input
          id={`${id}-label`}
          className="input"
          value={label}
          placeholder="Sam at the shop"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => setLabel(event.target.value)}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
        {create.isError ? (
          <p className="field-error" role="alert">
            {errorMessage(create.error, TEAM_NETWORK_TEXT)}
          </p>
        ) : null}
      </div>
      <span />
      <button type="submit" className="btn btn-primary invite-submit" disabled={create.isPending}>
        {create.isPending ? 'Making...' : 'Make a link'}
      </button>
    </form>
  );
}

/**
 * Approval links: someone without an account (a manager, a client) approves waiting posts
 * from their phone. Owners and Admins make, see and revoke them.
 */
export function ApprovalLinks() {
  const links = useApprovalLinks(true);
  const revoke = useRevokeApprovalLink();
  const [made, setMade] = useState<ApprovalLink | null>(null);
  return (
    <section className="settings-section" aria-labelledby="team-links-title">
      <div className="settings-section-header">
        <h2 id="team-links-title">Approval links</h2>
        <p>A link that lets someone approve waiting posts without an account. Valid 14 days.</p>
      </div>
      <div className="stack">
        <LinkForm onMade={setMade} />
        {made ? <NewLink link={made} /> : null}
        {links.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(links.error, TEAM_NETWORK_TEXT)}
          </p>
        ) : null}
        {links.data && links.data.length > 0 ? (
          <ul className="team-list" aria-label="Approval links in use">
            {links.data.map((link) => (
              <li key={link.id} className="team-member">
                <span className="team-avatar" aria-hidden="true">
                  ✓
                </span>
                <span className="team-member-info">
                  <span className="team-member-name">{link.label}</span>
                  <span className="team-member-email">
                    Valid until {activityTime(link.expires_at)}
                  </span>
                </span>
                <span />
                <button
                  type="button"
                  className="btn btn-ghost btn-small team-remove"
                  aria-label={`Revoke the link for ${link.label}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => setMade((shown) => (shown?.id === link.id ? null : shown)),
                    })
                  }
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {revoke.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(revoke.error, TEAM_NETWORK_TEXT)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
