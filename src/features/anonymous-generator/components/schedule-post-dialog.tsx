import { useId, useState, type FormEvent } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Platform } from '@contract/onboarding';
import { Dialog } from '@/components/dialog';

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

export interface ScheduleChoice {
  date: string;
  time: string;
  platform: Platform;
}

interface SchedulePostDialogProps {
  open: boolean;
  onClose: () => void;
  onSchedule: (choice: ScheduleChoice) => void;
}

/** What the dialog says will and will not happen: nothing here reaches a network. */
export const notPublishedHere = (platform: Platform) =>
  `This post will not be published: no ${PLATFORM_LABELS[platform]} account is connected. Sign up and connect one, or copy the post and publish it yourself.`;
export const PAST_TIME_MESSAGE = 'That time has already passed. Choose a later time.';

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const today = () => dayOf(new Date());
const DEFAULT_TIME = '09:00';
/** Today while 9:00 is still ahead, otherwise tomorrow: the default is never a past time. */
const firstDefaultDay = () => {
  const day = new Date();
  if (day.getHours() >= 9) day.setDate(day.getDate() + 1);
  return dayOf(day);
};

/**
 * Picks when and where to post. Scheduling is local only: nothing is sent, so the dialog
 * says so before the visitor confirms, and refuses a time already past.
 */
export function SchedulePostDialog({ open, onClose, onSchedule }: SchedulePostDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Schedule Post"
      description="Choose when and where you mean to post it."
    >
      {open ? <ScheduleForm onCancel={onClose} onSchedule={onSchedule} /> : null}
    </Dialog>
  );
}

/** Why the date and time cannot be kept, or null: both are needed, and not in the past. */
function scheduleProblem(date: string, time: string): string | null {
  if (!date || !time) return 'Please choose a date and a time.';
  const when = new Date(`${date}T${time}`);
  if (!Number.isNaN(when.getTime()) && when.getTime() <= Date.now()) return PAST_TIME_MESSAGE;
  return null;
}

interface PlatformSelectProps {
  id: string;
  /** The note saying the post will not be published there. */
  noteId: string;
  value: Platform;
  onChange: (platform: Platform) => void;
}

function PlatformSelect({ id, noteId, value, onChange }: PlatformSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Platform</label>
      <select
        id={id}
        className="select"
        value={value}
        aria-describedby={noteId}
        onChange={(event) => {
          const next = PLATFORMS.find((item) => item === event.target.value);
          if (next) onChange(next);
        }}
      >
        {PLATFORMS.map((item) => (
          <option key={item} value={item}>
            {PLATFORM_LABELS[item]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ScheduleForm({
  onCancel,
  onSchedule,
}: {
  onCancel: () => void;
  onSchedule: (choice: ScheduleChoice) => void;
}) {
  const [date, setDate] = useState(firstDefaultDay);
  const [time, setTime] = useState(DEFAULT_TIME);
  const [platform, setPlatform] = useState<Platform>('instagram');
  const [error, setError] = useState<string | null>(null);
  const ids = {
    date: useId(),
    time: useId(),
    platform: useId(),
    error: useId(),
    note: useId(),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = scheduleProblem(date, time);
    if (problem) {
      setError(problem);
      return;
    }
    onSchedule({ date, time, platform });
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <div className="anon-schedule-grid">
        <div className="field">
          <label htmlFor={ids.date}>Date</label>
          <input
            id={ids.date}
            type="date"
            className="input"
            value={date}
            min={today()}
            required
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.time}>Time</label>
          <input
            id={ids.time}
            type="time"
            className="input"
            value={time}
            required
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
      </div>
      <PlatformSelect id={ids.platform} noteId={ids.note} value={platform} onChange={setPlatform} />
      <p id={ids.note} className="alert alert-warning">
        {notPublishedHere(platform)}
      </p>
      {error ? (
        <p id={ids.error} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="anon-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary">
          Confirm Schedule
        </button>
      </div>
    </form>
  );
}
