import type { Platform } from '@contract/onboarding';
import { PLATFORM_NAMES } from '../plan-copy';
import { WEEKDAY_LONG, WEEKDAY_NAMES, type PostingTimes } from '../setup-defaults';
import { NO_POSTING_TIME } from './use-plan-setup-form';

interface PlatformChecksProps {
  offered: readonly Platform[];
  platforms: readonly Platform[];
  onToggle: (platform: Platform, on: boolean) => void;
}

export function PlatformChecks({ offered, platforms, onToggle }: PlatformChecksProps) {
  return (
    <fieldset className="field">
      <legend>Platforms</legend>
      <div className="plan-checks">
        {offered.map((platform) => (
          <label key={platform} className="checkbox">
            <input
              type="checkbox"
              checked={platforms.includes(platform)}
              onChange={(e) => onToggle(platform, e.target.checked)}
            />
            {PLATFORM_NAMES[platform]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PostingTimesProps {
  platforms: readonly Platform[];
  times: PostingTimes;
  onDay: (platform: Platform, day: number, on: boolean) => void;
  onTime: (platform: Platform, time: string) => void;
}

/** For each chosen platform, the weekdays it posts on and at what time. */
export function PostingTimesFields({ platforms, times, onDay, onTime }: PostingTimesProps) {
  return platforms.map((platform) => {
    const entry = times[platform] ?? NO_POSTING_TIME;
    const name = PLATFORM_NAMES[platform];
    return (
      <fieldset key={platform} className="field plan-times">
        <legend>{name}: days and time</legend>
        <div className="plan-checks">
          {WEEKDAY_NAMES.map((weekday, day) => (
            <label key={weekday} className="checkbox">
              <input
                type="checkbox"
                checked={entry.days.includes(day)}
                onChange={(e) => onDay(platform, day, e.target.checked)}
                aria-label={`${name} on ${WEEKDAY_LONG[day]}`}
              />
              <span aria-hidden="true">{weekday}</span>
            </label>
          ))}
          <label className="plan-time">
            <span>Time</span>
            <input
              type="time"
              className="input"
              min="07:00"
              max="21:00"
              value={entry.time}
              aria-label={`${name} posting time`}
              onChange={(e) => onTime(platform, e.target.value)}
            />
          </label>
        </div>
      </fieldset>
    );
  });
}
