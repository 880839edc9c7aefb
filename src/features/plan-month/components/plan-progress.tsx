import { Link } from 'react-router-dom';
import type { Plan } from '@contract/plans';
import type { Post } from '@contract/posts';
import { formatDay, formatDayAndTime, formatShortDay } from '@/lib/date-format';
import { KIND_LABELS, PUBLISH_NOTE } from '../plan-copy';
import { WrittenByNote } from '@/components/written-by-note';

interface PlanProgressProps {
  plan: Plan;
  /** The plan's posts (for their titles and whether they are approved). */
  posts: readonly Post[];
  calendarPath: string;
  busy: boolean;
  onCancel: () => void;
  onRetry: (slotId: string) => void;
  onApprove: (ids: string[]) => void;
}

/** The Sunday that starts a day's week (YYYY-MM-DD), as on the calendar: for "approve a week". */
function weekOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = day.getUTCDay();
  day.setUTCDate(day.getUTCDate() - weekday);
  return day.toISOString().slice(0, 10);
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
}: PlanProgressProps) {
  const { total, written, failed, current } = plan.progress;
  const byId = new Map(posts.map((post) => [post.id, post]));
  const toReview = plan.slots
    .map((slot) => (slot.draft_id ? byId.get(slot.draft_id) : undefined))
    .filter((post): post is Post => post?.status === 'to_review');
  const weeks = new Map<string, string[]>();
  for (const slot of plan.slots) {
    const post = slot.draft_id ? byId.get(slot.draft_id) : undefined;
    if (post?.status !== 'to_review') continue;
    const key = weekOf(slot.date);
    weeks.set(key, [...(weeks.get(key) ?? []), post.id]);
  }
  const writing = plan.state === 'writing';
  // A queued slot carries a note while it waits (the AI requests of the minute are used up).
  const waitingNote = writing
    ? (plan.slots.find((slot) => slot.state === 'queued' && slot.error)?.error ?? null)
    : null;

  return (
    <section className="card plan-progress" aria-labelledby="plan-progress-heading">
      <h2 id="plan-progress-heading">
        {writing
          ? 'Writing your month'
          : plan.state === 'cancelled'
            ? 'Writing cancelled'
            : 'Your month is written'}
      </h2>
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

      {plan.slots.some((slot) => slot.state === 'failed') ? (
        <ul className="plan-failed">
          {plan.slots
            .filter((slot) => slot.state === 'failed')
            .map((slot) => (
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
      ) : null}

      {written > 0 ? (
        <>
          <h3>Review</h3>
          <p className="muted">{PUBLISH_NOTE}</p>
          <div className="plan-actions">
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={busy || toReview.length === 0}
              onClick={() => toReview.length && onApprove(toReview.map((post) => post.id))}
            >
              Approve all ({toReview.length})
            </button>
            {[...weeks.entries()].map(([week, ids]) => (
              <button
                key={week}
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => onApprove(ids)}
              >
                Approve week of {formatShortDay(week)} ({ids.length})
              </button>
            ))}
            <Link className="btn btn-secondary" to={calendarPath}>
              See them on the calendar
            </Link>
          </div>
          <ol className="plan-written">
            {plan.slots.map((slot) => {
              const post = slot.draft_id ? byId.get(slot.draft_id) : undefined;
              return (
                <li key={slot.id}>
                  <time className="plan-written-when" dateTime={`${slot.date}T${slot.time}`}>
                    {formatDayAndTime(slot.date, slot.time)}
                  </time>{' '}
                  <span className="plan-written-kind">{KIND_LABELS[slot.kind]}</span>{' '}
                  <strong>{post?.title ?? slot.brief}</strong>{' '}
                  <span className="plan-written-state">
                    {post
                      ? post.status === 'scheduled'
                        ? 'Scheduled'
                        : 'To review'
                      : slot.state === 'queued'
                        ? 'Waiting'
                        : slot.state === 'failed'
                          ? 'Failed'
                          : slot.state === 'cancelled'
                            ? 'Not written'
                            : ''}
                  </span>
                  {post?.status === 'to_review' ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-label={`Approve ${post.title}`}
                      onClick={() => onApprove([post.id])}
                    >
                      Approve
                    </button>
                  ) : null}
                  <WrittenByNote writtenBy={post?.written_by} imageBy={post?.image_by} />
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
