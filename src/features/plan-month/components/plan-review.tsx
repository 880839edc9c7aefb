import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Plan } from '@contract/plans';
import type { Post } from '@contract/posts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotPublishedNotes } from '@/components/not-published-notes';
import { postsWithoutAccount, useConnectedNetworks } from '@/lib/connected-networks';
import { formatShortDay } from '@/lib/date-format';
import { PUBLISH_NOTE } from '../plan-copy';
import { PlanPostCard, type PostEdit } from './plan-post-card';

interface PlanReviewProps {
  plan: Plan;
  posts: readonly Post[];
  calendarPath: string;
  busy: boolean;
  onApprove: (ids: string[]) => Promise<unknown>;
  onDrop: (id: string) => void;
  onSave: (id: string, edit: PostEdit) => Promise<unknown>;
}

/** The Sunday that starts a day's week (YYYY-MM-DD), as on the calendar: for "approve a week". */
function weekOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

const postsText = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/**
 * The review: every written post as it will appear, to edit, drop or approve. "Approve
 * all" approves at once only what the owner has seen; otherwise it first says how many
 * were not opened. Posts that no connected account will publish are named at that moment.
 */
export function PlanReview({
  plan,
  posts,
  calendarPath,
  busy,
  onApprove,
  onDrop,
  onSave,
}: PlanReviewProps) {
  const connected = useConnectedNetworks();
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [approved, setApproved] = useState<readonly Post[] | null>(null);
  const markSeen = useCallback(
    (id: string) => setSeen((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );

  const byId = new Map(posts.map((post) => [post.id, post]));
  const written = plan.slots.flatMap((slot) => {
    const post = slot.draft_id ? byId.get(slot.draft_id) : undefined;
    return post ? [{ slot, post }] : [];
  });
  const toReview = written.map(({ post }) => post).filter((post) => post.status === 'to_review');
  const notOpened = toReview.filter((post) => !seen.has(post.id)).length;
  const weeks = new Map<string, Post[]>();
  for (const { slot, post } of written) {
    if (post.status !== 'to_review') continue;
    const key = weekOf(slot.date);
    weeks.set(key, [...(weeks.get(key) ?? []), post]);
  }

  const approve = (chosen: readonly Post[]) => {
    if (busy || chosen.length === 0) return;
    onApprove(chosen.map((post) => post.id)).then(
      () => {
        setConfirming(false);
        setApproved(chosen);
      },
      () => setConfirming(false),
    );
  };
  const approveAll = () => {
    if (notOpened > 0) setConfirming(true);
    else approve(toReview);
  };
  const unpublished = (chosen: readonly Post[]) =>
    connected ? postsWithoutAccount(chosen, connected) : [];

  return (
    <section className="plan-review" aria-labelledby="plan-review-heading">
      <h3 id="plan-review-heading">Review</h3>
      <p className="muted">{PUBLISH_NOTE}</p>
      <div role="status" className="plan-review-outcome">
        {approved ? <p>{postsText(approved.length)} approved and scheduled.</p> : null}
      </div>
      {approved ? <NotPublishedNotes counts={unpublished(approved)} live /> : null}
      <div className="plan-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={busy || toReview.length === 0}
          onClick={() => toReview.length && approveAll()}
        >
          Approve all ({toReview.length})
        </button>
        {[...weeks.entries()].map(([week, chosen]) => (
          <button
            key={week}
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => approve(chosen)}
          >
            Approve week of {formatShortDay(week)} ({chosen.length})
          </button>
        ))}
        <Link className="btn btn-secondary" to={calendarPath}>
          See them on the calendar
        </Link>
      </div>
      <div className="plan-posts">
        {written.map(({ slot, post }) => (
          <PlanPostCard
            key={post.id}
            slot={slot}
            post={post}
            busy={busy}
            onSeen={markSeen}
            onApprove={(id) => approve(toReview.filter((item) => item.id === id))}
            onDrop={onDrop}
            onSave={onSave}
          />
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={`Approve all ${postsText(toReview.length)}?`}
        description={`You have not opened ${notOpened} of them yet. Approved posts are scheduled and go out at their times.`}
        confirmLabel={`Approve all ${toReview.length}`}
        busyLabel="Approving..."
        isBusy={busy}
        error={null}
        onConfirm={() => approve(toReview)}
        onCancel={() => setConfirming(false)}
      >
        <NotPublishedNotes counts={unpublished(toReview)} />
      </ConfirmDialog>
    </section>
  );
}
