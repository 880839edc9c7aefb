import { useEffect, useId, useMemo, useRef } from 'react';
import type { ScheduledPost } from '@/lib/scheduled-post';
import {
  addMonths,
  formatMonthYear,
  monthWeeks,
  parseIsoDate,
  startOfMonth,
  toIsoDate,
} from '../date-utils';
import { byTime, groupByDay, postsOfMonth } from '../posts-by-day';
import { useRovingGrid } from '../use-roving-grid';
import { CalendarAgenda, CalendarDayList } from './calendar-agenda';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthGrid } from './month-grid';
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
  const dayListRef = useRef<HTMLDivElement>(null);
  const { activeDate, chooseDate, gridRef, onKeyDown } = useRovingGrid({
    today,
    initialMonth,
    onActivate: onOpenPost
      ? () => dayListRef.current?.querySelector<HTMLElement>('button')?.focus()
      : undefined,
  });
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const labelId = `${baseId}-label`;

  const postsByDay = useMemo(() => groupByDay(posts), [posts]);
  const month = startOfMonth(activeDate);
  const monthPosts = postsOfMonth(posts, month);
  useReportMonth(toIsoDate(month), onMonthChange);
  const activeDayPosts = [...(postsByDay.get(toIsoDate(activeDate)) ?? [])].sort(byTime);

  return (
    <div className="calendar">
      <span id={labelId} hidden>
        {label}
      </span>
      <CalendarToolbar
        headingId={headingId}
        headingLevel={headingLevel}
        title={formatMonthYear(month)}
        onPrevious={() => chooseDate(addMonths(activeDate, -1))}
        onNext={() => chooseDate(addMonths(activeDate, 1))}
      />
      <MonthGrid
        weeks={monthWeeks(month)}
        postsByDay={postsByDay}
        today={today}
        activeDate={activeDate}
        labelledBy={`${labelId} ${headingId}`}
        gridRef={gridRef}
        onChooseDate={chooseDate}
        onKeyDown={onKeyDown}
        onOpenPost={onOpenPost}
        onMovePost={onMovePost}
      />
      {onOpenPost ? (
        <CalendarDayList
          date={activeDate}
          posts={activeDayPosts}
          onOpenPost={onOpenPost}
          listRef={dayListRef}
        />
      ) : null}
      {showAgenda ? <CalendarAgenda posts={monthPosts} onOpenPost={onOpenPost} /> : null}
    </div>
  );
}

/** Tells the page each month shown, once per month, with the callback it last gave. */
function useReportMonth(monthKey: string, onMonthChange: ((month: Date) => void) | undefined) {
  const onMonthChangeRef = useRef(onMonthChange);
  useEffect(() => {
    onMonthChangeRef.current = onMonthChange;
  });
  useEffect(() => {
    onMonthChangeRef.current?.(parseIsoDate(monthKey));
  }, [monthKey]);
}
