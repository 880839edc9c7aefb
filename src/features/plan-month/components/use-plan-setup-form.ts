import { useState, type FormEvent } from 'react';
import { PLATFORMS } from '@contract/constants';
import type { Platform } from '@contract/onboarding';
import {
  MAX_PLAN_POSTS,
  planSettingsSchema,
  type PlanSettingsInput,
  type PlanSuggestions,
} from '@contract/plans';
import { planCount } from '@core/plans/plan-days';
import { useBusinessProfile } from '@/lib/business-profile';
import { planCountNote } from '../plan-copy';
import {
  appliedMessage,
  defaultPlanCountry,
  defaultPostingTimes,
  suggestedKindWeights,
  withSuggestedTimes,
  type PostingTimes,
} from '../setup-defaults';

interface PlanSetupFormOptions {
  month: string;
  postsPerMonth: number;
  offered: readonly Platform[];
  onPlan: (settings: PlanSettingsInput) => void;
}

/** A platform's posting days and time before the owner sets any. */
export const NO_POSTING_TIME: { days: number[]; time: string } = { days: [], time: '11:00' };

const FIELD_LABELS: Record<string, string> = {
  month: 'Month',
  count: `Number of posts (1 to ${MAX_PLAN_POSTS})`,
  platforms: 'Platforms',
  posting_times: 'Posting days and times',
  own_dates: 'Your dates',
};

/** The settings as the plan asks for them, or what to fix first. */
function parseSettings(input: Record<string, unknown>) {
  const parsed = planSettingsSchema.safeParse(input);
  if (parsed.success) return { settings: parsed.data, problem: null };
  const issue = parsed.error.issues[0];
  const label = FIELD_LABELS[String(issue?.path[0] ?? '')] ?? 'The plan';
  return { settings: null, problem: `${label}: ${issue?.message ?? 'check this field'}` };
}

/** Told before planning: a month has only so many days, and a plan posts once a day at most. */
function countNoteFor(
  count: string,
  month: string,
  platforms: Platform[],
  times: PostingTimes,
  ownDates: string,
) {
  const asked = Number(count);
  if (!Number.isInteger(asked) || asked < 1 || asked > MAX_PLAN_POSTS) return null;
  return planCountNote(
    planCount({ month, count: asked, platforms, postingTimes: times, ownDates }),
    month,
  );
}

/**
 * The owner's suggestions once applied: the posting days and times changed in the form, and
 * what the plan's settings gain (favoured kinds, posts to post again), with what was done.
 */
function useAppliedSuggestions(
  setTimes: (update: (current: PostingTimes) => PostingTimes) => void,
) {
  const [settings, setSettings] = useState<Pick<PlanSettingsInput, 'kind_weights' | 'post_again'>>(
    {},
  );
  const [applied, setApplied] = useState<string | null>(null);
  const apply = (suggestions: PlanSuggestions) => {
    setTimes((current) => withSuggestedTimes(current, suggestions.times));
    setSettings({
      ...(suggestions.kinds.length > 0
        ? { kind_weights: suggestedKindWeights(suggestions.kinds) }
        : {}),
      ...(suggestions.post_again.length > 0
        ? { post_again: suggestions.post_again.map((post) => post.brief) }
        : {}),
    });
    setApplied(appliedMessage(suggestions));
  };
  return { settings, applied, apply };
}

/** The set-up form's fields, with the defaults the owner can change, and its submission. */
export function usePlanSetupForm({
  month: initialMonth,
  postsPerMonth,
  offered,
  onPlan,
}: PlanSetupFormOptions) {
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
  const suggested = useAppliedSuggestions(setTimes);

  const togglePlatform = (platform: Platform, on: boolean) =>
    setPlatforms((current) =>
      on ? [...current, platform] : current.filter((p) => p !== platform),
    );

  const setDay = (platform: Platform, day: number, on: boolean) =>
    setTimes((current) => {
      const entry = current[platform] ?? NO_POSTING_TIME;
      const days = on
        ? [...new Set([...entry.days, day])].sort()
        : entry.days.filter((d) => d !== day);
      return { ...current, [platform]: { ...entry, days } };
    });

  const setTime = (platform: Platform, time: string) =>
    setTimes((current) => ({
      ...current,
      [platform]: { ...(current[platform] ?? NO_POSTING_TIME), time },
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const posting: PostingTimes = {};
    for (const platform of platforms) posting[platform] = times[platform];
    const parsed = parseSettings({
      month,
      count: Number(count),
      platforms,
      posting_times: posting,
      own_dates: ownDates,
      country: country || null,
      ...suggested.settings,
    });
    setProblem(parsed.problem);
    if (parsed.settings) onPlan(parsed.settings);
  };

  return {
    fields: { month, count, platforms, times, ownDates, country },
    set: { setMonth, setCount, togglePlatform, setDay, setTime, setOwnDates, setCountry },
    countNote: countNoteFor(count, month, platforms, times, ownDates),
    suggestions: { applied: suggested.applied, apply: suggested.apply },
    problem,
    submit,
  };
}
