import type { RefObject } from 'react';
import { PLATFORM_LABELS, reviewWords, type ScheduledPost } from '@/lib/scheduled-post';
import { formatLongDate, formatShortMonth, parseIsoDate } from '../date-utils';
import { publishingText } from './post-line';

const countOf = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** The chosen day's posts as buttons: where Enter on a day in the grid goes. */
export function CalendarDayList({
  date,
  posts,
  onOpenPost,
  listRef,
}: {
  date: Date;
  posts: readonly ScheduledPost[];
  onOpenPost: (id: string) => void;
  listRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={listRef} className="calendar-day-list" aria-live="polite">
      <p className="calendar-day-list-title">
        {formatLongDate(date)}
        {':'} {posts.length ? countOf(posts.length) : 'no posts'}
      </p>
      {posts.length ? (
        <ul>
          {posts.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onOpenPost(post.id)}
              >
                {post.time ? `${post.time} ` : ''}
                {post.title}
                {post.toReview ? ` (${reviewWords(post)})` : ''}
                {post.platforms?.length
                  ? `, ${post.platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ')}`
                  : ''}
                {post.publishing ? `, ${publishingText(post)}` : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The month's posts as a list, for screens too narrow for titles in the grid's cells. */
export function CalendarAgenda({
  posts,
  onOpenPost,
}: {
  posts: readonly ScheduledPost[];
  onOpenPost: ((id: string) => void) | undefined;
}) {
  return (
    <div className="calendar-agenda">
      <p className="calendar-agenda-title">
        {posts.length ? `${countOf(posts.length)} this month` : 'No posts scheduled this month'}
      </p>
      {posts.length ? (
        <ul>
          {posts.map((post) => (
            <li key={post.id} className={`platform-${post.platform}`}>
              <time className="calendar-agenda-date" dateTime={post.date}>
                <span className="calendar-agenda-month">
                  {formatShortMonth(parseIsoDate(post.date))}
                </span>
                <span className="calendar-agenda-day">{parseIsoDate(post.date).getDate()}</span>
              </time>
              <span className="calendar-agenda-text">
                <span className="calendar-agenda-post">
                  {onOpenPost ? (
                    <button
                      type="button"
                      className="calendar-agenda-open"
                      onClick={() => onOpenPost(post.id)}
                    >
                      {post.title}
                    </button>
                  ) : (
                    post.title
                  )}
                </span>
                <span className="calendar-agenda-platform">
                  {post.time ? `${post.time} · ` : ''}
                  {(post.platforms ?? [post.platform])
                    .map((platform) => PLATFORM_LABELS[platform])
                    .join(', ')}
                  {post.toReview ? ` · ${reviewWords(post)}` : ''}
                  {post.publishing ? ` · ${publishingText(post)}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
