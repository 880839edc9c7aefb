import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@contract/posts';
import { approvePosts, deleteDraft, getPosts, schedulePost } from '@/lib/api';
import { invalidatePostsAndPublications } from '@/lib/publications';
import { queryKeys } from '@/lib/query-keys';
import { isUpcomingOrRecentlyPublished, monthRange, upcomingRange } from '../calendar-posts';

/** The posts of one month (YYYY-MM) on the business's clock. */
export function useMonthPosts(userEmail: string | null, month: string, timeZone: string) {
  const { from, to } = monthRange(month, timeZone);
  return useQuery({
    queryKey: queryKeys.posts.range(userEmail ?? '', from.toISOString(), to.toISOString()),
    queryFn: userEmail ? () => getPosts(userEmail, from, to) : skipToken,
    retry: false,
  });
}

/**
 * Posts from now on (90 days), and those of the last day that were sent somewhere (with
 * their states); "now" is when the list is fetched.
 */
export function useUpcomingPosts(userEmail: string | null) {
  return useQuery({
    queryKey: queryKeys.posts.range(userEmail ?? '', 'upcoming', 'next-90-days'),
    queryFn: userEmail
      ? async () => {
          const now = new Date();
          const { from, to } = upcomingRange(now);
          const result = await getPosts(userEmail, from, to);
          return {
            ...result,
            posts: result.posts.filter((post) => isUpcomingOrRecentlyPublished(post, now)),
          };
        }
      : skipToken,
    retry: false,
  });
}

function useRefreshPosts() {
  const queryClient = useQueryClient();
  // Moving, approving and deleting re-time, create or cancel the posts' publications.
  return () => {
    void invalidatePostsAndPublications(queryClient);
  };
}

/** Moves a post to another day, keeping its time and platforms. */
export function useMovePost(userEmail: string) {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: ({ post, date, time }: { post: Post; date: string; time: string }) =>
      schedulePost(post.id, {
        user_email: userEmail,
        date,
        time,
        platforms: post.platforms.length ? post.platforms : ['instagram'],
      }),
    onSettled: refresh,
  });
}

export function useApprovePosts(userEmail: string) {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (ids: string[]) => approvePosts(userEmail, ids),
    onSettled: refresh,
  });
}

export function useDeletePost(userEmail: string) {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (id: string) => deleteDraft(id, userEmail),
    onSuccess: refresh,
  });
}
