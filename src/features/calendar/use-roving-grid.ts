import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  daysInMonth,
  endOfWeek,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
  toIsoDate,
} from './date-utils';

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

export interface RovingGridOptions {
  today: Date;
  /** Any day of the month to show first; the current month when left out. */
  initialMonth: Date | undefined;
  /** Enter or Space on a day; the keys do nothing when left out. */
  onActivate?: () => void;
}

/**
 * The keyboard of a month grid (the ARIA grid pattern): one day is the tab stop (roving
 * tabindex), arrows move by day and week, Home and End go to the row's ends, Page Up and
 * Page Down change month (with Shift, year), and the day moved to takes the focus.
 * The grid's day cells carry their ISO date in `data-date`.
 */
export function useRovingGrid({ today, initialMonth, onActivate }: RovingGridOptions) {
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

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${toIsoDate(activeDate)}"]`)?.focus();
  }, [activeDate]);

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
    if ((event.key === 'Enter' || event.key === ' ') && onActivate) {
      event.preventDefault();
      onActivate();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusAfterRender.current = true;
    chooseDate(move());
  };

  return { activeDate, chooseDate, gridRef, onKeyDown };
}
