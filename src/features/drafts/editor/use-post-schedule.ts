import { useState } from 'react';
import type { Draft } from '@contract/drafts';
import type { Network as Platform } from '@contract/integrations';
import type { SchedulePostRequest } from '@contract/posts';
import { toLocalParts } from '@core/schedule/zoned-time';

export interface PostSchedule {
  /** The day on the business's clock, '' for an unscheduled post. */
  date: string;
  time: string;
  setDate: (date: string) => void;
  setTime: (time: string) => void;
  /** What to send when the day, the time or a scheduled post's platforms changed; else null. */
  request: (
    userEmail: string,
    platforms: readonly Platform[],
    offered: readonly Platform[],
  ) => SchedulePostRequest | null;
}

/** The post's day and time on the business's clock, starting from when it is scheduled now. */
export function usePostSchedule(draft: Draft, timeZone: string): PostSchedule {
  const initialWhen = draft.scheduled_at
    ? toLocalParts(new Date(draft.scheduled_at), timeZone)
    : null;
  const [date, setDate] = useState(initialWhen?.date ?? '');
  const [time, setTime] = useState(initialWhen?.time ?? '10:00');

  const request: PostSchedule['request'] = (userEmail, platforms, offered) => {
    const changedWhen =
      date !== (initialWhen?.date ?? '') ||
      (date && time !== initialWhen?.time) ||
      (date && platforms.join() !== (draft.platforms ?? []).join());
    if (!changedWhen) return null;
    return {
      user_email: userEmail,
      date: date || null,
      time: time || '10:00',
      platforms: platforms.length ? [...platforms] : [...offered],
    };
  };

  return { date, time, setDate, setTime, request };
}
