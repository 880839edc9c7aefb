import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import { deleteLibraryItem, getLibrary } from '@/lib/api';

const libraryKey = (identifier: UserIdentifier | null) => ['library', identifier ?? {}] as const;

/** The owner's post images, newest first; idle without a signed-in user. */
export function useLibrary(identifier: UserIdentifier | null) {
  return useQuery({
    queryKey: libraryKey(identifier),
    queryFn: identifier ? () => getLibrary(identifier) : skipToken,
    retry: false,
  });
}

export function useDeleteLibraryItem(identifier: UserIdentifier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLibraryItem(id, identifier),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<LibraryItem[]>(libraryKey(identifier), (current) =>
        current?.filter((item) => item.id !== id),
      );
    },
  });
}
