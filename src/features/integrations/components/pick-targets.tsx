import { useState, type FormEvent } from 'react';
import { NETWORK_NAMES } from '@contract/integrations';
import { errorMessage } from '@/lib/api-error';

const NETWORK_TEXTS = { network: 'Could not reach the server. Please try again.' };
import { usePendingConnection, usePickTargets } from '../api/integrations';
import { ACCOUNT_KIND_LABELS } from '../account-kinds';

interface PickTargetsProps {
  connectionId: string;
  onDone: () => void;
}

/** After the network sent the owner back: which pages or accounts to post to. */
export function PickTargets({ connectionId, onDone }: PickTargetsProps) {
  const pending = usePendingConnection(connectionId);
  const pick = usePickTargets(connectionId);
  const [chosen, setChosen] = useState<string[]>([]);

  if (pending.isPending) {
    return (
      <p role="status" className="integrations-pick">
        Loading the accounts you can post to…
      </p>
    );
  }
  if (pending.isError) {
    return (
      <div role="alert" className="alert integrations-pick">
        {errorMessage(pending.error, NETWORK_TEXTS)}{' '}
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }
  const { network, targets, sandbox } = pending.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pick.mutate(chosen, { onSuccess: onDone });
  };
  return (
    <form className="integrations-pick card" onSubmit={submit}>
      <fieldset>
        <legend>
          Choose where to post on {NETWORK_NAMES[network]}
          {sandbox ? ' (Sandbox)' : ''}
        </legend>
        {targets.length === 0 ? (
          <p>This account has nothing we can post to.</p>
        ) : (
          targets.map((target) => (
            <label key={target.id} className="integrations-target">
              <input
                type="checkbox"
                checked={chosen.includes(target.id)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, target.id]
                      : current.filter((id) => id !== target.id),
                  )
                }
              />
              {target.name}
              {target.kind ? (
                <>
                  {' '}
                  <span className="integration-kind">{ACCOUNT_KIND_LABELS[target.kind]}</span>
                </>
              ) : null}
            </label>
          ))
        )}
      </fieldset>
      {pick.isError ? <p role="alert">{errorMessage(pick.error, NETWORK_TEXTS)}</p> : null}
      <div className="integrations-pick-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={chosen.length === 0 || pick.isPending}
        >
          {pick.isPending ? 'Connecting…' : 'Connect selected'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
