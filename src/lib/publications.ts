import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
const SOON_MS = 5 * 60_000;
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

const publicationsKey = (postId: string) => ['publications', postId] as const;
const attentionKey = ['publications-attention'] as const;

/** Where a post stands on each account it goes to. */
export function usePublications(postId: string, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: publicationsKey(postId),
    queryFn: () => getPublications(postId),
    enabled,
    retry: false,
    // The server publishes on its own: the owner sees "Published" without reloading.
    refetchInterval: (query) => (changesSoon(query.state.data) ? PUBLICATION_POLL_MS : false),
  });
  // When a state changes, the calendar's one word for the post is read again with it.
  const states = query.data?.map((publication) => publication.state).join(',');
  const seen = useRef(states);
  useEffect(() => {
    if (seen.current !== undefined && states !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    }
    seen.current = states;
  }, [states, queryClient]);
  return query;
}

/** The owner's latest failed, blocked, unconfirmed or missed publications. */
export function usePublicationsNeedingAttention(signedIn: boolean) {
  return useQuery({
    queryKey: attentionKey,
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
        queryClient.invalidateQueries({ queryKey: publicationsKey(postId) }),
        queryClient.invalidateQueries({ queryKey: attentionKey }),
      ]),
  });
}
