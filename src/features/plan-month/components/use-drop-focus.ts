import { useEffect, useRef, useState } from 'react';

/**
 * Dropping a post from the review: the card leaves at once when the drop succeeds (not
 * when the list is read again), and the focus, which was on its dialog, moves to the next
 * post's title, or the one before when it was the last, or the review's heading when
 * none is left, rather than to the page's start.
 */
export function useDropFocus(onDrop: (id: string) => Promise<unknown>) {
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set());
  /** The post whose title takes the focus once the dropped card has left. */
  const focusOn = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const next = focusOn.current;
    if (next === null) return;
    focusOn.current = null;
    const card = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[data-post-id]') ?? [],
    ).find((element) => element.dataset.postId === next);
    const title = card?.querySelector<HTMLElement>('.plan-post-title');
    (title ?? headingRef.current)?.focus();
  }, [dropped]);

  /** Drops the post; `order` is the review's posts as shown, to find the next one. */
  const drop = async (id: string, order: readonly string[]) => {
    await onDrop(id);
    const at = order.indexOf(id);
    const next = order[at + 1] ?? order[at - 1] ?? '';
    focusOn.current = next;
    setDropped((current) => new Set(current).add(id));
  };

  return { dropped, drop, headingRef, listRef };
}
