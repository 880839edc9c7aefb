import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Post } from '@contract/posts';
import type { PostReview } from '@contract/team';
import { errorMessage } from '@/lib/api-error';
import { activitySentence, activityTime } from '@/lib/activity-words';
import { mayCall, useRole } from '@/lib/business-role';
import { waitsForApproval } from '@/lib/post-review';
import { invalidatePostsAndPublications } from '@/lib/publications';
import { queryKeys } from '@/lib/query-keys';
import { getPostActivity, reviewPost, TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { Dialog } from './dialog';
import { RequestChangesForm, useChangesDraft } from './request-changes-form';

interface Reviewable {
  id: string;
  status?: Post['status'];
  plan_id?: string | null;
  review?: PostReview | null;
}

function useReview(postId: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { decision: 'approved' | 'changes_requested'; comment?: string }) =>
      reviewPost(postId, request),
    onSuccess: () => {
      void invalidatePostsAndPublications(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.postActivity(postId) });
      onDone?.();
    },
  });
}

/** "Request changes": what should change is required, and the Editor sees it with the post. */
function RequestChangesDialog({
  open,
  onClose,
  review,
}: {
  open: boolean;
  onClose: () => void;
  review: ReturnType<typeof useReview>;
}) {
  const draft = useChangesDraft();
  return (
    <Dialog open={open} onClose={onClose} title="Request changes" size="small">
      <RequestChangesForm
        draft={draft}
        submitLabel="Send back to the Editor"
        sending={review.isPending}
        error={review.isError ? errorMessage(review.error, TEAM_NETWORK_TEXT) : null}
        onSend={(comment) =>
          review.mutate({ decision: 'changes_requested', comment: comment.trim() })
        }
        onCancel={onClose}
      />
    </Dialog>
  );
}

/**
 * Where a post stands in review (ADR 0061): "Waiting for approval" on an Editor's post, with
 * Approve and Request changes for Owners and Admins, and the comment of a post sent back.
 */
export function PostReviewStatus({
  post,
  onReviewed,
}: {
  post: Reviewable;
  onReviewed?: () => void;
}) {
  const role = useRole();
  const [asking, setAsking] = useState(false);
  const review = useReview(post.id, () => {
    setAsking(false);
    onReviewed?.();
  });
  const waiting = waitsForApproval(post);
  const sentBack = post.review?.decision === 'changes_requested' && post.status === 'draft';
  if (!waiting && !sentBack) return null;
  const reviews = role !== null && mayCall(role, 'reviewPost');
  return (
    <div className="stack">
      {waiting ? (
        <p className="alert alert-warning" role="status">
          Waiting for approval
        </p>
      ) : null}
      {sentBack && post.review ? (
        <p className="alert alert-warning" role="status">
          {post.review.by} asked for changes: “{post.review.comment}”
        </p>
      ) : null}
      {waiting && reviews ? (
        <div className="row">
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={review.isPending}
            onClick={() => review.mutate({ decision: 'approved' })}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              review.reset();
              setAsking(true);
            }}
          >
            Request changes
          </button>
        </div>
      ) : null}
      {review.isError && !asking ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(review.error, TEAM_NETWORK_TEXT)}
        </p>
      ) : null}
      <RequestChangesDialog open={asking} onClose={() => setAsking(false)} review={review} />
    </div>
  );
}

/** A post's short history: who wrote, sent, approved or changed it, newest first. */
export function PostHistory({ postId }: { postId: string }) {
  const history = useQuery({
    queryKey: queryKeys.postActivity(postId),
    queryFn: () => getPostActivity(postId),
    retry: false,
  });
  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`history-${postId}`}>
      <h3 id={`history-${postId}`}>History</h3>
      <ol className="stack">
        {entries.map((entry) => (
          <li key={entry.id} className="field-hint">
            {activitySentence(entry)}
            {entry.action === 'changes_requested' && entry.detail ? `: ${entry.detail}` : ''} ·{' '}
            <time dateTime={entry.at}>{activityTime(entry.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
