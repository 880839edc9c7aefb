import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPublications, markPublicationPosted, retryPublication } from '@/lib/api';

const publicationsKey = (postId: string) => ['publications', postId] as const;

/** Where a post stands on each account it goes to. */
export function usePublications(postId: string) {
  return useQuery({
    queryKey: publicationsKey(postId),
    queryFn: () => getPublications(postId),
    retry: false,
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
