import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '@contract/business-profile';
import { getBusinessProfile, saveBusinessProfile } from './api';
import { useOptionalUser } from './current-user';
import { queryKeys } from './query-keys';

/** Whose profile the cache holds: a new sign-in never sees the previous owner's. */
function useProfileKey(): string | null {
  const user = useOptionalUser();
  return user ? (user.email ?? user.google_id ?? user.facebook_id ?? null) : null;
}

/**
 * The signed-in owner's business profile (ADR 0051). Features read it here, so none of
 * them imports the "Your business" page. Signed out, the query stays idle.
 */
export function useBusinessProfile() {
  const key = useProfileKey();
  return useQuery({
    queryKey: queryKeys.businessProfile(key ?? ''),
    queryFn: key ? getBusinessProfile : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** Saves the whole profile; the cache takes the server's answer only once it came. */
export function useSaveBusinessProfile() {
  const key = useProfileKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: BusinessProfile) => saveBusinessProfile(profile),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.businessProfile(key ?? ''), answer);
    },
  });
}
