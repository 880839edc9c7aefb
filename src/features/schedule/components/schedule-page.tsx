import type { ReactNode } from 'react';
import type { ScheduledPost } from '@/lib/scheduled-post';
import { UpcomingPosts } from './upcoming-posts';
import './schedule.css';

interface SchedulePageProps {
  posts: readonly ScheduledPost[];
  /** The calendar of the same posts, composed by the route. */
  calendar: ReactNode;
}

/** SPEC 2: sample data only; the scheduling buttons log and change nothing. */
export function SchedulePage({ posts, calendar }: SchedulePageProps) {
  return (
    <div className="container page schedule">
      <header className="page-header schedule-header">
        <div>
          <h1>Content Scheduler</h1>
          <p>Plan your posts across Facebook, Instagram and LinkedIn.</p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => console.info('Schedule new post (sample only)')}
        >
          <span aria-hidden="true">+</span> Schedule New Post
        </button>
      </header>
      <div className="schedule-layout">
        <section className="card schedule-calendar" aria-label="Calendar">
          {calendar}
        </section>
        <UpcomingPosts
          posts={posts}
          onEdit={(post) => console.info('Edit post (sample only)', post.id)}
          onDelete={(post) => console.info('Delete post (sample only)', post.id)}
        />
      </div>
    </div>
  );
}
