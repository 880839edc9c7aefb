import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Draft } from '@contract/drafts';
import type { Platform } from '@contract/onboarding';
import type { SchedulePostRequest, UpdatePostRequest } from '@contract/posts';
import { getOnboardingByEmail, schedulePost, updatePost } from '@/lib/api';
import { invalidatePostsAndPublications } from '@/lib/publications';
import { queryKeys } from '@/lib/query-keys';

export interface PostSave {
  content: UpdatePostRequest;
  /** Sent only when the day, time or platforms changed. */
  schedule: SchedulePostRequest | null;
}

/** Saves the edited text first and then the schedule, so a refused time never loses the text. */
export function useSavePost(draft: Draft) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, schedule }: PostSave) => {
      let post = await updatePost(draft.id, content);
      if (schedule) post = await schedulePost(draft.id, schedule);
      return post;
    },
    // A new day, time or platform changes the post's publications on the server too.
    onSuccess: () => {
      void invalidatePostsAndPublications(queryClient);
    },
  });
}

/** The brand's platforms (the brand profile shares its cache with the rest of the app). */
export function useBrandPlatforms(userEmail: string | null): Platform[] {
  const profile = useQuery({
    queryKey: queryKeys.onboarding.profile(userEmail ?? ''),
    queryFn: () => getOnboardingByEmail(userEmail as string),
    enabled: userEmail !== null,
    retry: false,
  });
  return profile.data?.contentPrefs.platforms ?? [];
}
