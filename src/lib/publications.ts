import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Publication } from '@contract/integrations';
import {
  getPublications,
  getPublicationsNeedingAttention,
  markPublicationPosted,
  retryPublication,
} from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** How often states are asked again while one of them is about to change on its own. */
export const PUBLICATION_POLL_MS = 10_000;
/** How far ahead a scheduled publication counts as due: from then on its post is polled. */
export const SOON_MS = 5 * 60_000;
/** A timer's longest delay: a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How often the dashboard's "Needs your attention" list is read again. */
export const ATTENTION_POLL_MS = 60_000;

/** True while a publication is going out, waiting to retry, or due within minutes. */
function changesSoon(publications: Publication[] | undefined, now = Date.now()) {
  return (publications ?? []).some(
    ({ state, publish_at }) =>
      state === 'preparing' ||
      state === 'publishing' ||
      state === 'retry_wait' ||
      (state === 'scheduled' && Date.parse(publish_at) - now < SOON_MS),
  );
}

/**
 * When to ask a post's states again: every PUBLICATION_POLL_MS while one of them can change
 * on its own soon; otherwise once, when the first scheduled one comes within SOON_MS (the
 * interval is only worked out again after a read, so without this a post scheduled for
 * later would never be followed when its time comes); never while none will change by itself.
 */
export function nextPublicationCheck(
  publications: Publication[] | undefined,
  now = Date.now(),
): number | false {
  if (changesSoon(publications, now)) return PUBLICATION_POLL_MS;
  const due = (publications ?? [])
    .filter(({ state }) => state === 'scheduled')
    .map(({ publish_at }) => Date.parse(publish_at))
    .filter(Number.isFinite);
  if (!due.length) return false;
  const untilSoon = Math.min(...due) - SOON_MS - now;
  return Math.min(Math.max(untilSoon, PUBLICATION_POLL_MS), MAX_TIMER_MS);
}

/**
 * After a post was scheduled, unscheduled, moved, approved, deleted or sent to other
 * platforms, or an account was connected: the server creates, re-times or cancels the
 * post's publications with it, so every list of posts and of publications is read again
 * (a cached list, even an empty one, no longer says where the post stands).
 */
export function invalidatePostsAndPublications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.publications.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.publications.attention }),
  ]);
}

/** Where a post stands on each account it goes to. */
export function usePublications(postId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.publications.ofPost(postId),
    queryFn: () => getPublications(postId),
    enabled,
    retry: false,
    // The server publishes on its own: the owner sees "Published" without reloading.
    // React Query skips the interval's reads while the tab is in the background...
    refetchInterval: (query) => nextPublicationCheck(query.state.data),
    // ...so coming back to it reads at once what may have changed meanwhile.
    refetchOnWindowFocus: (query) => changesSoon(query.state.data),
  });
  // When a state changes, the calendar's one word for the post, the dashboard's list of
  // what did not go out and the post's Results panel are read again with it.
  const states = query.data?.map((publication) => publication.state).join(',');
  const seen = useRef(states);
  useEffect(() => {
    if (seen.current !== undefined && states !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publications.attention });
      void queryClient.invalidateQueries({ queryKey: queryKeys.postResults(postId) });
    }
    seen.current = states;
  }, [states, queryClient, postId]);
  return query;
}

/** The owner's latest failed, blocked, unconfirmed or missed publications. */
export function usePublicationsNeedingAttention(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.publications.attention,
    queryFn: getPublicationsNeedingAttention,
    enabled: signedIn,
    retry: false,
    // A post can fail while the owner looks at the dashboard; asked again while the tab is
    // in front (React Query pauses the interval in a background tab).
    refetchInterval: ATTENTION_POLL_MS,
  });
}

export function usePublicationAction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'mark-posted' }) =>
      action === 'retry' ? retryPublication(id) : markPublicationPosted(id),
    // The post's own list and the dashboard's short list both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.publications.ofPost(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publications.attention }),
      ]),
  });
}
