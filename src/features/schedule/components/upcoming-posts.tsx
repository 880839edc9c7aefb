import type { ReactNode } from 'react';
import { PLATFORM_LABELS, type ScheduledPost } from '@/lib/scheduled-post';
import { sortPostsByDate } from '../sort-posts';
import { PublicationStates } from '@/components/publication-states';

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

interface UpcomingPostsProps {
  posts: readonly ScheduledPost[];
  onEdit: (post: ScheduledPost) => void;
  onDelete: (post: ScheduledPost) => void;
  /** Shown instead of the list while the posts load or when they failed to. */
  status?: ReactNode;
  /** The owner's own posts: show where each stands on its accounts. */
  withPublications?: boolean;
}

export function UpcomingPosts({
  posts,
  onEdit,
  onDelete,
  status,
  withPublications = false,
}: UpcomingPostsProps) {
  const sorted = sortPostsByDate(posts);
  return (
    <section className="card upcoming" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Upcoming Posts</h2>
      {status ??
        (sorted.length === 0 ? (
          <p className="muted">Nothing scheduled yet.</p>
        ) : (
          <ol className="upcoming-list">
            {sorted.map((post) => {
              const day = localDay(post.date);
              return (
                <li key={post.id} className={`upcoming-item platform-${post.platform}`}>
                  <time
                    className="upcoming-date"
                    dateTime={post.date}
                    aria-label={fullFormat.format(day)}
                  >
                    <span className="upcoming-weekday">{weekdayFormat.format(day)}</span>
                    <span className="upcoming-day">{day.getDate()}</span>
                    <span className="upcoming-month">{monthFormat.format(day)}</span>
                  </time>
                  <div className="upcoming-body">
                    <h3 className="upcoming-title">{post.title}</h3>
                    <span className="upcoming-platform">
                      {post.time ? `${post.time} · ` : ''}
                      {(post.platforms ?? [post.platform])
                        .map((platform) => PLATFORM_LABELS[platform])
                        .join(', ')}
                    </span>
                    {post.toReview ? (
                      <span className="upcoming-badge">
                        {post.waitsForApproval ? 'Waiting for approval' : 'To review'}
                      </span>
                    ) : null}
                    {post.changesRequested ? (
                      <span className="upcoming-badge">Changes requested, not scheduled</span>
                    ) : null}
                    {withPublications ? (
                      <PublicationStates
                        postId={post.id}
                        platforms={post.platforms ?? [post.platform]}
                        hasImage={post.hasImage}
                      />
                    ) : null}
                  </div>
                  <div className="upcoming-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={`Edit ${post.title}`}
                      onClick={() => onEdit(post)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small upcoming-delete"
                      aria-label={`Delete ${post.title}`}
                      onClick={() => onDelete(post)}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        ))}
    </section>
  );
}
