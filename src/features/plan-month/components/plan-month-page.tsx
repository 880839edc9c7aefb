import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Plan, PlanSettingsInput, SlotEdit } from '@contract/plans';
import type { Post, UpdatePostRequest } from '@contract/posts';
import { zonedTimeToInstant } from '@core/schedule/zoned-time';
import { ApiError } from '@/lib/api-error';
import {
  approvePosts,
  cancelPlan,
  createPlan,
  deleteDraft,
  getLatestPlan,
  getOnboardingByEmail,
  getPlan,
  getPosts,
  replacePlanSlots,
  retryPlanSlot,
  updatePost,
  writePlan,
} from '@/lib/api';
import { formatMonth } from '@/lib/date-format';
import { invalidatePostsAndPublications } from '@/lib/publications';
import { queryKeys } from '@/lib/query-keys';
import { nextMonth } from '../setup-defaults';
import type { PostEdit } from './plan-post-card';
import { PlanProgress } from './plan-progress';
import { PlanSetup } from './plan-setup';
import { PlanTable } from './plan-table';
import '../plan-month.css';

const message = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The review's edit of one post as the whole post to save: its words changed, the rest kept. */
function withEdit(
  shown: { posts: readonly Post[] } | undefined,
  postId: string,
  edit: PostEdit,
): UpdatePostRequest {
  const post = shown?.posts.find((item) => item.id === postId);
  if (!post) throw new Error('The post is no longer in the plan');
  return {
    user_email: post.user_email,
    title: post.title,
    caption: edit.caption,
    hashtags: edit.hashtags,
    image_url: post.image_url,
    image_prompt: post.image_prompt,
    platforms: post.platforms,
    // A shortened X version of other words would no longer match the caption.
    variants: edit.caption === post.caption ? (post.variants ?? null) : null,
  };
}

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

interface PlanMonthPageProps {
  userEmail: string;
  /** Today on the business's clock (YYYY-MM-DD). */
  today: string;
  calendarPath: string;
}

/** Plan a month: set up, the plan, writing with progress, review. The plan's id lives in the URL. */
export function PlanMonthPage({ userEmail, today, calendarPath }: PlanMonthPageProps) {
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const queryClient = useQueryClient();

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

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    // The dashboard and the schedule count the posts still to review from the drafts list.
    void queryClient.invalidateQueries({ queryKey: queryKeys.drafts.all });
    // Approving schedules the posts: the server gives them their publications.
    void invalidatePostsAndPublications(queryClient);
  };
  const open = (id: string | null) => setParams(id ? { plan: id } : {}, { replace: false });

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

  let body;
  if (!planId && profile.isPending) {
    body = <p role="status">Loading your brand...</p>;
  } else if (!planId) {
    const unfinished = latest.data && latest.data.state === 'writing' ? latest.data : null;
    body = (
      <>
        {unfinished ? (
          <p className="schedule-notice" role="status">
            Your plan for {formatMonth(unfinished.month)} is being written (
            {unfinished.progress.written} of {unfinished.progress.total}).{' '}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => open(unfinished.id)}
            >
              Follow it
            </button>
          </p>
        ) : null}
        <PlanSetup
          month={nextMonth(today)}
          postsPerMonth={profile.data?.contentPrefs.postsPerMonth ?? 12}
          brandPlatforms={profile.data?.contentPrefs.platforms ?? []}
          isPlanning={create.isPending}
          error={create.isError ? message(create.error) : null}
          onPlan={(settings) => create.mutate(settings)}
        />
      </>
    );
  } else if (plan.isPending) {
    body = <p role="status">Loading your plan...</p>;
  } else if (plan.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {message(plan.error)}
      </p>
    );
  } else if (plan.data.state === 'planning') {
    body = (
      <PlanTable
        key={plan.data.id}
        plan={plan.data}
        isStarting={start.isPending}
        error={start.isError ? message(start.error) : null}
        onWrite={(slots) => start.mutate(slots)}
        onStartOver={() => open(null)}
      />
    );
  } else {
    const id = plan.data.id;
    body = (
      <>
        <PlanProgress
          plan={plan.data}
          posts={posts.data?.posts ?? []}
          calendarPath={calendarPath}
          busy={action.isPending}
          onCancel={() => action.mutate(() => cancelPlan(id, userEmail))}
          onRetry={(slotId) => action.mutate(() => retryPlanSlot(id, slotId, userEmail))}
          onApprove={(ids) => action.mutateAsync(() => approvePosts(userEmail, ids))}
          onDrop={(postId) => action.mutate(() => deleteDraft(postId, userEmail))}
          onSave={(postId, edit) =>
            action.mutateAsync(() => updatePost(postId, withEdit(posts.data, postId, edit)))
          }
        />
        {action.isError ? (
          <p className="alert alert-error" role="alert">
            {message(action.error)}
          </p>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => open(null)}>
          Plan another month
        </button>
      </>
    );
  }

  return (
    <div className="container page plan-month">
      <header className="page-header">
        <h1>Plan a month</h1>
        <p>Plan a month of posts, write them in one go, then review and schedule them.</p>
      </header>
      {body}
    </div>
  );
}
