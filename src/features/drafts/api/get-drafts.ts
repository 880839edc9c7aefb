import { skipToken, useQuery } from '@tanstack/react-query';
import { getDrafts } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's drafts, newest first; idle while there is no e-mail to ask with. */
export function useDrafts(userEmail: string | null) {
  return useQuery({
    queryKey: queryKeys.drafts.list(userEmail ?? ''),
    queryFn: userEmail ? () => getDrafts(userEmail) : skipToken,
    // The list has its own Retry button (product.md §2): a failure shows at once instead of
    // after a silent back-off that the user cannot see or cut short.
    retry: false,
  });
}
