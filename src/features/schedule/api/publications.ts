import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@contract/integrations';
import { getPublications, markPublicationPosted, retryPublication } from '@/lib/api';

/** How often states are asked again while one of them is about to change on its own. */
export const PUBLICATION_POLL_MS = 10_000;
const SOON_MS = 5 * 60_000;

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

/** Where a post stands on each account it goes to. */
export function usePublications(postId: string) {
  return useQuery({
    queryKey: publicationsKey(postId),
    queryFn: () => getPublications(postId),
    retry: false,
    // The server publishes on its own: the owner sees "Published" without reloading.
    refetchInterval: (query) => (changesSoon(query.state.data) ? PUBLICATION_POLL_MS : false),
  });
}

export function usePublicationAction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'mark-posted' }) =>
      action === 'retry' ? retryPublication(id) : markPublicationPosted(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey(postId) }),
  });
}
