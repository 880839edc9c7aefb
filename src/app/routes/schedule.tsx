import { PlansToReview } from '@/components/plans-to-review';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Post } from '@contract/posts';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { useOptionalUser } from '@/features/auth/auth-context';
import { Calendar } from '@/features/calendar/components/calendar';
import { parseIsoDate } from '@/features/calendar/date-utils';
import { useBrandPlatforms } from '@/features/drafts/api/edit-post';
import { DeleteDraftDialog } from '@/features/drafts/components/delete-draft-dialog';
import { PUBLISH_NOTE } from '@/features/drafts/editor/post-copy';
import { SchedulePage } from '@/features/schedule/components/schedule-page';
import { buildSampleScheduledPosts } from '@/features/schedule/sample-data';
import {
  useDeletePost,
  useMonthPosts,
  useMovePost,
  useUpcomingPosts,
} from '@/features/schedule/api/use-posts';
import { toCalendarPost, todayIn } from '@/features/schedule/calendar-posts';
import { useBusinessTimeZone } from '@/lib/business-time-zone';
import { formatDay } from '@/lib/date-format';
import { queryClient } from '@/lib/query-client';
import type { ScheduledPost } from '@/lib/scheduled-post';
import { toLocalParts } from '@core/schedule/zoned-time';

const PostEditor = lazy(() =>
  import('@/features/drafts/editor/post-editor').then((module) => ({
    default: module.PostEditor,
  })),
);

function SampleSchedule() {
  const [posts] = useState(() => buildSampleScheduledPosts());
  return (
    <SchedulePage
      posts={posts}
      calendar={
        <Calendar label="Content calendar" posts={posts} headingLevel={2} showAgenda={false} />
      }
    />
  );
}

/**
 * `/schedule?post=<id>` (the link of a failure e-mail) opens that post in the editor once it
 * is among the loaded posts; the parameter is then dropped, so closing the editor stays closed.
 */
function useOpenLinkedPost(known: ReadonlyMap<string, Post>, open: (post: Post) => void) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('post');
  const post = linked ? known.get(linked) : undefined;
  useEffect(() => {
    if (!post) return;
    open(post);
    setParams(
      (current) => {
        current.delete('post');
        return current;
      },
      { replace: true },
    );
  }, [post, open, setParams]);
}

const calendarPosts = (posts: readonly Post[] | undefined, timeZone: string) =>
  (posts ?? []).flatMap((post) => toCalendarPost(post, timeZone) ?? []);

function OwnerSchedule({ email }: { email: string }) {
  const { timeZone } = useBusinessTimeZone(email);
  const today = todayIn(timeZone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const monthPosts = useMonthPosts(email, month, timeZone);
  const upcoming = useUpcomingPosts(email);
  const brandPlatforms = useBrandPlatforms(email);
  const movePost = useMovePost(email);
  const deletion = useDeletePost(email);
  const { showToast } = useToast();
  const [editing, setEditing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);

  const known = new Map<string, Post>();
  for (const post of [...(monthPosts.data?.posts ?? []), ...(upcoming.data?.posts ?? [])]) {
    known.set(post.id, post);
  }
  const find = (item: ScheduledPost | string) =>
    known.get(typeof item === 'string' ? item : item.id) ?? null;
  useOpenLinkedPost(known, setEditing);

  const move = (id: string, date: string) => {
    const post = find(id);
    if (!post?.scheduled_at) return;
    const { time } = toLocalParts(new Date(post.scheduled_at), timeZone);
    movePost.mutate(
      { post, date, time },
      {
        onSuccess: () => showToast({ message: `Moved to ${formatDay(date)}`, type: 'success' }),
        onError: () => showToast({ message: 'The post could not be moved.', type: 'error' }),
      },
    );
  };

  let upcomingStatus = null;
  if (upcoming.isPending) {
    upcomingStatus = <p role="status">Loading your posts...</p>;
  } else if (upcoming.isError) {
    upcomingStatus = (
      <>
        <p className="alert alert-error" role="alert">
          Your posts could not be loaded.
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void upcoming.refetch()}>
          Try again
        </button>
      </>
    );
  }

  return (
    <SchedulePage
      posts={calendarPosts(upcoming.data?.posts, timeZone)}
      onEdit={(item) => setEditing(find(item))}
      onDelete={(item) => {
        deletion.reset();
        setDeleting(find(item));
      }}
      upcomingStatus={upcomingStatus}
      actions={
        <div className="schedule-actions">
          <Link to={paths.planMonth} className="btn btn-primary">
            Plan a month
          </Link>
        </div>
      }
      notice={
        <>
          <p className="schedule-notice">
            Times are shown in {timeZone} (<Link to={paths.settings}>change</Link>). {PUBLISH_NOTE}
          </p>
          <PlansToReview userEmail={email} />
        </>
      }
      calendar={
        <Calendar
          label="Content calendar"
          posts={calendarPosts(monthPosts.data?.posts, timeZone)}
          today={parseIsoDate(today)}
          headingLevel={2}
          onOpenPost={(id) => setEditing(find(id))}
          onMovePost={move}
          onMonthChange={(first) =>
            setMonth(`${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`)
          }
        />
      }
    >
      {editing ? (
        <Suspense fallback={null}>
          <PostEditor
            draft={editing}
            userEmail={email}
            brandPlatforms={brandPlatforms}
            timeZone={timeZone}
            onClose={() => setEditing(null)}
            onSaved={(message) => showToast({ message, type: 'success' })}
          />
        </Suspense>
      ) : null}
      <DeleteDraftDialog
        draftTitle={deleting ? deleting.title || 'Untitled Post' : null}
        isDeleting={deletion.isPending}
        error={deletion.isError ? 'Failed to delete the post' : null}
        onConfirm={() => {
          if (!deleting) return;
          deletion.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast({ message: 'Post deleted', type: 'success' });
            },
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </SchedulePage>
  );
}

export default function ScheduleRoute() {
  const user = useOptionalUser();
  // The page is public (the sample when signed out), so it brings its own query cache.
  if (user?.email) {
    return (
      <QueryClientProvider client={queryClient}>
        <OwnerSchedule email={user.email} />
      </QueryClientProvider>
    );
  }
  return <SampleSchedule />;
}
