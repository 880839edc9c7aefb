import type { Plan, PlanSlot } from '@contract/plans';
import type { Post } from '@contract/posts';
import { formatDay } from '@/lib/date-format';
import type { PostEdit } from './plan-post-card';
import { PlanReview } from './plan-review';
import type { AnotherVersionCall } from './use-another-version';

interface PlanProgressProps {
  plan: Plan;
  /** The plan's posts (for their titles and whether they are approved). */
  posts: readonly Post[];
  calendarPath: string;
  busy: boolean;
  onCancel: () => void;
  onRetry: (slotId: string) => void;
  onApprove: (ids: string[]) => Promise<unknown>;
  onDrop: (id: string) => Promise<unknown>;
  onSave: (id: string, edit: PostEdit) => Promise<unknown>;
  onAnotherVersion: AnotherVersionCall;
}

function progressHeading(state: Plan['state']): string {
  if (state === 'writing') return 'Writing your month';
  return state === 'cancelled' ? 'Writing cancelled' : 'Your month is written';
}

/** The slots whose post could not be written, each with its reason and a way to try again. */
function FailedSlots({
  slots,
  onRetry,
}: {
  slots: readonly PlanSlot[];
  onRetry: (slotId: string) => void;
}) {
  const failed = slots.filter((slot) => slot.state === 'failed');
  if (failed.length === 0) return null;
  return (
    <ul className="plan-failed">
      {failed.map((slot) => (
        <li key={slot.id}>
          <span>
            {formatDay(slot.date)}: {slot.brief}. {slot.error}
          </span>{' '}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => onRetry(slot.id)}
          >
            Try post again
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Step 3 and 4: the writing as it happens, then the review. */
export function PlanProgress({
  plan,
  posts,
  calendarPath,
  busy,
  onCancel,
  onRetry,
  onApprove,
  onDrop,
  onSave,
  onAnotherVersion,
}: PlanProgressProps) {
  const { total, written, failed, current } = plan.progress;
  const writing = plan.state === 'writing';
  // A queued slot carries a note while it waits (the AI requests of the minute are used up).
  const waitingNote = writing
    ? (plan.slots.find((slot) => slot.state === 'queued' && slot.error)?.error ?? null)
    : null;

  return (
    <section className="card plan-progress" aria-labelledby="plan-progress-heading">
      <h2 id="plan-progress-heading">{progressHeading(plan.state)}</h2>
      <progress
        className="plan-progress-bar"
        max={Math.max(total, 1)}
        value={written}
        aria-labelledby="plan-progress-text"
      />
      <p id="plan-progress-text" role="status">
        {written} of {total} posts written{failed ? `, ${failed} failed` : ''}
        {writing && current ? `. Now writing: ${current}` : ''}
      </p>
      {waitingNote ? <p className="muted">{waitingNote}</p> : null}
      {writing ? (
        <p className="muted">
          You can leave this page: the posts keep being written and are here when you come back.
        </p>
      ) : null}
      {writing ? (
        <button type="button" className="btn btn-secondary" onClick={onCancel} aria-disabled={busy}>
          Cancel writing
        </button>
      ) : null}

      <FailedSlots slots={plan.slots} onRetry={onRetry} />

      {written > 0 ? (
        <PlanReview
          plan={plan}
          posts={posts}
          calendarPath={calendarPath}
          busy={busy}
          onApprove={onApprove}
          onDrop={onDrop}
          onSave={onSave}
          onAnotherVersion={onAnotherVersion}
        />
      ) : null}
    </section>
  );
}
