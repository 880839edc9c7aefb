import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  PLATFORM_LABELS,
  PUBLISHING_LABELS,
  type Platform,
  type ScheduledPost,
} from '@/lib/scheduled-post';
import {
  addDays,
  addMonths,
  daysInMonth,
  endOfWeek,
  formatLongDate,
  formatMonthYear,
  formatShortMonth,
  isSameDay,
  isSameMonth,
  monthWeeks,
  parseIsoDate,
  startOfDay,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  WEEKDAYS,
} from '../date-utils';
import './calendar.css';

export interface CalendarProps {
  posts: readonly ScheduledPost[];
  /** Names the calendar for assistive technology, for example "Content calendar". */
  label: string;
  /** Any day of the month to show first; the current month when left out. */
  initialMonth?: Date;
  /** Overridable so that tests and demos do not depend on the clock. */
  today?: Date;
  headingLevel?: 2 | 3 | 4;
  /**
   * Too narrow for titles in the cells, the calendar lists the month's posts below
   * the grid; a page that already lists them can turn this off.
   */
  showAgenda?: boolean;
  /** Real posts: opening one (a click, or Enter then the day's list), and moving one. */
  onOpenPost?: (id: string) => void;
  /** Dropping a post on another day (desktop); the editor's Day field does it by keyboard. */
  onMovePost?: (id: string, isoDate: string) => void;
  /** Told the first day of the month shown, so the page can load that month's posts. */
  onMonthChange?: (month: Date) => void;
}

const PLATFORM_MARKS: Record<Platform, string> = {
  facebook: 'FB',
  instagram: 'IG',
  linkedin: 'in',
  x: 'X',
  tiktok: 'TT',
};

function firstActiveDate(today: Date, initialMonth: Date | undefined): Date {
  if (!initialMonth || isSameMonth(initialMonth, today)) return startOfDay(today);
  return startOfMonth(initialMonth);
}

/** Keeps Home and End inside the row's days of the shown month. */
function clampToMonth(date: Date, month: Date): Date {
  const first = startOfMonth(month);
  const last = new Date(
    first.getFullYear(),
    first.getMonth(),
    daysInMonth(first.getFullYear(), first.getMonth()),
  );
  if (date < first) return first;
  if (date > last) return last;
  return date;
}

/**
 * A month of scheduled posts as an ARIA grid: one tab stop (roving tabindex), arrows
 * move by day and week, Home and End go to the row's ends, Page Up and Page Down
 * change month (with Shift, year). Moving past the month's edge turns the page.
 */
export function Calendar({
  posts,
  label,
  initialMonth,
  today = new Date(),
  headingLevel = 2,
  showAgenda = true,
  onOpenPost,
  onMovePost,
  onMonthChange,
}: CalendarProps) {
  const [activeDate, setActiveDate] = useState(() => firstActiveDate(today, initialMonth));
  // Today may arrive late (the business's time zone loads after the first render): until the
  // owner moves, the active day follows it, so the keyboard starts from the day marked today.
  const todayKey = toIsoDate(today);
  const [followedToday, setFollowedToday] = useState<string | null>(todayKey);
  if (followedToday !== null && followedToday !== todayKey) {
    setFollowedToday(todayKey);
    setActiveDate(firstActiveDate(today, initialMonth));
  }
  const chooseDate = (date: Date) => {
    setFollowedToday(null);
    setActiveDate(date);
  };
  const focusAfterRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const labelId = `${baseId}-label`;
  const Heading = `h${headingLevel}` as const;

  const postsByDay = useMemo(() => {
    const byDay = new Map<string, ScheduledPost[]>();
    for (const post of posts) {
      const day = byDay.get(post.date) ?? [];
      day.push(post);
      byDay.set(post.date, day);
    }
    return byDay;
  }, [posts]);

  const month = startOfMonth(activeDate);
  const weeks = monthWeeks(month);
  const monthPosts = posts
    .filter((post) => isSameMonth(parseIsoDate(post.date), month))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
  const dayListRef = useRef<HTMLDivElement>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const monthKey = toIsoDate(month);
  const onMonthChangeRef = useRef(onMonthChange);
  useEffect(() => {
    onMonthChangeRef.current = onMonthChange;
  });
  useEffect(() => {
    onMonthChangeRef.current?.(parseIsoDate(monthKey));
  }, [monthKey]);
  const activeDayPosts = [...(postsByDay.get(toIsoDate(activeDate)) ?? [])].sort((a, b) =>
    (a.time ?? '').localeCompare(b.time ?? ''),
  );

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${toIsoDate(activeDate)}"]`)?.focus();
  }, [activeDate]);

  const moveTo = (date: Date) => {
    focusAfterRender.current = true;
    chooseDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(activeDate, -1),
      ArrowRight: () => addDays(activeDate, 1),
      ArrowUp: () => addDays(activeDate, -7),
      ArrowDown: () => addDays(activeDate, 7),
      Home: () => clampToMonth(startOfWeek(activeDate), activeDate),
      End: () => clampToMonth(endOfWeek(activeDate), activeDate),
      PageUp: () => addMonths(activeDate, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(activeDate, event.shiftKey ? 12 : 1),
    };
    if ((event.key === 'Enter' || event.key === ' ') && onOpenPost) {
      event.preventDefault();
      dayListRef.current?.querySelector<HTMLElement>('button')?.focus();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return (
    <div className="calendar">
      <span id={labelId} hidden>
        {label}
      </span>
      <div className="calendar-toolbar">
        <button
          type="button"
          className="calendar-nav"
          aria-label="Previous month"
          onClick={() => chooseDate(addMonths(activeDate, -1))}
        >
          <Chevron direction="left" />
        </button>
        <Heading id={headingId} className="calendar-heading" aria-live="polite">
          {formatMonthYear(month)}
        </Heading>
        <button
          type="button"
          className="calendar-nav"
          aria-label="Next month"
          onClick={() => chooseDate(addMonths(activeDate, 1))}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="calendar-grid"
        aria-labelledby={`${labelId} ${headingId}`}
      >
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
              {week.map((date, dayIndex) => {
                if (!date)
                  return <td key={dayIndex} role="gridcell" className="calendar-day is-outside" />;
                const iso = toIsoDate(date);
                const isToday = isSameDay(date, today);
                const isActive = isSameDay(date, activeDate);
                const dayPosts = postsByDay.get(iso) ?? [];
                return (
                  <td
                    key={iso}
                    role="gridcell"
                    data-date={iso}
                    tabIndex={isActive ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    className={`calendar-day${isToday ? ' is-today' : ''}${dayPosts.length ? ' has-posts' : ''}`}
                    onClick={() => chooseDate(date)}
                    onFocus={isActive ? undefined : () => chooseDate(date)}
                    onKeyDown={onKeyDown}
                    onDragOver={
                      onMovePost
                        ? (event) => {
                            event.preventDefault();
                            setDropTarget(iso);
                          }
                        : undefined
                    }
                    onDragLeave={onMovePost ? () => setDropTarget(null) : undefined}
                    onDrop={
                      onMovePost
                        ? (event) => {
                            event.preventDefault();
                            setDropTarget(null);
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
                      {dayPosts.length
                        ? `, ${dayPosts.length} ${dayPosts.length === 1 ? 'post' : 'posts'}`
                        : ''}
                    </span>
                    {dayPosts.length ? (
                      <ul className="calendar-posts">
                        {dayPosts.map((post) => (
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
                                draggable={Boolean(onMovePost)}
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
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {onOpenPost ? (
        <div ref={dayListRef} className="calendar-day-list" aria-live="polite">
          <p className="calendar-day-list-title">
            {formatLongDate(activeDate)}:{' '}
            {activeDayPosts.length
              ? `${activeDayPosts.length} ${activeDayPosts.length === 1 ? 'post' : 'posts'}`
              : 'no posts'}
          </p>
          {activeDayPosts.length ? (
            <ul>
              {activeDayPosts.map((post) => (
                <li key={post.id}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => onOpenPost(post.id)}
                  >
                    {post.time ? `${post.time} ` : ''}
                    {post.title}
                    {post.toReview ? ' (to review)' : ''}
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
      ) : null}
      {showAgenda ? (
        <div className="calendar-agenda">
          <p className="calendar-agenda-title">
            {monthPosts.length
              ? `${monthPosts.length} ${monthPosts.length === 1 ? 'post' : 'posts'} this month`
              : 'No posts scheduled this month'}
          </p>
          {monthPosts.length ? (
            <ul>
              {monthPosts.map((post) => (
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
                      {post.toReview ? ' · to review' : ''}
                      {post.publishing ? ` · ${publishingText(post)}` : ''}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A post in a day cell: its time, platform marks and title. */
/** The post's publishing in words, or '' when it has none. */
const publishingText = (post: ScheduledPost) =>
  post.publishing ? PUBLISHING_LABELS[post.publishing].text : '';

function PostLine({ post }: { post: ScheduledPost }) {
  const platforms = post.platforms?.length ? post.platforms : [post.platform];
  const publishing = post.publishing ? PUBLISHING_LABELS[post.publishing] : null;
  return (
    <>
      {post.time ? <span className="calendar-post-time">{post.time}</span> : null}{' '}
      <span className="calendar-post-mark" aria-hidden="true">
        {platforms.map((platform) => PLATFORM_MARKS[platform]).join(' ')}
      </span>{' '}
      <span className="calendar-post-title">{post.title}</span>
      {publishing ? (
        <span
          className={`calendar-post-state publishing-${post.publishing}`}
          aria-hidden="true"
          title={publishing.text}
        >
          {' '}
          {publishing.mark}
        </span>
      ) : null}
      <span className="visually-hidden">
        {' '}
        on {platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ')}
        {post.toReview ? ', to review' : ''}
        {publishing ? `, ${publishing.text}` : ''}
      </span>
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
