import { useId, useMemo, useState, type FormEvent } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Platform } from '@contract/onboarding';
import {
  HOLIDAY_COUNTRIES,
  MAX_PLAN_POSTS,
  planSettingsSchema,
  type PlanSettingsInput,
} from '@contract/plans';
import { useBusinessProfile } from '@/lib/business-profile';
import {
  countryName,
  defaultPlanCountry,
  defaultPostingTimes,
  WEEKDAY_LONG,
  WEEKDAY_NAMES,
  type PostingTimes,
} from '../setup-defaults';
import { planCount } from '@core/plans/plan-days';
import { PLATFORM_NAMES, planCountNote } from '../plan-copy';

interface PlanSetupProps {
  month: string;
  postsPerMonth: number;
  brandPlatforms: readonly Platform[];
  isPlanning: boolean;
  error: string | null;
  onPlan: (settings: PlanSettingsInput) => void;
}

/** Step 1: everything the plan needs, on one screen, with defaults the owner can change. */
export function PlanSetup({
  month: initialMonth,
  postsPerMonth,
  brandPlatforms,
  isPlanning,
  error,
  onPlan,
}: PlanSetupProps) {
  const id = useId();
  const offered = brandPlatforms.length ? brandPlatforms : PLATFORMS;
  const [month, setMonth] = useState(initialMonth);
  const [count, setCount] = useState(String(Math.min(MAX_PLAN_POSTS, Math.max(1, postsPerMonth))));
  const [platforms, setPlatforms] = useState<Platform[]>([...offered]);
  const [times, setTimes] = useState<PostingTimes>(() => defaultPostingTimes(PLATFORMS));
  const [ownDates, setOwnDates] = useState('');
  // Until the owner picks, the country follows the business profile as it loads.
  const businessProfile = useBusinessProfile();
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const country =
    chosenCountry ??
    defaultPlanCountry(
      businessProfile.data?.profile.country,
      typeof navigator === 'undefined' ? undefined : navigator.language,
    ) ??
    '';
  const [problem, setProblem] = useState<string | null>(null);
  const countries = useMemo(
    () =>
      HOLIDAY_COUNTRIES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );

  // Told before planning: a month has only so many days, and a plan posts once a day at most.
  const asked = Number(count);
  const countNote =
    Number.isInteger(asked) && asked >= 1 && asked <= MAX_PLAN_POSTS
      ? planCountNote(
          planCount({ month, count: asked, platforms, postingTimes: times, ownDates }),
          month,
        )
      : null;

  const setDay = (platform: Platform, day: number, on: boolean) =>
    setTimes((current) => {
      const entry = current[platform] ?? { days: [], time: '11:00' };
      const days = on
        ? [...new Set([...entry.days, day])].sort()
        : entry.days.filter((d) => d !== day);
      return { ...current, [platform]: { ...entry, days } };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const posting: PostingTimes = {};
    for (const platform of platforms) posting[platform] = times[platform];
    const parsed = planSettingsSchema.safeParse({
      month,
      count: Number(count),
      platforms,
      posting_times: posting,
      own_dates: ownDates,
      country: country || null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const label: Record<string, string> = {
        month: 'Month',
        count: `Number of posts (1 to ${MAX_PLAN_POSTS})`,
        platforms: 'Platforms',
        posting_times: 'Posting days and times',
        own_dates: 'Your dates',
      };
      setProblem(`${label[field] ?? 'The plan'}: ${issue?.message ?? 'check this field'}`);
      return;
    }
    setProblem(null);
    onPlan(parsed.data);
  };

  return (
    <form className="card plan-setup" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Set up your month</h2>
      <div className="plan-setup-row">
        <div className="field">
          <label htmlFor={`${id}-month`}>Month</label>
          <input
            id={`${id}-month`}
            type="month"
            className="input"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-count`}>Number of posts</label>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={MAX_PLAN_POSTS}
            className="input"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-describedby={`${id}-count-hint ${id}-count-note`}
          />
          <p id={`${id}-count-hint`} className="field-hint">
            1 to {MAX_PLAN_POSTS}; your brand setup says {postsPerMonth} a month.
          </p>
        </div>
      </div>
      <div id={`${id}-count-note`} role="status">
        {countNote ? <p className="plan-count-note">{countNote}</p> : null}
      </div>

      <fieldset className="field">
        <legend>Platforms</legend>
        <div className="plan-checks">
          {offered.map((platform) => (
            <label key={platform} className="checkbox">
              <input
                type="checkbox"
                checked={platforms.includes(platform)}
                onChange={(e) =>
                  setPlatforms((current) =>
                    e.target.checked
                      ? [...current, platform]
                      : current.filter((p) => p !== platform),
                  )
                }
              />
              {PLATFORM_NAMES[platform]}
            </label>
          ))}
        </div>
      </fieldset>

      {platforms.map((platform) => {
        const entry = times[platform] ?? { days: [], time: '11:00' };
        return (
          <fieldset key={platform} className="field plan-times">
            <legend>{PLATFORM_NAMES[platform]}: days and time</legend>
            <div className="plan-checks">
              {WEEKDAY_NAMES.map((name, day) => (
                <label key={name} className="checkbox">
                  <input
                    type="checkbox"
                    checked={entry.days.includes(day)}
                    onChange={(e) => setDay(platform, day, e.target.checked)}
                    aria-label={`${PLATFORM_NAMES[platform]} on ${WEEKDAY_LONG[day]}`}
                  />
                  <span aria-hidden="true">{name}</span>
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
                  aria-label={`${PLATFORM_NAMES[platform]} posting time`}
                  onChange={(e) =>
                    setTimes((current) => ({
                      ...current,
                      [platform]: { ...entry, time: e.target.value },
                    }))
                  }
                />
              </label>
            </div>
          </fieldset>
        );
      })}

      <div className="field">
        <label htmlFor={`${id}-dates`}>Your dates (one per line)</label>
        <textarea
          id={`${id}-dates`}
          className="textarea"
          rows={4}
          value={ownDates}
          placeholder={"14 Feb: Valentine's pre-orders close 12 Feb at 6pm"}
          onChange={(e) => setOwnDates(e.target.value)}
          aria-describedby={`${id}-dates-hint`}
        />
        <p id={`${id}-dates-hint`} className="field-hint">
          Events, deadlines and offers. Posts about them come first, a few days ahead. An offer is
          only planned when you write one here.
        </p>
      </div>

      <div className="field">
        <label htmlFor={`${id}-country`}>Public holidays of</label>
        <select
          id={`${id}-country`}
          className="select"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">No public holidays</option>
          {countries.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>

      {problem || error ? (
        <p className="alert alert-error" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={isPlanning}>
          {isPlanning ? 'Planning...' : 'Plan my month'}
        </button>
      </div>
    </form>
  );
}
