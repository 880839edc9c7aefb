import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanSettingsInput, SlotEdit } from '@contract/plans';
import type { Post, PostsResponse } from '@contract/posts';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { ApiError } from '@/lib/api-error';
import {
  createPlan,
  getLatestPlan,
  getOnboardingByEmail,
  getPlan,
  getPosts,
  replacePlanSlots,
  writePlan,
} from '@/lib/api';
import { invalidatePostsAndPublications } from '@/lib/publications';
import { queryKeys } from '@/lib/query-keys';

export const message = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The posts of the plan's month, asked again as each post is written. */
function usePlanPosts(userEmail: string, planId: string | null, plan: Plan | undefined) {
  const month = plan?.month;
  const zone = plan?.time_zone ?? 'UTC';
  return useQuery({
    queryKey: [...queryKeys.posts.all, 'plan', planId ?? '', plan?.progress.written ?? 0],
    queryFn:
      month && (plan?.progress.written ?? 0) > 0
        ? () =>
            getPosts(
              userEmail,
              zonedTimeToInstant(`${month}-01`, '00:00', zone),
              new Date(
                zonedTimeToInstant(`${month}-01`, '00:00', zone).getTime() + 32 * 86_400_000,
              ),
            )
        : skipToken,
    retry: false,
  });
}

/** What the page shows: the brand, the plan being written if any, the plan open and its posts. */
export function usePlanMonthQueries(userEmail: string, planId: string | null) {
  const profile = useQuery({
    queryKey: queryKeys.onboarding.profile(userEmail),
    queryFn: () => getOnboardingByEmail(userEmail),
    retry: false,
  });
  const latest = useQuery({
    queryKey: [...queryKeys.plans.all, 'latest', userEmail],
    queryFn: planId ? skipToken : () => getLatestPlan(userEmail),
    retry: false,
  });
  const plan = useQuery({
    queryKey: queryKeys.plans.one(planId ?? ''),
    queryFn: planId ? () => getPlan(planId, userEmail) : skipToken,
    retry: false,
    // While the posts are being written the page follows them.
    refetchInterval: (query) => (query.state.data?.state === 'writing' ? 1000 : false),
  });
  const posts = usePlanPosts(userEmail, planId, plan.data);
  return { profile, latest, plan, posts };
}

/** Planning, writing the plan, and the review's actions (each refreshes what they change). */
export function usePlanMonthMutations(
  userEmail: string,
  planId: string | null,
  open: (id: string | null) => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    // The dashboard and the schedule count the posts still to review from the drafts list.
    void queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all });
    // Approving schedules the posts: the server gives them their publications.
    void invalidatePostsAndPublications(queryClient);
  };
  const create = useMutation({
    mutationFn: (settings: PlanSettingsInput) => createPlan({ ...settings, user_email: userEmail }),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.plans.one(created.id), created);
      open(created.id);
    },
  });
  const start = useMutation({
    mutationFn: async (slots: SlotEdit[]) => {
      if (!planId) throw new Error('No plan');
      await replacePlanSlots(planId, userEmail, slots);
      return writePlan(planId, userEmail);
    },
    onSuccess: (started) => queryClient.setQueryData(queryKeys.plans.one(started.id), started),
  });
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: refresh,
  });
  /** A post with new words in the plan's list at once: the card shows what Approve approves. */
  const showPost = (post: Post) =>
    queryClient.setQueriesData<PostsResponse>(
      { queryKey: [...queryKeys.posts.all, 'plan', planId ?? ''] },
      (data) =>
        data && {
          ...data,
          posts: data.posts.map((item) => (item.id === post.id ? post : item)),
        },
    );
  return { create, start, action, refresh, showPost };
}
