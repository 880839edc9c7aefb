import { useQuery } from '@tanstack/react-query';
import { getPostResults } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * A post's newest numbers per publication, for the Results panel of the post editor (which
 * the calendar and the schedule open). The networks are read at about 1 h, 24 h, 7 d and
 * 28 d after publishing (ADR 0060), so the answer is read once when the panel opens.
 */
export function usePostResults(postId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.postResults(postId),
    queryFn: () => getPostResults(postId),
    enabled,
    retry: false,
  });
}
