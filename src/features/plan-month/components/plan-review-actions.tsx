import { Link } from 'react-router-dom';
import type { Post } from '@contract/posts';
import { formatShortDay } from '@/lib/date-format';

interface PlanReviewActionsProps {
  toReview: readonly Post[];
  weeks: ReadonlyMap<string, readonly Post[]>;
  calendarPath: string;
  busy: boolean;
  onApproveAll: () => void;
  onApprove: (chosen: readonly Post[]) => void;
}

/** The review's buttons: approve all, approve one week, or see the posts on the calendar. */
export function PlanReviewActions({
  toReview,
  weeks,
  calendarPath,
  busy,
  onApproveAll,
  onApprove,
}: PlanReviewActionsProps) {
  return (
    <div className="plan-actions">
      <button
        type="button"
        className="btn btn-primary"
        aria-disabled={busy || toReview.length === 0}
        onClick={() => toReview.length && onApproveAll()}
      >
        Approve all ({toReview.length})
      </button>
      {[...weeks.entries()].map(([week, chosen]) => (
        <button
          key={week}
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => onApprove(chosen)}
        >
          Approve week of {formatShortDay(week)} ({chosen.length})
        </button>
      ))}
      <Link className="btn btn-secondary" to={calendarPath}>
        See them on the calendar
      </Link>
    </div>
  );
}
