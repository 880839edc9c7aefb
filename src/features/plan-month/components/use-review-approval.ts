import { useCallback, useState } from 'react';
import type { Post } from '@contract/posts';

interface ReviewApprovalOptions {
  toReview: readonly Post[];
  busy: boolean;
  onApprove: (ids: string[]) => Promise<unknown>;
}

/**
 * What the review remembers: which posts the owner has opened, whether "approve all" is
 * asking first, and what was approved last. "Approve all" asks only when some of the posts
 * to review were not opened.
 */
export function useReviewApproval({ toReview, busy, onApprove }: ReviewApprovalOptions) {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [approved, setApproved] = useState<readonly Post[] | null>(null);
  const markSeen = useCallback(
    (id: string) => setSeen((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );
  const notOpened = toReview.filter((post) => !seen.has(post.id)).length;

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
  const cancelConfirm = () => setConfirming(false);

  return { markSeen, notOpened, confirming, approved, approve, approveAll, cancelConfirm };
}
