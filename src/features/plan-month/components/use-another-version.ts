import { useState } from 'react';
import { MAX_EARLIER_VERSIONS } from '@contract/plans';
import type { Post } from '@contract/posts';
import { ApiError } from '@/lib/api-error';

/** Asks for another version of a slot's post: its try, and the captions it replaced. */
export type AnotherVersionCall = (
  slotId: string,
  variation: number,
  earlier: string[],
) => Promise<Post>;

const FAILED = 'Another version could not be written. The post is as it was; please try again.';

/**
 * One card's "Try another version": which try comes next, the captions already replaced
 * (so the next version says none of them again), and what the owner is told. The new
 * version replaces the post's words at once; the card shows it from the post list.
 */
export function useAnotherVersion(post: Post, slotId: string, ask: AnotherVersionCall) {
  const [tries, setTries] = useState(0);
  const [earlier, setEarlier] = useState<readonly string[]>([]);
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  const tryAnother = () => {
    if (writing) return;
    const variation = tries + 1;
    const replaced = post.caption;
    setWriting(true);
    setError(null);
    setShown(false);
    ask(slotId, variation, [...earlier]).then(
      () => {
        setTries(variation);
        setEarlier((current) => [...current, replaced].slice(-MAX_EARLIER_VERSIONS));
        setWriting(false);
        setShown(true);
      },
      (failure: unknown) => {
        setWriting(false);
        // The server's reason when it gave one (an approved post keeps its words).
        setError(failure instanceof ApiError && failure.status === 409 ? failure.message : FAILED);
      },
    );
  };

  return { tryAnother, writing, error, shown };
}
