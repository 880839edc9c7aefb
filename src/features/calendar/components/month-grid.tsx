import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { ScheduledPost } from '@/lib/scheduled-post';
import { formatLongDate, isSameDay, toIsoDate, WEEKDAYS } from '../date-utils';
import { PostLine } from './post-line';

export interface MonthGridProps {
  weeks: readonly (readonly (Date | null)[])[];
  postsByDay: ReadonlyMap<string, readonly ScheduledPost[]>;
  today: Date;
  activeDate: Date;
  labelledBy: string;
  gridRef: RefObject<HTMLTableElement | null>;
  onChooseDate: (date: Date) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void;
  onOpenPost: ((id: string) => void) | undefined;
  onMovePost: ((id: string, isoDate: string) => void) | undefined;
}

/** The month as an ARIA grid of days, each with its posts; a post can be dropped on a day. */
export function MonthGrid({ weeks, gridRef, labelledBy, ...cell }: MonthGridProps) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  return (
    <table ref={gridRef} role="grid" className="calendar-grid" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" className="calendar-weekday">
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, weekIndex) => (
          <tr key={weekIndex}>
            {week.map((date, dayIndex) =>
              date ? (
                <DayCell
                  key={toIsoDate(date)}
                  date={date}
                  dropTarget={dropTarget}
                  onDropTarget={setDropTarget}
                  {...cell}
                />
              ) : (
                <td key={dayIndex} role="gridcell" className="calendar-day is-outside" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayCellProps = Omit<MonthGridProps, 'weeks' | 'gridRef' | 'labelledBy'> & {
  date: Date;
  dropTarget: string | null;
  onDropTarget: (iso: string | null) => void;
};

function DayCell({ date, postsByDay, today, activeDate, dropTarget, ...handlers }: DayCellProps) {
  const { onChooseDate, onKeyDown, onOpenPost, onMovePost, onDropTarget } = handlers;
  const iso = toIsoDate(date);
  const isToday = isSameDay(date, today);
  const isActive = isSameDay(date, activeDate);
  const dayPosts = postsByDay.get(iso) ?? [];
  return (
    <td
      role="gridcell"
      data-date={iso}
      tabIndex={isActive ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      className={`calendar-day${isToday ? ' is-today' : ''}${dayPosts.length ? ' has-posts' : ''}`}
      onClick={() => onChooseDate(date)}
      onFocus={isActive ? undefined : () => onChooseDate(date)}
      onKeyDown={onKeyDown}
      onDragOver={
        onMovePost
          ? (event) => {
              event.preventDefault();
              onDropTarget(iso);
            }
          : undefined
      }
      onDragLeave={onMovePost ? () => onDropTarget(null) : undefined}
      onDrop={
        onMovePost
          ? (event) => {
              event.preventDefault();
              onDropTarget(null);
              const id = event.dataTransfer.getData('text/plain');
              if (id) onMovePost(id, iso);
            }
          : undefined
      }
      data-drop-target={dropTarget === iso ? 'true' : undefined}
    >
      <span className="calendar-day-number" aria-hidden="true">
        {date.getDate()}
      </span>
      <span className="visually-hidden">
        {formatLongDate(date)}
        {isToday ? ', today' : ''}
        {dayPosts.length ? `, ${dayPosts.length} ${dayPosts.length === 1 ? 'post' : 'posts'}` : ''}
      </span>
      {dayPosts.length ? (
        <DayPosts posts={dayPosts} onOpenPost={onOpenPost} draggable={Boolean(onMovePost)} />
      ) : null}
    </td>
  );
}

function DayPosts({
  posts,
  onOpenPost,
  draggable,
}: {
  posts: readonly ScheduledPost[];
  onOpenPost: ((id: string) => void) | undefined;
  draggable: boolean;
}) {
  return (
    <ul className="calendar-posts">
      {posts.map((post) => (
        <li
          key={post.id}
          className={`calendar-post platform-${post.platform}${post.toReview ? ' is-to-review' : ''}`}
          title={post.title}
        >
          {onOpenPost ? (
            // A mouse shortcut (and a drag handle); keyboard users reach the
            // same post from the day's list below the grid.
            <button
              type="button"
              tabIndex={-1}
              className="calendar-post-open"
              draggable={draggable}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', post.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onClick={(event) => {
                event.stopPropagation();
                onOpenPost(post.id);
              }}
            >
              <PostLine post={post} />
            </button>
          ) : (
            <PostLine post={post} />
          )}
        </li>
      ))}
    </ul>
  );
}
