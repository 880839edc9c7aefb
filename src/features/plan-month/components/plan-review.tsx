import type { Plan } from '@contract/plans';
import type { Post } from '@contract/posts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotPublishedNotes } from '@/components/not-published-notes';
import { postsWithoutAccount, useConnectedNetworks } from '@/lib/connected-networks';
import { PUBLISH_NOTE } from '../plan-copy';
import { PlanPostCard, type PostEdit } from './plan-post-card';
import { PlanReviewActions } from './plan-review-actions';
import { postsText, toReviewByWeek, writtenSlots } from './review-posts';
import type { AnotherVersionCall } from './use-another-version';
import { useDropFocus } from './use-drop-focus';
import { useReviewApproval } from './use-review-approval';

interface PlanReviewProps {
  plan: Plan;
  posts: readonly Post[];
  calendarPath: string;
  busy: boolean;
  onApprove: (ids: string[]) => Promise<unknown>;
  onDrop: (id: string) => Promise<unknown>;
  onSave: (id: string, edit: PostEdit) => Promise<unknown>;
  onAnotherVersion: AnotherVersionCall;
}

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
  onAnotherVersion,
}: PlanReviewProps) {
  const connected = useConnectedNetworks();
  const { dropped, drop, headingRef, listRef } = useDropFocus(onDrop);
  const written = writtenSlots(plan, posts).filter(({ post }) => !dropped.has(post.id));
  const toReview = written.map(({ post }) => post).filter((post) => post.status === 'to_review');
  const weeks = toReviewByWeek(written);
  const { markSeen, notOpened, confirming, approved, approve, approveAll, cancelConfirm } =
    useReviewApproval({ toReview, busy, onApprove });
  const unpublished = (chosen: readonly Post[]) =>
    connected ? postsWithoutAccount(chosen, connected) : [];

  return (
    <section className="plan-review" aria-labelledby="plan-review-heading">
      <h3 id="plan-review-heading" ref={headingRef} tabIndex={-1}>
        Review
      </h3>
      <p className="muted">{PUBLISH_NOTE}</p>
      <div role="status" className="plan-review-outcome">
        {approved ? <p>{postsText(approved.length)} approved and scheduled.</p> : null}
      </div>
      {approved ? <NotPublishedNotes counts={unpublished(approved)} live /> : null}
      <PlanReviewActions
        toReview={toReview}
        weeks={weeks}
        calendarPath={calendarPath}
        busy={busy}
        onApproveAll={approveAll}
        onApprove={approve}
      />
      <div className="plan-posts" ref={listRef}>
        {written.map(({ slot, post }) => (
          <PlanPostCard
            key={post.id}
            slot={slot}
            post={post}
            busy={busy}
            onSeen={markSeen}
            onApprove={(id) => approve(toReview.filter((item) => item.id === id))}
            onDrop={(id) =>
              drop(
                id,
                written.map((item) => item.post.id),
              )
            }
            onSave={onSave}
            onAnotherVersion={onAnotherVersion}
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
        onCancel={cancelConfirm}
      >
        <NotPublishedNotes counts={unpublished(toReview)} />
      </ConfirmDialog>
    </section>
  );
}
