import type { Plan } from '@contract/plans';
import type { Post, UpdatePostRequest } from '@contract/posts';
import {
  approvePosts,
  cancelPlan,
  deleteDraft,
  retryPlanSlot,
  updatePost,
  writeAnotherPlanVersion,
} from '@/lib/api';
import { formatMonth } from '@/lib/date-format';
import type { PostEdit } from './plan-post-card';
import { PlanProgress } from './plan-progress';
import { PlanSetup, type PlanSetupProps } from './plan-setup';

/** The review's edit of one post as the whole post to save: its words changed, the rest kept. */
function withEdit(posts: readonly Post[], postId: string, edit: PostEdit): UpdatePostRequest {
  const post = posts.find((item) => item.id === postId);
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

interface SetUpStepProps extends PlanSetupProps {
  /** The owner's latest plan, followed again when its posts are still being written. */
  latest: Plan | null | undefined;
  onFollow: (planId: string) => void;
}

/** Step 1, with a way back to a plan whose posts are still being written. */
export function SetUpStep({ latest, onFollow, ...setup }: SetUpStepProps) {
  const unfinished = latest && latest.state === 'writing' ? latest : null;
  return (
    <>
      {unfinished ? (
        <p className="schedule-notice" role="status">
          Your plan for {formatMonth(unfinished.month)} is being written (
          {unfinished.progress.written} of {unfinished.progress.total}).{' '}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => onFollow(unfinished.id)}
          >
            Follow it
          </button>
        </p>
      ) : null}
      <PlanSetup {...setup} />
    </>
  );
}

interface WritingStepProps {
  userEmail: string;
  plan: Plan;
  /** The posts written so far, or undefined before the first is asked. */
  posts: readonly Post[] | undefined;
  calendarPath: string;
  busy: boolean;
  error: string | null;
  run: (call: () => Promise<unknown>) => void;
  runAsync: (call: () => Promise<unknown>) => Promise<unknown>;
  /** Reads again what a dropped or rewritten post changes (the plan, the posts, the lists). */
  refresh: () => void;
  /** Shows a rewritten post at once, before the list is read again. */
  showPost: (post: Post) => void;
  onPlanAnother: () => void;
}

/** Steps 3 and 4: the posts as they are written, then their review. */
export function WritingStep({ userEmail, plan, posts, error, ...props }: WritingStepProps) {
  const { run, runAsync, refresh, showPost, onPlanAnother } = props;
  const id = plan.id;
  return (
    <>
      <PlanProgress
        plan={plan}
        posts={posts ?? []}
        calendarPath={props.calendarPath}
        busy={props.busy}
        onCancel={() => run(() => cancelPlan(id, userEmail))}
        onRetry={(slotId) => run(() => retryPlanSlot(id, slotId, userEmail))}
        onApprove={(ids) => runAsync(() => approvePosts(userEmail, ids))}
        // Each card says itself when its drop or its other version fails.
        onDrop={(postId) => deleteDraft(postId, userEmail).finally(refresh)}
        onAnotherVersion={async (slotId, variation, earlier) => {
          const post = await writeAnotherPlanVersion(id, slotId, {
            user_email: userEmail,
            variation,
            earlier,
          });
          showPost(post);
          refresh();
          return post;
        }}
        onSave={(postId, edit) =>
          runAsync(() => updatePost(postId, withEdit(posts ?? [], postId, edit)))
        }
      />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-ghost" onClick={onPlanAnother}>
        Plan another month
      </button>
    </>
  );
}
