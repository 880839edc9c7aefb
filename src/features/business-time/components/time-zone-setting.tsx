import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { setTimeZone } from '@/lib/api';
import { browserTimeZone, useBusinessTimeZone } from '@/lib/business-time-zone';
import { queryKeys } from '@/lib/query-keys';

/** Every zone the runtime knows, or a short list where it cannot list them. */
function knownZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([current, browserTimeZone(), 'UTC', ...zones])].sort();
}

/** The business's time zone: every date and time in the app is shown in it. */
export function TimeZoneSetting({ userEmail }: { userEmail: string }) {
  const headingId = useId();
  const selectId = useId();
  const { timeZone, isPending } = useBusinessTimeZone(userEmail);
  const [choice, setChoice] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  const queryClient = useQueryClient();
  const selected = choice ?? timeZone;
  const zones = useMemo(() => knownZones(timeZone), [timeZone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      const answer = await setTimeZone(userEmail, selected);
      queryClient.setQueryData(queryKeys.posts.timeZone(userEmail), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      setState('saved');
    } catch (error) {
      setState(error instanceof ApiError ? error.message : 'The time zone could not be saved.');
    }
  };

  const failed = state !== 'idle' && state !== 'saving' && state !== 'saved';
  return (
    <section className="card time-zone-setting" aria-labelledby={headingId}>
      <h2 id={headingId}>Time zone</h2>
      <p className="muted">Your calendar, plans and scheduled times are shown in this time zone.</p>
      <form onSubmit={(event) => void submit(event)} className="field">
        <label htmlFor={selectId}>Business time zone</label>
        <select
          id={selectId}
          className="select"
          value={selected}
          disabled={isPending}
          onChange={(event) => {
            setChoice(event.target.value);
            setState('idle');
          }}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        <div>
          <button type="submit" className="btn btn-primary" aria-disabled={state === 'saving'}>
            {state === 'saving' ? 'Saving...' : 'Save time zone'}
          </button>
        </div>
        <p role="status" className="field-hint">
          {state === 'saved' ? `Saved: times are now shown in ${selected}.` : ''}
        </p>
        {failed ? (
          <p role="alert" className="alert alert-error">
            {state}
          </p>
        ) : null}
      </form>
    </section>
  );
}
