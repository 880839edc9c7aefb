import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetDraftsResponse } from '@contract/drafts';
import { deleteDraft } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Deletes one of the user's drafts (the server checks ownership by e-mail). */
export function useDeleteDraft(userEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => deleteDraft(draftId, userEmail),
    onSuccess: (_result, draftId) => {
      // Drop it from the cache at once so the list and the count change without
      // waiting for the refetch below.
      queryClient.setQueryData<GetDraftsResponse>(queryKeys.drafts.list(userEmail), (current) => {
        if (!current) return current;
        const drafts = current.drafts.filter((draft) => draft.id !== draftId);
        const removed = current.drafts.length - drafts.length;
        return { ...current, drafts, count: Math.max(0, current.count - removed) };
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all });
    },
  });
}
