import type { ReactNode } from 'react';
import type { ScheduledPost } from '@/lib/scheduled-post';
import { UpcomingPosts } from './upcoming-posts';
import './schedule.css';

interface SchedulePageProps {
  posts: readonly ScheduledPost[];
  /** The calendar of the same posts, composed by the route. */
  calendar: ReactNode;
  /** The owner's own posts: what Edit and Delete do. Left out, the page is the sample. */
  onEdit?: (post: ScheduledPost) => void;
  onDelete?: (post: ScheduledPost) => void;
  /** The header's actions for the owner (Plan a month); the sample's button otherwise. */
  actions?: ReactNode;
  /** Said above the calendar: what a scheduled post does (and does not do) yet. */
  notice?: ReactNode;
  /** Replaces the list while the owner's posts load or fail. */
  upcomingStatus?: ReactNode;
  /** Dialogs the route composes (the editor, the delete confirmation). */
  children?: ReactNode;
}

/** The calendar and Upcoming Posts: the owner's posts, or product.md §2's sample signed out. */
export function SchedulePage({
  posts,
  calendar,
  onEdit,
  onDelete,
  actions,
  notice,
  upcomingStatus,
  children,
}: SchedulePageProps) {
  const isSample = !onEdit;
  return (
    <div className="container page schedule">
      <header className="page-header schedule-header">
        <div>
          <h1>Content Scheduler</h1>
          <p>Plan your posts; they go out at their time to the accounts you connect.</p>
        </div>
        {actions ?? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => console.info('Schedule new post (sample only)')}
          >
            <span aria-hidden="true">+</span> Schedule New Post
          </button>
        )}
      </header>
      {isSample ? (
        <p className="schedule-notice">
          Sample calendar. Log in to plan and schedule your own posts.
        </p>
      ) : null}
      {notice}
      <div className="schedule-layout">
        <section className="card schedule-calendar" aria-label="Calendar">
          {calendar}
        </section>
        <UpcomingPosts
          posts={posts}
          status={upcomingStatus}
          withPublications={!isSample}
          onEdit={onEdit ?? ((post) => console.info('Edit post (sample only)', post.id))}
          onDelete={onDelete ?? ((post) => console.info('Delete post (sample only)', post.id))}
        />
      </div>
      {children}
    </div>
  );
}
